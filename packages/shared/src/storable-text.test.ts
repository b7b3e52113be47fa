import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, unstorableLine } from './storable-text';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed text', () => {
    expect(isStorableText('Warung Bu Sri 🍜')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\ud83c\udf5c\ud800')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) =>
        isStorableText(text.replaceAll('\u0000', '')),
      ),
    );
  });

  it('names the first field that holds such text, keys included', () => {
    expect(findUnstorableText({ name: 'ok', tags: ['a', 'b\u0000'] })?.path).toEqual(['tags', 1]);
    expect(findUnstorableText({ lines: [{ note: '\ud800' }] })?.path).toEqual(['lines', 0, 'note']);
    expect(findUnstorableText({ ['k\u0000']: 1 })?.path).toEqual(['k\u0000']);
    expect(findUnstorableText({ amount: 5, ok: true, nothing: null })).toBeUndefined();
  });
});

describe('unstorableLine', () => {
  it('names the line of a file where the bad text is', () => {
    expect(unstorableLine('a,b\nc,d\n')).toBe(0);
    expect(unstorableLine('a\u0000,b\nc,d')).toBe(1);
    expect(unstorableLine('a,b\r\nc,d\r\ne\ud800,f')).toBe(3);
  });
});
