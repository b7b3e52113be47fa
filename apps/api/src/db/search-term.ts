/**
 * What a directory search looks for. Every term must occur in the row's lower-case
 * `search_text`; for contacts, a phone number typed any way ("0812 345", "+62812-345") becomes
 * its digits, which the `+62…` or the `0…` form in `search_text` holds.
 */

/** pg_trgm reads words in threes: a shorter term cannot use a trigram index. */
export const MIN_TRIGRAM_LENGTH = 3;

const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const MAX_TERMS = 8;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function normaliseQuery(q: string | undefined): string {
  return (q ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

function isPhoneLike(query: string): boolean {
  return PHONE_LIKE.test(query) && query.replace(/\D/g, '').length >= MIN_TRIGRAM_LENGTH;
}

/**
 * The terms a row must all contain; none for an empty query. With `phones`, a query that reads
 * as a phone number is one term, its digits (a SKU such as "12-345" stays as typed).
 */
export function searchTerms(q: string | undefined, options: { phones: boolean }): string[] {
  const query = normaliseQuery(q);
  if (!query) return [];
  if (options.phones && isPhoneLike(query)) return [query.replace(/\D/g, '')];
  return [...new Set(query.split(' '))].slice(0, MAX_TERMS);
}

export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

export type PrefixRange = { from: string; to: string | null };

/**
 * The bounds of `lower(x) like 'ab%'` that a btree on `lower(x)` can scan: ['ab', 'ac'). A prefix
 * sorts before everything that extends it in any collation; the upper bound raises the last
 * letter or digit (after a run of z or 9), which sorts the same in the C and the linguistic
 * collations. A query that ends otherwise gets only the lower bound.
 */
export function prefixRange(term: string): PrefixRange {
  const kept = term.replace(/[z9]+$/, '');
  const last = kept.at(-1);
  if (last === undefined || !/^[a-y0-8]$/.test(last)) return { from: term, to: null };
  return { from: term, to: kept.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1) };
}
