import { expect, test } from 'vitest';
import { percentFromBasisPoints, recordCurrency } from './activity-fields';

test('basis points read as a percentage in the language’s decimal mark, without floats', () => {
  expect(percentFromBasisPoints(1100, 'id-ID')).toBe('11%');
  expect(percentFromBasisPoints(1150, 'id-ID')).toBe('11,5%');
  expect(percentFromBasisPoints(1150, 'en-US')).toBe('11.5%');
  expect(percentFromBasisPoints(5, 'en-US')).toBe('0.05%');
  expect(percentFromBasisPoints(0, 'id-ID')).toBe('0%');
});

test('a record’s amounts are in its own currency, else in the business’s', () => {
  expect(recordCurrency({ amount: 100, currency: 'USD' }, 'IDR')).toBe('USD');
  expect(recordCurrency({ amount: 100 }, 'IDR')).toBe('IDR');
  expect(recordCurrency({ currency: 'nope' }, 'IDR')).toBe('IDR');
  expect(recordCurrency(null, 'JPY')).toBe('JPY');
});
