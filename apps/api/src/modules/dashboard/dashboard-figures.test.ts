import { expect, test } from 'vitest';
import { changeBp, currencyOrder, monthsUpTo } from './dashboard-figures';

test('the twelve months run across a year end, the date’s month last', () => {
  expect(monthsUpTo('2026-01-31', 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  expect(monthsUpTo('2026-03-31', 12)[0]).toBe('2025-04');
});

test('a change is in basis points, rounded, and null when there was nothing before', () => {
  expect(changeBp(150, 100)).toBe(5_000);
  expect(changeBp(50, 100)).toBe(-5_000);
  expect(changeBp(1, 3)).toBe(-6_667);
  expect(changeBp(100, 100)).toBe(0);
  expect(changeBp(100, 0)).toBeNull();
});

test('the business’s currency comes first, then the others by code', () => {
  expect(['USD', 'EUR', 'IDR'].sort(currencyOrder('IDR'))).toEqual(['IDR', 'EUR', 'USD']);
});
