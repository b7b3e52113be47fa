import { describe, expect, it } from 'vitest';
import { containsPattern, prefixRange, searchTerms } from './search-term';

describe('search terms', () => {
  it('reads a phone number typed any way as its digits, for contacts only', () => {
    const phones = { phones: true };
    expect(searchTerms(' 0812 345 ', phones)).toEqual(['0812345']);
    expect(searchTerms('+62812-345', phones)).toEqual(['62812345']);
    expect(searchTerms('(021) 555', phones)).toEqual(['021555']);
    expect(searchTerms('12-345', { phones: false })).toEqual(['12-345']);
  });

  it('splits words, lower case, each once', () => {
    expect(searchTerms('Budi  SANTOSO budi', { phones: true })).toEqual(['budi', 'santoso']);
    expect(searchTerms('   ', { phones: true })).toEqual([]);
    expect(searchTerms(undefined, { phones: false })).toEqual([]);
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_\\')).toBe('%50\\%\\_\\\\%');
  });
});

describe('prefix range', () => {
  it.each([
    ['ab', 'ac'],
    ['b-0004', 'b-0005'],
    ['budi s', 'budi t'],
    ['az', 'b'],
    ['a99', 'b'],
    ['zz', null],
    ['b-', null],
    ['café', null],
  ])('bounds %s below %s', (term, to) => {
    expect(prefixRange(term)).toEqual({ from: term, to });
  });
});
