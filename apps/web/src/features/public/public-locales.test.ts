import { describe, expect, it } from 'vitest';
import { toLegalSections } from './legal-sections';
import { publicResources, wordsAt } from './public-words';

const id = publicResources('id');
const en = publicResources('en');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('public.json and legal.json', () => {
  it('has the same keys, array lengths included, in Indonesian and English', () => {
    expect(keys(en).sort()).toEqual(keys(id).sort());
  });

  it('has no empty text', () => {
    for (const words of [id, en]) {
      const empty = keys(words).filter((key) => {
        const text = key.split('.').reduce<unknown>((node, part) => {
          return typeof node === 'object' && node !== null
            ? (node as Record<string, unknown>)[part]
            : undefined;
        }, words);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('gives the legal documents well-formed sections', () => {
    for (const language of ['id', 'en'] as const) {
      for (const document of ['terms', 'privacy']) {
        const raw = wordsAt(language, `${document}.sections`);
        const sections = toLegalSections(raw);
        expect(Array.isArray(raw) && sections.length === raw.length).toBe(true);
        expect(sections.length).toBeGreaterThanOrEqual(10);
      }
    }
  });
});
