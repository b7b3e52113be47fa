import { describe, expect, it } from 'vitest';
import { detectNumberFormat, parseAmount } from './numbers';

describe('parseAmount', () => {
  it('reads Indonesian notation into sen', () => {
    expect(parseAmount('1.875.000,00', 'id')).toBe(187_500_000);
    expect(parseAmount('6.041,10', 'id')).toBe(604_110);
    expect(parseAmount('1.208,22', 'id')).toBe(120_822);
    expect(parseAmount('2.900', 'id')).toBe(290_000);
    expect(parseAmount('0,5', 'id')).toBe(50);
    expect(parseAmount('1500000', 'id')).toBe(150_000_000);
  });

  it('reads English notation into cents', () => {
    expect(parseAmount('1,500,000.00', 'en')).toBe(150_000_000);
    expect(parseAmount('8,163.27', 'en')).toBe(816_327);
    expect(parseAmount('1,632.65', 'en')).toBe(163_265);
    expect(parseAmount('35,000', 'en')).toBe(3_500_000);
    expect(parseAmount('0.01', 'en')).toBe(1);
  });

  it('is exact where a float would not be', () => {
    expect(parseAmount('90,071,992,547,409.91', 'en')).toBe(9_007_199_254_740_991);
    expect(parseAmount('90,071,992,547,409.92', 'en')).toBeNull();
    expect(parseAmount('0.29', 'en')).toBe(29);
    expect(parseAmount('1.005,15', 'id')).toBe(100_515);
  });

  it('reads signs: minus, parentheses, trailing minus, CR and DB suffixes, currency prefix', () => {
    expect(parseAmount('-1.000,50', 'id')).toBe(-100_050);
    expect(parseAmount('(2,500.00)', 'en')).toBe(-250_000);
    expect(parseAmount('2,500.00-', 'en')).toBe(-250_000);
    expect(parseAmount('15,000.00 DB', 'en')).toBe(-1_500_000);
    expect(parseAmount('15,000.00 DR', 'en')).toBe(-1_500_000);
    expect(parseAmount('15,000.00 CR', 'en')).toBe(1_500_000);
    expect(parseAmount('Rp 25.000', 'id')).toBe(2_500_000);
    expect(parseAmount('Rp. 25.000,5', 'id')).toBe(2_500_050);
    expect(parseAmount('+1,00', 'id')).toBe(100);
    expect(parseAmount('-0,00', 'id')).toBe(0);
  });

  it('honours the currency exponent', () => {
    expect(parseAmount('1.500', 'id', 0)).toBe(1500);
    expect(parseAmount('1,5', 'id', 0)).toBeNull();
    expect(parseAmount('1.234', 'en', 3)).toBe(1234);
  });

  it('rejects what is not an amount in that notation', () => {
    for (const bad of [
      '',
      '-',
      'abc',
      '12a',
      '1,2,3',
      '1.2.3',
      '1,50,000.00',
      '1,500.000',
      '8,163.275',
      '1.000,00',
      '1..0',
      '.5x',
      '(1,000.00) DB',
      '-1,000.00 CR',
      '1 000.00',
      '1,000.00.00',
    ]) {
      expect(parseAmount(bad, 'en'), bad).toBeNull();
    }
    expect(parseAmount('1,500,000.00', 'id')).toBeNull();
    expect(parseAmount('1.875.000,001', 'id')).toBeNull();
    expect(parseAmount('1.50.000', 'id')).toBeNull();
  });
});

describe('detectNumberFormat', () => {
  it('detects either notation from statement cells', () => {
    expect(detectNumberFormat(['1,500,000.00', '250,000.00', ''])).toBe('en');
    expect(detectNumberFormat(['1.875.000,00', '2.900,00'])).toBe('id');
    expect(detectNumberFormat(['1.500', '25.000'])).toBe('id');
  });

  it('uses the decimal mark when every sample reads both ways', () => {
    expect(detectNumberFormat(['12,5'])).toBe('id');
    expect(detectNumberFormat(['12.5'])).toBe('en');
  });

  it('returns null when nothing tells the notations apart', () => {
    expect(detectNumberFormat(['250', '1000'])).toBeNull();
    expect(detectNumberFormat([])).toBeNull();
  });
});
