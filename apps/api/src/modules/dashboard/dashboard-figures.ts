/** The dashboard's arithmetic on what its reads answer: months, changes, order of currencies. */
import type { CashFlow, DueItem, MonthComparison } from '@usaha/shared';
import type { MonthFlowRow } from './dashboard.repository';

/** The `count` months ending with the month of `date`, oldest first, as `YYYY-MM`. */
export function monthsUpTo(date: string, count: number): string[] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** (now − before) / before in basis points, rounded; null when there was nothing before. */
export function changeBp(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 10_000);
}

/** The business's currency first, then the others alphabetically. */
export function currencyOrder(first: string) {
  return (a: string, b: string) =>
    a === first ? -1 : b === first ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** Each currency's months (every month present, zero when nothing moved), the business's first. */
export function cashFlows(rows: MonthFlowRow[], months: string[], currency: string): CashFlow[] {
  const currencies = [...new Set([currency, ...rows.map((row) => row.currency)])];
  return currencies.sort(currencyOrder(currency)).map((code) => ({
    currency: code,
    months: months.map((month) => {
      const row = rows.find((item) => item.currency === code && item.month === month);
      const income = row?.income ?? 0;
      const expense = row?.expense ?? 0;
      return { month, income, expense, net: income - expense };
    }),
  }));
}

/** The last month of each flow against the one before it. */
export function monthComparisons(flows: CashFlow[]): MonthComparison[] {
  return flows.map(({ currency, months }) => {
    const now = months[months.length - 1] ?? { income: 0, expense: 0 };
    const last = months[months.length - 2] ?? { income: 0, expense: 0 };
    return {
      currency,
      income: now.income,
      expense: now.expense,
      last_income: last.income,
      last_expense: last.expense,
      income_change_bp: changeBp(now.income, last.income),
      expense_change_bp: changeBp(now.expense, last.expense),
    };
  });
}

/** Invoices and debts due together, soonest first, at most `limit`. */
export function dueSoon(items: DueItem[], limit: number): DueItem[] {
  return [...items]
    .sort((a, b) =>
      a.due_date === b.due_date ? a.id.localeCompare(b.id) : a.due_date < b.due_date ? -1 : 1,
    )
    .slice(0, limit);
}
