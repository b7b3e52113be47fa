/** Quantities and rates are written from their integers, exactly, in the invoice's language. */
import { describe, expect, it } from 'vitest';
import { formatQuantity, formatRate, INVOICE_WORDS, taxShare } from './invoice-document-words';

describe('the numbers of an invoice document', () => {
  it('writes thousandths as quantities without a float on the way', () => {
    expect(formatQuantity(1, 'id-ID')).toBe('0,001');
    expect(formatQuantity(2_500, 'id-ID')).toBe('2,5');
    expect(formatQuantity(1_234_567, 'id-ID')).toBe('1.234,567');
    expect(formatQuantity(1_234_567, 'en-US')).toBe('1,234.567');
    // 0.1 + 0.2 kg, typed as thousandths: no 0.30000000000000004.
    expect(formatQuantity(100 + 200, 'en-US')).toBe('0.3');
    expect(formatQuantity(1_000_000_000, 'id-ID')).toBe('1.000.000');
  });

  it('writes basis points as percentages, and a tax base only when it is not all', () => {
    expect(formatRate(1100, 'id-ID')).toBe('11%');
    expect(formatRate(1050, 'id-ID')).toBe('10,5%');
    expect(formatRate(1, 'en-US')).toBe('0.01%');
    expect(formatRate(10_000, 'en-US')).toBe('100%');
    expect(taxShare({ numerator: 11, denominator: 12 })).toBe('11/12');
    expect(taxShare({ numerator: 1, denominator: 1 })).toBeNull();
    expect(taxShare(null)).toBeNull();
  });

  it('has every word in both languages', () => {
    expect(Object.keys(INVOICE_WORDS.en).sort()).toEqual(Object.keys(INVOICE_WORDS.id).sort());
    expect(INVOICE_WORDS.id.page(1, 3)).toBe('Halaman 1 dari 3');
    expect(INVOICE_WORDS.en.page(1, 3)).toBe('Page 1 of 3');
  });
});
