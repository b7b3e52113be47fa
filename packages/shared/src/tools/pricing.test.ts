import { describe, expect, it } from 'vitest';
import {
  breakEven,
  costOfGoods,
  marginOf,
  priceForMargin,
  priceForMarkup,
  stackDiscounts,
} from './pricing';

describe('margin and markup', () => {
  it('reads both from a cost of Rp 8.000 and a price of Rp 10.000', () => {
    expect(marginOf(800_000, 1_000_000)).toEqual({ profit: 200_000, margin: 2000, markup: 2500 });
    expect(marginOf(0, 0)).toEqual({ profit: 0, margin: null, markup: null });
    expect(marginOf(1_200_000, 1_000_000).margin).toBe(-2000);
  });

  it('turns either back into the price, and round-trips', () => {
    expect(priceForMargin(800_000, 2000)).toBe(1_000_000);
    expect(priceForMarkup(800_000, 2500)).toBe(1_000_000);
    // Rp 7.000 at a 30% margin: Rp 10.000 exactly; at 33%: Rp 10.447,76 (half-up).
    expect(priceForMargin(700_000, 3000)).toBe(1_000_000);
    expect(priceForMargin(700_000, 3300)).toBe(1_044_776);
    expect(() => priceForMargin(700_000, 10_000)).toThrow(RangeError);
  });
});

describe('break-even', () => {
  it('covers Rp 3.000.000 of fixed costs at Rp 5.000 a unit left over in 600 units', () => {
    const result = breakEven({
      fixed_costs: 300_000_000,
      price: 1_500_000,
      variable_cost: 1_000_000,
    });
    expect(result).toEqual({ contribution: 500_000, units: 600, revenue: 900_000_000 });
  });

  it('rounds units up, and says never when a unit leaves nothing', () => {
    expect(breakEven({ fixed_costs: 100, price: 30, variable_cost: 0 }).units).toBe(4);
    expect(breakEven({ fixed_costs: 100, price: 30, variable_cost: 30 })).toEqual({
      contribution: 0,
      units: null,
      revenue: null,
    });
  });
});

describe('HPP', () => {
  it('is opening stock + purchases + costs − returns − closing stock', () => {
    expect(
      costOfGoods({
        opening_stock: 500_000_000,
        purchases: 1_200_000_000,
        purchase_costs: 15_000_000,
        purchase_returns: 5_000_000,
        closing_stock: 400_000_000,
      }),
    ).toEqual({ available: 1_710_000_000, cost_of_goods: 1_310_000_000 });
    expect(() =>
      costOfGoods({
        opening_stock: 0,
        purchases: 100,
        purchase_costs: 0,
        purchase_returns: 0,
        closing_stock: 101,
      }),
    ).toThrow(RangeError);
  });
});

describe('stacked discounts', () => {
  it('makes 20% + 10% off Rp 100.000 a 28% discount', () => {
    expect(stackDiscounts(10_000_000, [2000, 1000])).toEqual({
      final: 7_200_000,
      saved: 2_800_000,
      discount: 2800,
    });
    expect(stackDiscounts(999, [])).toEqual({ final: 999, saved: 0, discount: 0 });
    expect(() => stackDiscounts(999, [10_001])).toThrow(RangeError);
  });
});
