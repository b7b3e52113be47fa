import { expect, test } from 'vitest';
import { periodEnd } from './billing-periods';

const at = (iso: string) => new Date(iso);

test('a month and a year from the start, at the same time of day', () => {
  expect(periodEnd(at('2026-11-27T03:00:00Z'), 'monthly').toISOString()).toBe(
    '2026-12-27T03:00:00.000Z',
  );
  expect(periodEnd(at('2026-12-15T10:30:00Z'), 'monthly').toISOString()).toBe(
    '2027-01-15T10:30:00.000Z',
  );
  expect(periodEnd(at('2026-11-27T03:00:00Z'), 'yearly').toISOString()).toBe(
    '2027-11-27T03:00:00.000Z',
  );
});

test('a day the next month lacks is its last day', () => {
  expect(periodEnd(at('2027-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
    '2027-02-28T00:00:00.000Z',
  );
  expect(periodEnd(at('2028-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
    '2028-02-29T00:00:00.000Z',
  );
  expect(periodEnd(at('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe(
    '2029-02-28T00:00:00.000Z',
  );
});
