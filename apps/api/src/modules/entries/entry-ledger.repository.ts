/**
 * The reports' reads of the books (issue 16): sums from entry_day_totals and the first movements
 * of each account from entries. Reads only; statements in entry-ledger.sql.ts.
 */
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import type { ExportEntry } from '../exports/exports.types';
import { accountTotalsSql, firstMovementsSql, monthlyClassTotalsSql } from './entry-ledger.sql';

type Raw = Pick<Database, 'query'>;
type Amount = string | number;

export type EntryClass = 'income' | 'expense' | 'transfer_in' | 'transfer_out';

export type MonthlyClassTotal = {
  cashbook_id: string;
  month: string;
  class: EntryClass;
  debt: boolean;
  amount: number;
};

export type AccountTotal = {
  cashbook_id: string;
  /** Null for the entries without a category. */
  category_id: string | null;
  category_name: string | null;
  category_kind: 'income' | 'expense' | null;
  class: EntryClass;
  source: ExportEntry['source'];
  amount: number;
  count: number;
};

export async function monthlyClassTotals(
  database: Raw,
  ...args: Parameters<typeof monthlyClassTotalsSql>
): Promise<MonthlyClassTotal[]> {
  const { text, params } = monthlyClassTotalsSql(...args);
  const rows = await database.query<Omit<MonthlyClassTotal, 'amount'> & { amount: Amount }>(
    text,
    params,
  );
  return rows.map((row) => ({ ...row, amount: toMinorUnits(row.amount) }));
}

export async function accountTotals(
  database: Raw,
  ...args: Parameters<typeof accountTotalsSql>
): Promise<AccountTotal[]> {
  const { text, params } = accountTotalsSql(...args);
  const rows = await database.query<
    Omit<AccountTotal, 'amount' | 'count'> & { amount: Amount; count: Amount }
  >(text, params);
  return rows.map((row) => ({
    ...row,
    amount: toMinorUnits(row.amount),
    count: Number(row.count),
  }));
}

export async function firstMovements(
  database: Raw,
  ...args: Parameters<typeof firstMovementsSql>
): Promise<ExportEntry[]> {
  const { text, params } = firstMovementsSql(...args);
  const rows = await database.query<Omit<ExportEntry, 'amount'> & { amount: Amount }>(text, params);
  return rows.map((row) => ({ ...row, amount: toMinorUnits(row.amount) }));
}
