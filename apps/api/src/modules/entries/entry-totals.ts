/** The arithmetic of a Transaksi page: the filter's totals per currency, and running balances. */
import type { Entry, EntryFilter, EntryTotals } from '@usaha/shared';
import { toMinorUnits } from '../../db/row-values';
import { signed } from './entry-mappers';

export type TotalsRow = {
  currency: string;
  class: string;
  amount: string | number;
  count: string | number;
};

/** The totals statement's rows (currency × class), folded into one line per currency. */
export function foldTotals(rows: TotalsRow[]): EntryTotals[] {
  const byCurrency = new Map<string, EntryTotals>();
  for (const row of rows) {
    const totals = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      in: 0,
      out: 0,
      transfer_in: 0,
      transfer_out: 0,
      count: 0,
    };
    const amount = toMinorUnits(row.amount);
    if (row.class === 'income') totals.in += amount;
    else if (row.class === 'expense') totals.out += amount;
    else if (row.class === 'transfer_in') totals.transfer_in += amount;
    else totals.transfer_out += amount;
    totals.count += toMinorUnits(row.count);
    byCurrency.set(row.currency, totals);
  }
  return [...byCurrency.values()];
}

/** A running balance makes sense for one book, unfiltered by category, direction or text. */
export function runningBalanceBook(filter: EntryFilter): string | null {
  if (filter.category_id || filter.direction || filter.source || filter.q) return null;
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
