/**
 * The lines the profit-and-loss and categories reports share: the books' totals per category and
 * month (entries module) turned into an income and an expense side per currency, each line
 * signed on its side the way the hledger journal books it (journal-names.ts `categoryAccount`):
 * a category's kind picks its side, so money in to an expense category (a refund) makes that
 * expense smaller; without a category an invoice's payment is its own income line and other
 * entries go by direction to the uncategorised line of either side.
 */
import {
  changeBasisPoints,
  type ProfitLossLine,
  type ProfitLossLineKind,
  type ProfitLossSide,
  type ReportFigure,
} from '@usaha/shared';
import type { CategoryTotalRow } from '../entries/category-totals.service';

export type Side = 'income' | 'expense';
export type CurrencySides = { currency: string; income: ProfitLossSide; expense: ProfitLossSide };

type Place = { side: Side; kind: ProfitLossLineKind; sign: 1 | -1 };

function placeOf(row: CategoryTotalRow): Place {
  if (row.category_id !== null && row.kind !== null) {
    return { side: row.kind, kind: 'category', sign: row.class === row.kind ? 1 : -1 };
  }
  if (row.invoice_payment) {
    return { side: 'income', kind: 'invoice_payments', sign: row.class === 'income' ? 1 : -1 };
  }
  return { side: row.class, kind: 'uncategorised', sign: 1 };
}

type Growing = Omit<ProfitLossLine, 'comparison' | 'change_bp'> & {
  side: Side;
  comparison: number;
};

const KIND_ORDER: Record<ProfitLossLineKind, number> = {
  category: 0,
  invoice_payments: 1,
  uncategorised: 2,
};

/** Categories by size, then the invoice payments, then the uncategorised. */
function byPlace(a: ProfitLossLine, b: ProfitLossLine): number {
  return (
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    b.amount - a.amount ||
    (a.name ?? '').localeCompare(b.name ?? '')
  );
}

/** A figure with its comparison and change, the comparison null when none was asked. */
export function figure(amount: number, byMonth: number[], comparison: number | null): ReportFigure {
  return {
    amount,
    by_month: byMonth,
    comparison,
    change_bp: comparison === null ? null : changeBasisPoints(amount, comparison),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The side's total of its lines, month by month. */
function sideOf(lines: ProfitLossLine[], months: number, compared: boolean): ProfitLossSide {
  const byMonth = Array.from({ length: months }, (_, index) =>
    sum(lines.map((line) => line.by_month[index] ?? 0)),
  );
  const comparison = compared ? sum(lines.map((line) => line.comparison ?? 0)) : null;
  return { ...figure(sum(lines.map((line) => line.amount)), byMonth, comparison), lines };
}

/** The currencies found, the business's first (always there), then the others by code. */
export function currencyOrder(found: Iterable<string>, businessCurrency: string): string[] {
  const others = [...new Set(found)].filter((code) => code !== businessCurrency).sort();
  return [businessCurrency, ...others];
}

/**
 * Each currency's two sides from the period's rows and, when a comparison was asked, the
 * comparison period's. Lines with nothing in either period are left out.
 */
export function categorySides(
  current: readonly CategoryTotalRow[],
  comparison: readonly CategoryTotalRow[] | null,
  months: readonly string[],
  businessCurrency: string,
): CurrencySides[] {
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const lines = new Map<string, Growing>();
  const lineOf = (row: CategoryTotalRow, place: Place) => {
    const categoryId = place.kind === 'category' ? row.category_id : null;
    const key = `${row.currency}|${place.side}|${place.kind}|${categoryId ?? ''}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        kind: place.kind,
        side: place.side,
        category_id: categoryId,
        name: place.kind === 'category' ? row.name : null,
        seed_key: place.kind === 'category' ? row.seed_key : null,
        color: place.kind === 'category' ? row.color : null,
        amount: 0,
        by_month: months.map(() => 0),
        comparison: 0,
      };
      lines.set(key, line);
    }
    return line;
  };
  for (const row of current) {
    const place = placeOf(row);
    const line = lineOf(row, place);
    const index = monthIndex.get(row.month);
    if (index === undefined) throw new Error(`month ${row.month} is outside the period`);
    line.amount += place.sign * row.amount;
    line.by_month[index] = (line.by_month[index] ?? 0) + place.sign * row.amount;
  }
  for (const row of comparison ?? []) {
    const place = placeOf(row);
    lineOf(row, place).comparison += place.sign * row.amount;
  }
  const rows = [...current, ...(comparison ?? [])];
  return currencyOrder(
    rows.map((row) => row.currency),
    businessCurrency,
  ).map((currency) => {
    const sideLines = (side: Side) =>
      [...lines.entries()]
        .filter(([key, line]) => key.startsWith(`${currency}|`) && line.side === side)
        .map(([, line]) => line)
        .filter((line) => line.comparison !== 0 || line.by_month.some((value) => value !== 0))
        .map(({ side: _side, comparison: compared, ...line }): ProfitLossLine => {
          const shown = comparison === null ? null : compared;
          return { ...line, ...figure(line.amount, line.by_month, shown) };
        })
        .sort(byPlace);
    const compared = comparison !== null;
    return {
      currency,
      income: sideOf(sideLines('income'), months.length, compared),
      expense: sideOf(sideLines('expense'), months.length, compared),
    };
  });
}
