/**
 * Cash flow's arithmetic: the day totals of each book and month become the month's figures,
 * chained from the opening (the balance the day before the period) so that a month's closing is
 * the next month's opening; books add up per currency.
 */
import type { CashFlowFigures, ReportRange } from '@usaha/shared';
import type { MonthlyClassTotal } from '../../entries/entry-ledger.service';
import { monthsOf } from '../report-period';

type Moves = Pick<
  CashFlowFigures,
  'cash_in' | 'cash_out' | 'debt_in' | 'debt_out' | 'transfer_in' | 'transfer_out'
>;
type MoveField = keyof Moves;

const NO_MOVES: Moves = {
  cash_in: 0,
  cash_out: 0,
  debt_in: 0,
  debt_out: 0,
  transfer_in: 0,
  transfer_out: 0,
};

/** Which column a day total goes to: debt cash apart from income and expense. */
export function fieldOf(total: Pick<MonthlyClassTotal, 'class' | 'debt'>): MoveField {
  switch (total.class) {
    case 'income':
      return total.debt ? 'debt_in' : 'cash_in';
    case 'expense':
      return total.debt ? 'debt_out' : 'cash_out';
    case 'transfer_in':
      return 'transfer_in';
    case 'transfer_out':
      return 'transfer_out';
  }
}

export type MonthSpan = { month: string; from: string; to: string };

/** Each month of the range, cut to the range. */
export function monthSpans(range: ReportRange): MonthSpan[] {
  return monthsOf(range).map((month) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    const end = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
    const first = `${month}-01`;
    return {
      month,
      from: first < range.from ? range.from : first,
      to: end > range.to ? range.to : end,
    };
  });
}

function figuresOf(
  span: { month: string | null; from: string; to: string },
  opening: number,
  moves: Moves,
): CashFlowFigures {
  const net =
    moves.cash_in -
    moves.cash_out +
    moves.debt_in -
    moves.debt_out +
    moves.transfer_in -
    moves.transfer_out;
  return { ...span, opening, ...moves, net, closing: opening + net };
}

/** One book's months, chained from `opening`, and the whole period. */
export function bookFlows(
  spans: MonthSpan[],
  range: ReportRange,
  opening: number,
  totals: readonly MonthlyClassTotal[],
) {
  const byMonth = new Map<string, Moves>();
  for (const total of totals) {
    const moves = byMonth.get(total.month) ?? { ...NO_MOVES };
    moves[fieldOf(total)] += total.amount;
    byMonth.set(total.month, moves);
  }
  let balance = opening;
  const months = spans.map((span) => {
    const figures = figuresOf(span, balance, byMonth.get(span.month) ?? NO_MOVES);
    balance = figures.closing;
    return figures;
  });
  return { months, total: wholePeriod(range, opening, months) };
}

function wholePeriod(range: ReportRange, opening: number, months: CashFlowFigures[]) {
  const moves = { ...NO_MOVES };
  for (const month of months) {
    for (const field of Object.keys(NO_MOVES) as MoveField[]) moves[field] += month[field];
  }
  return figuresOf({ month: null, ...range }, opening, moves);
}

/** Figures of several books of one currency added up, span by span. */
export function addFigures(rows: readonly CashFlowFigures[][]): CashFlowFigures[] {
  const [first] = rows;
  if (!first) return [];
  return first.map((span, index) => {
    const sum = { ...span };
    for (const row of rows.slice(1)) {
      const other = row[index];
      if (!other) continue;
      for (const field of [
        ...(Object.keys(NO_MOVES) as MoveField[]),
        'opening',
        'net',
        'closing',
      ] as const) {
        sum[field] += other[field];
      }
    }
    return sum;
  });
}

/** The whole period's figures of no book: nothing moved. */
export function emptyFlows(spans: MonthSpan[], range: ReportRange) {
  return bookFlows(spans, range, 0, []);
}
