import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('languageOf', () => {
  it('takes the first language Usaha speaks, by weight', () => {
    expect(languageOf('id')).toBe('id');
    expect(languageOf('id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('id');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en');
    expect(languageOf('fr-FR, en;q=0.5, id;q=0.8')).toBe('id');
    expect(languageOf('in-ID')).toBe('id');
    expect(languageOf('de, id;q=0')).toBe('en');
  });

  it('answers English to a caller that names no language it knows', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('ja, fr;q=0.5')).toBe('en');
    expect(languageOf('xx;q=abc, id;q=0.1')).toBe('id');
  });
});
