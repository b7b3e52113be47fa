/**
 * Prices for the tools page (issue 16): margin and markup either way, the break-even point,
 * HPP (harga pokok penjualan) and stacked discounts ("diskon 20% + 10%"). Money is minor
 * units, percentages basis points (25% = 2500); each figure is rounded once, half-up.
 */
import { BASIS_POINTS, divideRounded } from '../money';

const whole = (value: number, what: string, min = 0) => {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${what} must be a whole amount of at least ${min}`);
  return BigInt(value);
};
const rounded = (numerator: bigint, denominator: bigint) =>
  Number(divideRounded(numerator, denominator, 'half-up'));

export type Margin = {
  profit: number;
  /** Profit as a share of the price (basis points); null when the price is zero. */
  margin: number | null;
  /** Profit as a share of the cost (basis points); null when the cost is zero. */
  markup: number | null;
};

/** From what it costs and what it sells for. */
export function marginOf(cost: number, price: number): Margin {
  const profit = Number(whole(price, 'price') - whole(cost, 'cost'));
  const share = (of: number) =>
    of === 0 ? null : rounded(BigInt(profit) * BASIS_POINTS, BigInt(of));
  return { profit, margin: share(price), markup: share(cost) };
}

/** The price that earns `margin` of itself: cost ÷ (1 − margin). Margin below 100%. */
export function priceForMargin(cost: number, margin: number): number {
  const share = whole(margin, 'margin');
  if (share >= BASIS_POINTS) throw new RangeError('margin must be below 100%');
  return rounded(whole(cost, 'cost') * BASIS_POINTS, BASIS_POINTS - share);
}

/** The price that adds `markup` to the cost: cost × (1 + markup). */
export function priceForMarkup(cost: number, markup: number): number {
  return rounded(whole(cost, 'cost') * (BASIS_POINTS + whole(markup, 'markup')), BASIS_POINTS);
}

export type BreakEven = {
  /** What each unit sold leaves towards the fixed costs. */
  contribution: number;
  /** Whole units to sell to cover the fixed costs (rounded up); null when none ever do. */
  units: number | null;
  revenue: number | null;
};

/** Units and revenue at which the fixed costs are covered. */
export function breakEven(input: { fixed_costs: number; price: number; variable_cost: number }) {
  const fixed = whole(input.fixed_costs, 'fixed costs');
  const contribution = Number(whole(input.price, 'price') - whole(input.variable_cost, 'cost'));
  if (contribution <= 0) return { contribution, units: null, revenue: null } satisfies BreakEven;
  const units = Number(divideRounded(fixed, BigInt(contribution), 'ceil'));
  return { contribution, units, revenue: units * input.price } satisfies BreakEven;
}

export type CostOfGoods = {
  /** Opening stock + purchases + their costs − returns. */
  available: number;
  /** HPP: what was available less what is still in stock. */
  cost_of_goods: number;
};

/** HPP of a period from the stock counts and the purchases (metode periodik). */
export function costOfGoods(input: {
  opening_stock: number;
  purchases: number;
  /** Freight and other costs of buying (ongkos kirim). */
  purchase_costs: number;
  purchase_returns: number;
  closing_stock: number;
}): CostOfGoods {
  const available =
    whole(input.opening_stock, 'opening stock') +
    whole(input.purchases, 'purchases') +
    whole(input.purchase_costs, 'purchase costs') -
    whole(input.purchase_returns, 'purchase returns');
  const cost = available - whole(input.closing_stock, 'closing stock');
  if (cost < 0n) throw new RangeError('closing stock is more than was available');
  return { available: Number(available), cost_of_goods: Number(cost) };
}

/** Discounts one after another, each on what the previous left ("20% + 10%" is 28% off). */
export function stackDiscounts(price: number, discounts: readonly number[]) {
  let left = whole(price, 'price');
  for (const discount of discounts) {
    const share = whole(discount, 'discount');
    if (share > BASIS_POINTS) throw new RangeError('a discount is at most 100%');
    left = divideRounded(left * (BASIS_POINTS - share), BASIS_POINTS, 'half-up');
  }
  const final = Number(left);
  return { final, saved: price - final, discount: marginOf(final, price).margin ?? 0 };
}
