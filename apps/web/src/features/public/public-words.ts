/**
 * The public site's words for tests: public.json (the landing page, contact) and legal.json (the
 * FAQ, terms and privacy), loaded through Vite rather than a JSON import (the app's tsconfig does
 * not list JSON files), with small readers that fail loudly on a missing key.
 */
export type PublicLanguage = 'id' | 'en';
export const PUBLIC_NAMESPACES = ['public', 'legal'] as const;
export type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/{public,legal}.json',
  { eager: true },
);

export function namespaceResources(
  language: PublicLanguage,
  namespace: PublicNamespace,
): Record<string, unknown> {
  const module = modules[`../../locales/${language}/${namespace}.json`];
  if (!module) throw new Error(`No ${namespace}.json for ${language}`);
  return module.default;
}

/** Both namespaces' top-level keys together (they share none). */
export function publicResources(language: PublicLanguage): Record<string, unknown> {
  return Object.assign(
    {},
    ...PUBLIC_NAMESPACES.map((namespace) => namespaceResources(language, namespace)),
  );
}

/** The value at a dotted path ("landing.hero.title", "terms.sections"), whatever it is. */
export function wordsAt(language: PublicLanguage, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null || !(part in node)) {
      throw new Error(`the public words (${language}) have no ${path}`);
    }
    return (node as Record<string, unknown>)[part];
  }, publicResources(language));
}

/** The text at a dotted path. */
export function word(language: PublicLanguage, path: string): string {
  const value = wordsAt(language, path);
  if (typeof value !== 'string') throw new Error(`public words (${language}) ${path} is not text`);
  return value;
}

/** The keys of the object at a dotted path (e.g. the FAQ items). */
export function keysAt(language: PublicLanguage, path: string): string[] {
  const value = wordsAt(language, path);
  if (typeof value !== 'object' || value === null) throw new Error(`${path} is not an object`);
  return Object.keys(value);
}
