/** The arithmetic of a Transaksi page: the filter's totals per currency, and running balances. */
import type { Entry, EntryFilter, EntryTotals } from '@usaha/shared';
import { toMinorUnits } from '../../db/row-values';
import { signed } from './entry-mappers';

type Sum = string | number | null;

/** A row of the totals statement (entries.sql.ts): one currency, a sum per class and the count. */
export type TotalsRow = {
  currency: string;
  income: Sum;
  expense: Sum;
  transfer_in: Sum;
  transfer_out: Sum;
  count: Sum;
};

/** The totals statement's rows as the list's `meta.totals`, one line per currency. */
export function toTotals(rows: TotalsRow[]): EntryTotals[] {
  return rows.map((row) => ({
    currency: row.currency,
    in: toMinorUnits(row.income ?? 0),
    out: toMinorUnits(row.expense ?? 0),
    transfer_in: toMinorUnits(row.transfer_in ?? 0),
    transfer_out: toMinorUnits(row.transfer_out ?? 0),
    count: toMinorUnits(row.count ?? 0),
  }));
}

/**
 * A running balance makes sense for one book, unfiltered by category, contact, direction, source
 * or text (a date range keeps the book's own order of entries).
 */
export function runningBalanceBook(filter: EntryFilter): string | null {
  if (filter.category_id || filter.contact_id || filter.direction || filter.source || filter.q) {
    return null;
  }
  return filter.cashbook_id ?? null;
}

/** Each item's balance, newest first, from the balance through the last (oldest) item. */
export function runningBalances(items: Entry[], throughLast: number): number[] {
  const balances = new Array<number>(items.length);
  let balance = throughLast;
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (!item) continue;
    if (index < items.length - 1) balance += signed(item);
    balances[index] = balance;
  }
  return balances;
}

/**
 * The balance through the last (oldest) item of a page that starts at the book's newest entry,
 * from the book's balance now: the first page needs no sum over the book's history.
 */
export function balanceThroughOldest(items: Entry[], balanceNow: number): number {
  return items.slice(0, -1).reduce((balance, item) => balance - signed(item), balanceNow);
}
