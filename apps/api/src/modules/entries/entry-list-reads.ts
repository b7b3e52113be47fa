/** The extra reads of a Transaksi page: the filter's totals and a book's running balances. */
import type { Entry, EntryFilter, EntryTotals } from '@usaha/shared';
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import { balanceThroughSql, entryTotalsSql } from './entries.sql';
import { signed } from './entry-mappers';

export type TotalsRow = {
  currency: string;
  class: string;
  amount: string | number;
  count: string | number;
};

export async function readTotals(
  database: Database,
  businessId: string,
  filter: EntryFilter,
): Promise<EntryTotals[]> {
  const statement = entryTotalsSql(businessId, filter);
  return foldTotals(await database.query<TotalsRow>(statement.text, statement.params));
}

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
export async function runningBalances(
  database: Database,
  businessId: string,
  filter: EntryFilter,
  items: Entry[],
): Promise<number[] | null> {
  const last = items[items.length - 1];
  if (!filter.cashbook_id || !last) return null;
  if (filter.category_id || filter.direction || filter.source || filter.q) return null;
  const statement = balanceThroughSql(businessId, filter.cashbook_id, last);
  const [row] = await database.query<{ balance: string | number | null }>(
    statement.text,
    statement.params,
  );
  const balances = new Array<number>(items.length);
  let balance = toMinorUnits(row?.balance ?? 0);
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (!item) continue;
    if (index < items.length - 1) balance += signed(item);
    balances[index] = balance;
  }
  return balances;
}
