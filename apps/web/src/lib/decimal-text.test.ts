import { expect, test } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './decimal-text';

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
