import { describe, expect, it } from 'vitest';
import { effectiveLoan, flatLoan } from './loan';

/** Rp 10.000.000 in sen. */
const TEN_MILLION = 1_000_000_000;

describe('loan instalments', () => {
  it('flat: 12% a year over 12 months is Rp 1.200.000 interest, equal payments', () => {
    const plan = flatLoan({ principal: TEN_MILLION, yearly_rate: 1200, months: 12 });
    expect(plan.total_interest).toBe(120_000_000);
    expect(plan.total_paid).toBe(TEN_MILLION + 120_000_000);
    // Rp 933.333,33⅓ a month: the principal's four sen left over go one each to the first four.
    expect(plan.schedule.map((row) => row.payment)).toEqual([
      ...Array(4).fill(93_333_334),
      ...Array(8).fill(93_333_333),
    ]);
    expect(plan.schedule.at(-1)?.balance).toBe(0);
  });

  it('effective: 1% a month over 12 months is Rp 888.487,8867, rounded to Rp 888.487,89', () => {
    const plan = effectiveLoan({ principal: TEN_MILLION, yearly_rate: 1200, months: 12 });
    expect(plan.payment).toBe(88_848_789);
    expect(plan.schedule[0]).toEqual({
      month: 1,
      payment: 88_848_789,
      principal: 78_848_789,
      interest: 10_000_000,
      balance: 921_151_211,
    });
    expect(plan.schedule.at(-1)?.balance).toBe(0);
    // The last payment clears the rounding: within a few sen of the others.
    expect(Math.abs((plan.schedule.at(-1)?.payment ?? 0) - plan.payment)).toBeLessThan(20);
    expect(plan.total_paid).toBe(plan.schedule.reduce((sum, row) => sum + row.payment, 0));
    expect(plan.total_interest).toBe(plan.total_paid - TEN_MILLION);
  });

  it('costs less interest effective than flat at the same quoted rate', () => {
    const input = { principal: TEN_MILLION, yearly_rate: 1800, months: 24 };
    expect(effectiveLoan(input).total_interest).toBeLessThan(flatLoan(input).total_interest);
  });

  it('without interest pays the principal back in equal parts, exactly', () => {
    for (const make of [flatLoan, effectiveLoan]) {
      const plan = make({ principal: 100_000_01, yearly_rate: 0, months: 7 });
      expect(plan.total_interest).toBe(0);
      expect(plan.total_paid).toBe(100_000_01);
      expect(plan.schedule.at(-1)?.balance).toBe(0);
    }
  });

  it('keeps every schedule whole for long loans and refuses what makes no sense', () => {
    const plan = effectiveLoan({ principal: 500_000_000_00, yearly_rate: 975, months: 360 });
    expect(plan.schedule).toHaveLength(360);
    expect(plan.schedule.at(-1)?.balance).toBe(0);
    expect(plan.schedule.every((row) => row.principal >= 0 && row.interest >= 0)).toBe(true);
    expect(() => flatLoan({ principal: 0, yearly_rate: 1200, months: 12 })).toThrow(RangeError);
    expect(() => effectiveLoan({ principal: 1, yearly_rate: 1200, months: 0 })).toThrow(RangeError);
    expect(() => effectiveLoan({ principal: 1.5, yearly_rate: 1200, months: 3 })).toThrow(
      RangeError,
    );
  });
});
