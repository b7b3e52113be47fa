import { describe, expect, it } from 'vitest';
import { type SalesGroup, salesTotals, topSales } from './sales.schemas';

const group = (id: string | null, revenue: number): SalesGroup => ({
  id,
  name: id,
  quantity: 1000,
  revenue,
  tax: revenue / 10,
  line_count: 1,
});

describe('topSales', () => {
  it('names the largest, sums the rest and keeps the lines without a product apart', () => {
    const rows = topSales(
      [group('a', 10), group(null, 1000), group('b', 30), group('c', 20), group('d', 30)],
      2,
    );
    expect(rows.map((row) => [row.kind, row.id, row.members, row.revenue])).toEqual([
      ['item', 'b', 1, 30],
      ['item', 'd', 1, 30],
      ['rest', null, 2, 30],
      ['no_product', null, 1, 1000],
    ]);
    expect(rows[2]).toMatchObject({ quantity: 2000, tax: 3, line_count: 2 });
  });

  it('has no rest row when all fit', () => {
    expect(topSales([group('a', 1)]).map((row) => row.kind)).toEqual(['item']);
    expect(topSales([])).toEqual([]);
  });
});

describe('salesTotals', () => {
  it('adds every figure', () => {
    expect(salesTotals([group('a', 10), group('b', 20)])).toEqual({
      quantity: 2000,
      revenue: 30,
      tax: 3,
      line_count: 2,
    });
  });
});
