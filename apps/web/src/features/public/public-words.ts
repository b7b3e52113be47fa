/**
 * public.json for tests, loaded through Vite rather than a JSON import (the app's tsconfig does
 * not list JSON files), with small readers that fail loudly on a missing key.
 */
export type PublicLanguage = 'id' | 'en';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/public.json',
  { eager: true },
);

export function publicResources(language: PublicLanguage): Record<string, unknown> {
  const module = modules[`../../locales/${language}/public.json`];
  if (!module) throw new Error(`No public.json for ${language}`);
  return module.default;
}

/** The value at a dotted path ("landing.hero.title"), whatever it is. */
export function wordsAt(language: PublicLanguage, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null || !(part in node)) {
      throw new Error(`public.json (${language}) has no ${path}`);
    }
    return (node as Record<string, unknown>)[part];
  }, publicResources(language));
}

/** The text at a dotted path. */
export function word(language: PublicLanguage, path: string): string {
  const value = wordsAt(language, path);
  if (typeof value !== 'string') throw new Error(`public.json (${language}) ${path} is not text`);
  return value;
}

/** The keys of the object at a dotted path (e.g. the FAQ items). */
export function keysAt(language: PublicLanguage, path: string): string[] {
  const value = wordsAt(language, path);
  if (typeof value !== 'object' || value === null) throw new Error(`${path} is not an object`);
  return Object.keys(value);
}
