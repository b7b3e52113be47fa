/** Reads a legal document's sections from public.json without trusting their shape blindly. */

export type LegalSection = {
  heading: string;
  paragraphs: string[];
  items: string[];
};

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function toSection(value: unknown): LegalSection | null {
  if (typeof value !== 'object' || value === null) return null;
  const { heading, paragraphs, items } = value as Record<string, unknown>;
  if (typeof heading !== 'string' || !isStringArray(paragraphs)) return null;
  return { heading, paragraphs, items: isStringArray(items) ? items : [] };
}

/** What `t(key, { returnObjects: true })` gave back, as sections; anything malformed is dropped. */
export function toLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.map(toSection).filter((section): section is LegalSection => section !== null);
}
