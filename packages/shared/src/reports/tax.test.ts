import { describe, expect, it } from 'vitest';
import { exemptRevenueOf, pphMonthsOf } from './tax.schemas';

const JUTA = 1_000_000_00;

describe('pphMonthsOf', () => {
  it("counts the year's revenue from January, before the period's first month too", () => {
    const revenues = new Map([
      ['2026-01', 300 * JUTA],
      ['2026-03', 250 * JUTA],
      ['2026-04', 10 * JUTA],
    ]);
    expect(pphMonthsOf(['2026-03', '2026-04'], revenues, 'individual')).toEqual([
      {
        month: '2026-03',
        revenue: 250 * JUTA,
        cumulative: 550 * JUTA,
        taxable: 50 * JUTA,
        tax: 250_000_00,
      },
      {
        month: '2026-04',
        revenue: 10 * JUTA,
        cumulative: 560 * JUTA,
        taxable: 10 * JUTA,
        tax: 50_000_00,
      },
    ]);
    expect(pphMonthsOf(['2026-03'], revenues, 'company')[0]?.tax).toBe(1_250_000_00);
  });

  it('starts the running total again each January, and taxes a month of refunds as zero', () => {
    const revenues = new Map([
      ['2025-12', 600 * JUTA],
      ['2026-01', -5 * JUTA],
      ['2026-02', 1 * JUTA],
    ]);
    expect(pphMonthsOf(['2025-12', '2026-01', '2026-02'], revenues, 'individual')).toEqual([
      {
        month: '2025-12',
        revenue: 600 * JUTA,
        cumulative: 600 * JUTA,
        taxable: 100 * JUTA,
        tax: 500_000_00,
      },
      { month: '2026-01', revenue: -5 * JUTA, cumulative: 0, taxable: 0, tax: 0 },
      { month: '2026-02', revenue: 1 * JUTA, cumulative: 1 * JUTA, taxable: 0, tax: 0 },
    ]);
  });

  it('exempts Rp 500 juta for a person only', () => {
    expect(exemptRevenueOf('individual')).toBe(500 * JUTA);
    expect(exemptRevenueOf('company')).toBe(0);
  });
});
