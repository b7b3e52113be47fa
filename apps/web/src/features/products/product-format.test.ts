import { expect, test } from 'vitest';
import { formatMargin, formatQuantity, parseQuantity, quantityToText } from './product-format';

test('stock takes up to three decimals, may be negative, and empty means none kept', () => {
  expect(parseQuantity('12')).toBe(12);
  expect(parseQuantity('2,5')).toBe(2.5);
  expect(parseQuantity('0.125')).toBe(0.125);
  expect(parseQuantity('-3')).toBe(-3);
  expect(parseQuantity('')).toBeNull();
  expect(parseQuantity('1,2345')).toBeUndefined();
  expect(parseQuantity('dua')).toBeUndefined();
  expect(parseQuantity('2000000000')).toBeUndefined();
});

test('quantities read back into the field as they were typed, and grouped for reading', () => {
  expect(quantityToText(2.5, 'id-ID')).toBe('2,5');
  expect(quantityToText(12_000, 'id-ID')).toBe('12000');
  expect(quantityToText(null, 'id-ID')).toBe('');
  expect(parseQuantity(quantityToText(0.125, 'id-ID'))).toBe(0.125);
  expect(formatQuantity(12_000.5, 'id-ID')).toBe('12.000,5');
});

test('margins read as percentages in the UI language', () => {
  expect(formatMargin(2500, 'id-ID').replace(/\s/g, ' ')).toBe('25%');
  expect(formatMargin(1234, 'id-ID').replace(/\s/g, ' ')).toBe('12,3%');
  expect(formatMargin(-500, 'en-US')).toBe('-5%');
});
