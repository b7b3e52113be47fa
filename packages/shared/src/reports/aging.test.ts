import { describe, expect, it } from 'vitest';
import { agingBucketOf, agingByCurrency } from './aging.schemas';

describe('agingBucketOf', () => {
  it('puts each day past due in its bucket, edges included', () => {
    const on = '2026-11-20';
    expect(agingBucketOf(null, on)).toBe('current');
    expect(agingBucketOf('2026-12-01', on)).toBe('current');
    expect(agingBucketOf(on, on)).toBe('current');
    expect(agingBucketOf('2026-11-19', on)).toBe('days_1_30');
    expect(agingBucketOf('2026-10-21', on)).toBe('days_1_30');
    expect(agingBucketOf('2026-10-20', on)).toBe('days_31_60');
    expect(agingBucketOf('2026-09-21', on)).toBe('days_31_60');
    expect(agingBucketOf('2026-09-20', on)).toBe('days_61_90');
    expect(agingBucketOf('2026-08-22', on)).toBe('days_61_90');
    expect(agingBucketOf('2026-08-21', on)).toBe('days_90_plus');
    expect(agingBucketOf('2020-01-01', on)).toBe('days_90_plus');
  });
});

describe('agingByCurrency', () => {
  it("sums per contact and currency, the business's currency first, larger totals first", () => {
    const amount = (
      contact: string,
      currency: string,
      bucket: 'current' | 'days_1_30',
      value: number,
    ) => ({
      contact_id: contact,
      name: contact.toUpperCase(),
      currency,
      bucket,
      amount: value,
    });
    const sides = agingByCurrency(
      [
        amount('a', 'USD', 'current', 5),
        amount('b', 'IDR', 'current', 100),
        amount('a', 'IDR', 'current', 70),
        amount('a', 'IDR', 'days_1_30', 40),
        amount('c', 'EUR', 'days_1_30', 1),
      ],
      'IDR',
    );
    expect(sides.map((side) => side.currency)).toEqual(['IDR', 'EUR', 'USD']);
    const [idr] = sides;
    expect(idr?.contacts.map((contact) => [contact.contact_id, contact.total])).toEqual([
      ['a', 110],
      ['b', 100],
    ]);
    expect(idr?.totals).toEqual({
      current: 170,
      days_1_30: 40,
      days_31_60: 0,
      days_61_90: 0,
      days_90_plus: 0,
      total: 210,
    });
    expect(agingByCurrency([], 'IDR')).toEqual([]);
  });
});
