/**
 * Each line's share of its side in basis points: of the side's positive lines together, split by
 * largest remainder so the shares add up to 10000 exactly. A line at or below zero (refunds beyond
 * what was spent) has no share; a side with no positive line has none at all.
 */
import { allocate, type CategoriesSide, type ProfitLossSide } from '@usaha/shared';

export function withShares(side: ProfitLossSide): CategoriesSide {
  const weights = side.lines.map((line) => Math.max(line.amount, 0));
  const shares = weights.some((weight) => weight > 0)
    ? allocate(10_000, weights)
    : weights.map(() => 0);
  return {
    ...side,
    lines: side.lines.map((line, index) => ({ ...line, share_bp: shares[index] ?? 0 })),
  };
}
