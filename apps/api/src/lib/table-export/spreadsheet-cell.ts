/**
 * CSV/formula injection (OWASP): spreadsheet programs run a text cell that starts with one of
 * these as a formula, so such text gets a leading apostrophe and is shown as typed.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Neutralises one text cell. Only text goes through here: numbers are written as numbers, so a
 * negative amount keeps its minus sign.
 */
export function neutraliseCell(text: string): string {
  const first = text.charAt(0);
  return FORMULA_TRIGGERS.has(first) ? `'${text}` : text;
}
