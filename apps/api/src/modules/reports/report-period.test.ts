import { describe, expect, it } from 'vitest';
import { comparisonRange, monthsOf, presetRange, resolvePeriod } from './report-period';

describe('report periods', () => {
  it('resolves each preset on the business date', () => {
    expect(presetRange('this_month', '2026-02-14', 1)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('last_month', '2026-01-10', 1)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('this_quarter', '2026-11-26', 1)).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(presetRange('this_quarter', '2026-01-01', 1)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(presetRange('this_year', '2024-06-01', 1)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });

  it('starts the fiscal year in the business month, this year or last', () => {
    expect(presetRange('fiscal_year', '2026-11-26', 4)).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(presetRange('fiscal_year', '2026-02-03', 4)).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
    });
    expect(presetRange('fiscal_year', '2026-07-01', 7)).toEqual({
      from: '2026-07-01',
      to: '2027-06-30',
    });
    expect(presetRange('fiscal_year', '2026-07-01', 1)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('compares whole months with the months before, other spans with as many days before', () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    expect(comparisonRange(march, 'previous')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const quarter = { from: '2026-01-01', to: '2026-03-31' };
    expect(comparisonRange(quarter, 'previous')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    const tenDays = { from: '2026-03-05', to: '2026-03-14' };
    expect(comparisonRange(tenDays, 'previous')).toEqual({ from: '2026-02-23', to: '2026-03-04' });
    expect(comparisonRange(march, 'none')).toBeNull();
  });

  it('compares with the same dates a year back, 29 February as the 28th', () => {
    const leap = { from: '2024-02-01', to: '2024-02-29' };
    expect(comparisonRange(leap, 'last_year')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
  });

  it('takes custom dates as they are and lists the months they touch', () => {
    const period = resolvePeriod(
      { period: 'custom', from: '2025-11-15', to: '2026-02-02', compare: 'none' },
      '2026-11-26',
      1,
    );
    expect(period).toEqual({
      preset: 'custom',
      from: '2025-11-15',
      to: '2026-02-02',
      comparison: null,
      cashbook_id: null,
    });
    expect(monthsOf(period)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
