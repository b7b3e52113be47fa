import { expect, test } from 'vitest';
import {
  basisPointsToPercent,
  percentToBasisPoints,
  quantityToThousandths,
  thousandthsToText,
} from './decimal-text';

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

test('a quantity typed the Indonesian way becomes thousandths, without floats', () => {
  expect(quantityToThousandths('2,5')).toBe(2500);
  expect(quantityToThousandths('2.5')).toBe(2500);
  expect(quantityToThousandths('1')).toBe(1000);
  expect(quantityToThousandths(' 0,125 ')).toBe(125);
  expect(quantityToThousandths('0,001')).toBe(1);
  // 0.1 + 0.2 cannot go wrong: 0,3 is exactly 300.
  expect(quantityToThousandths('0,3')).toBe(300);
  expect(quantityToThousandths('1000000')).toBe(1_000_000_000);
});

test('a quantity that is none, zero, negative or finer than thousandths is refused', () => {
  for (const text of ['', '0', '0,0', '-1', '1,0005', '2,5 kg', 'dua', '1.000,5', '1000000,001']) {
    expect(quantityToThousandths(text), text).toBeNull();
  }
});

test('thousandths read back as they were typed, in the UI language', () => {
  expect(thousandthsToText(2500, 'id-ID')).toBe('2,5');
  expect(thousandthsToText(2500, 'en-US')).toBe('2.5');
  expect(thousandthsToText(1000, 'id-ID')).toBe('1');
  expect(thousandthsToText(1234567, 'id-ID')).toBe('1234,567');
  expect(thousandthsToText(5, 'en-US')).toBe('0.005');
  for (const quantity of [1, 10, 999, 1001, 2500, 123_456_789]) {
    expect(quantityToThousandths(thousandthsToText(quantity, 'id-ID'))).toBe(quantity);
  }
});
