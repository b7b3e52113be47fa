import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

/** Whole rupiah in minor units (IDR's exponent is 2). */
const rupiah = (whole: number) => whole * 100;

describe('amountInWords in Indonesian', () => {
  it.each([
    [0, 'nol rupiah'],
    [1, 'satu rupiah'],
    [10, 'sepuluh rupiah'],
    [11, 'sebelas rupiah'],
    [15, 'lima belas rupiah'],
    [20, 'dua puluh rupiah'],
    [99, 'sembilan puluh sembilan rupiah'],
    [100, 'seratus rupiah'],
    [111, 'seratus sebelas rupiah'],
    [250, 'dua ratus lima puluh rupiah'],
    [1_000, 'seribu rupiah'],
    [1_100, 'seribu seratus rupiah'],
    [2_000, 'dua ribu rupiah'],
    [11_000, 'sebelas ribu rupiah'],
    [101_000, 'seratus satu ribu rupiah'],
    [1_000_000, 'satu juta rupiah'],
    [1_001_000, 'satu juta seribu rupiah'],
    [1_500_000, 'satu juta lima ratus ribu rupiah'],
    [
      12_345_678,
      'dua belas juta tiga ratus empat puluh lima ribu enam ratus tujuh puluh delapan rupiah',
    ],
    [1_000_000_000, 'satu miliar rupiah'],
    [2_000_001_000, 'dua miliar seribu rupiah'],
    [1_000_000_000_000, 'satu triliun rupiah'],
    [
      9_999_999_999_999,
      'sembilan triliun sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah',
    ],
    [10_000_000_000_000, 'sepuluh triliun rupiah'],
  ])('Rp%i is "%s"', (whole, words) => {
    expect(amountInWords(rupiah(whole), 'IDR', 'id')).toBe(words);
  });

  it('adds the sen after the rupiah, and says only the sen below one rupiah', () => {
    expect(amountInWords(150_000_050, 'IDR', 'id')).toBe(
      'satu juta lima ratus ribu rupiah lima puluh sen',
    );
    expect(amountInWords(1, 'IDR', 'id')).toBe('satu sen');
    expect(amountInWords(99, 'IDR', 'id')).toBe('sembilan puluh sembilan sen');
  });

  it('names other currencies and their minor units', () => {
    expect(amountInWords(123_405, 'USD', 'id')).toBe(
      'seribu dua ratus tiga puluh empat dolar AS lima sen',
    );
    expect(amountInWords(100, 'SGD', 'id')).toBe('satu dolar Singapura');
    expect(amountInWords(1_000_000_000_000_000, 'JPY', 'id')).toBe('satu kuadriliun yen');
  });
});

describe('amountInWords in English', () => {
  it.each([
    [0, 'zero rupiah'],
    [1, 'one rupiah'],
    [13, 'thirteen rupiah'],
    [21, 'twenty-one rupiah'],
    [100, 'one hundred rupiah'],
    [1_000, 'one thousand rupiah'],
    [1_500_000, 'one million five hundred thousand rupiah'],
    [
      12_345_678,
      'twelve million three hundred forty-five thousand six hundred seventy-eight rupiah',
    ],
    [1_000_000_000, 'one billion rupiah'],
    [1_000_000_000_000, 'one trillion rupiah'],
    [
      9_999_999_999_999,
      'nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine rupiah',
    ],
    [10_000_000_000_000, 'ten trillion rupiah'],
  ])('Rp%i is "%s"', (whole, words) => {
    expect(amountInWords(rupiah(whole), 'IDR', 'en')).toBe(words);
  });

  it('joins the minor units with "and", singular for one', () => {
    expect(amountInWords(150_000_050, 'IDR', 'en')).toBe(
      'one million five hundred thousand rupiah and fifty sen',
    );
    expect(amountInWords(101, 'USD', 'en')).toBe('one US dollar and one cent');
    expect(amountInWords(250, 'USD', 'en')).toBe('two US dollars and fifty cents');
    expect(amountInWords(5, 'EUR', 'en')).toBe('five cents');
    expect(amountInWords(100, 'SGD', 'en')).toBe('one Singapore dollar');
    expect(amountInWords(1_500, 'KWD', 'en')).toBe('one Kuwaiti dinar and five hundred fils');
  });
});

describe('amountInWords refuses what is not an amount', () => {
  it('says minus before a negative amount', () => {
    expect(amountInWords(-100, 'IDR', 'id')).toBe('minus satu rupiah');
  });

  it('throws on fractions, unsafe integers and unknown currencies', () => {
    expect(() => amountInWords(1.5, 'IDR', 'id')).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1, 'IDR', 'id')).toThrow(RangeError);
    expect(() => amountInWords(100, 'XYZ', 'en')).toThrow(RangeError);
    expect(() => amountInWords(100, '__proto__', 'en')).toThrow(RangeError);
  });
});
