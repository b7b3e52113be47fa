import { describe, expect, it } from 'vitest';
import { changeBasisPoints, reportQuerySchema } from './report.schemas';

const reasons = (input: unknown) => {
  const parsed = reportQuerySchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('report query', () => {
  it('defaults to this month, no comparison, JSON', () => {
    expect(reportQuerySchema.parse({})).toEqual({
      period: 'this_month',
      compare: 'none',
      format: 'json',
    });
  });

  it('asks custom periods for both dates, in order, at most ten years apart', () => {
    expect(reasons({ period: 'custom' })).toEqual([
      ['from', 'required'],
      ['to', 'required'],
    ]);
    expect(reasons({ period: 'custom', from: '2026-03-02', to: '2026-03-01' })).toEqual([
      ['to', 'period_end_before_start'],
    ]);
    expect(reasons({ period: 'custom', from: '2016-01-01', to: '2026-01-31' })).toEqual([
      ['to', 'period_too_long'],
    ]);
    expect(reasons({ period: 'custom', from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
    expect(reasons({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })[0]?.[0]).toBe(
      'from',
    );
  });

  it('reads explicit dates as a custom period and refuses dates beside a preset', () => {
    expect(reportQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(reasons({ from: '2026-11-01' })).toEqual([['to', 'required']]);
    expect(reasons({ period: 'this_month', from: '2026-11-01', to: '2026-11-30' })).toEqual([
      ['from', 'period_dates_with_preset'],
      ['to', 'period_dates_with_preset'],
    ]);
    expect(reasons({ period: 'this_year', to: '2026-03-01' })).toEqual([
      ['to', 'period_dates_with_preset'],
    ]);
  });

  it('refuses unknown presets and formats', () => {
    expect(reasons({ period: 'decade' })[0]?.[0]).toBe('period');
    expect(reasons({ format: 'docx' })[0]?.[0]).toBe('format');
  });
});

describe('change in basis points', () => {
  it('rounds half away from zero and has no change from nothing', () => {
    expect(changeBasisPoints(150, 100)).toBe(5000);
    expect(changeBasisPoints(50, 100)).toBe(-5000);
    expect(changeBasisPoints(1, 3)).toBe(-6667);
    expect(changeBasisPoints(-50, -100)).toBe(5000);
    expect(changeBasisPoints(100, 0)).toBeNull();
  });
});
