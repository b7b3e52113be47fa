import { expect, test } from 'vitest';
import {
  basisPointsToPercent,
  formatMargin,
  formatQuantity,
  parseQuantity,
  percentToBasisPoints,
  quantityToText,
} from './product-format';

test('a tax rate typed as a percentage becomes basis points, without floats', () => {
  expect(percentToBasisPoints('11')).toBe(1100);
  expect(percentToBasisPoints('11,5')).toBe(1150);
  expect(percentToBasisPoints('0.25')).toBe(25);
  expect(percentToBasisPoints(' 12 ')).toBe(1200);
  expect(percentToBasisPoints('')).toBe(0);
  expect(percentToBasisPoints('100')).toBe(10_000);
  // 0.1 + 0.2 style float errors cannot happen: 0,29 is exactly 29.
  expect(percentToBasisPoints('0,29')).toBe(29);
});

test('a tax rate that is not a percentage from 0 to 100 with two decimals is refused', () => {
  for (const text of ['100,01', '-1', '11,555', '11%x', 'sebelas', '1.000,5', '1e2']) {
    expect(percentToBasisPoints(text), text).toBeNull();
  }
});

test('basis points are shown as the percentage the user typed', () => {
  expect(basisPointsToPercent(1100, 'id-ID')).toBe('11');
  expect(basisPointsToPercent(1150, 'id-ID')).toBe('11,5');
  expect(basisPointsToPercent(1150, 'en-US')).toBe('11.5');
  expect(percentToBasisPoints(basisPointsToPercent(1234, 'id-ID'))).toBe(1234);
});

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
