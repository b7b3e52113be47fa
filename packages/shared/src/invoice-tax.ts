/**
 * The tax of one group of lines (one rate and tax base), computed once on the group's sum
 * (DESIGN.md §3). Rates are basis points; the tax base is the reduced fraction n/d of the
 * base the rate is charged on ("DPP nilai lain": PPN 12% on 11/12 of the price).
 */
import { BASIS_POINTS, divideRounded } from './money';

export type TaxRule = { rate: number; numerator: number; denominator: number };
export type GroupTax = { base: number; taxable: number; tax: number };

/** base × n / d, rounded half-up: what the rate is charged on. */
export function taxableOf(base: number, rule: TaxRule): number {
  return Number(
    divideRounded(BigInt(base) * BigInt(rule.numerator), BigInt(rule.denominator), 'half-up'),
  );
}

/** Tax on a base the prices exclude tax from: taxable rounded half-up, then × rate half-up. */
export function taxOnBase(base: number, rule: TaxRule): GroupTax {
  const taxable = taxableOf(base, rule);
  const tax = Number(divideRounded(BigInt(taxable) * BigInt(rule.rate), BASIS_POINTS, 'half-up'));
  return { base, taxable, tax };
}

/**
 * Splits what the customer pays for a group with tax-inclusive prices, `paid`, into base + tax
 * with base + tax = paid exactly.
 *
 * With e = rate/10,000 × n/d, paid = base × (1 + e), so the exact base is
 *   paid × 10,000·d / (10,000·d + rate·n),
 * an integer quotient rounded half-up once. That base is then moved by at most two units to
 * the one (if any) whose exclusive tax (taxOnBase) gives exactly `paid`: base + tax(base)
 * rises strictly with base, so there is at most one, and its rounding errors (≤ ½ unit each,
 * ≤ 1 unit in all) keep it within 1.5 units of the exact base. So an exclusive invoice's base
 * and tax, turned into inclusive prices, come back unchanged. When no base gives `paid`
 * exactly (paid falls between two steps of the tax), the rounded exact base is kept and the
 * tax is the rest: within one unit of the exclusive tax on that base.
 */
export function splitInclusive(paid: number, rule: TaxRule): GroupTax {
  if (rule.rate === 0 || paid === 0) return { base: paid, taxable: taxableOf(paid, rule), tax: 0 };
  const scale = BASIS_POINTS * BigInt(rule.denominator);
  const nearest = Number(
    divideRounded(
      BigInt(paid) * scale,
      scale + BigInt(rule.rate) * BigInt(rule.numerator),
      'half-up',
    ),
  );
  for (const step of [0, -1, 1, -2, 2]) {
    const base = nearest + step;
    if (base < 0 || base > paid) continue;
    const exclusive = taxOnBase(base, rule);
    if (base + exclusive.tax === paid) return exclusive;
  }
  return { base: nearest, taxable: taxableOf(nearest, rule), tax: paid - nearest };
}
