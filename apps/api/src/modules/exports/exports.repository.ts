/**
 * The journal's read model: the books a journal opens with, and their balances before its first
 * day, from the day totals the entries trigger keeps. It reads the cashbooks, entries and
 * entry_day_totals tables and writes nothing.
 */
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import type { JournalBook } from './exports.types';

/**
 * The books for a journal. From a start date on, each book opens with its balance at the end of
 * the day before; otherwise with its opening balance on the day of its first entry (or creation,
 * a day of the business's calendar, as the balance counts it).
 */
export async function journalBooks(
  database: Database,
  businessId: string,
  from: string | undefined,
): Promise<JournalBook[]> {
  const rows = await database.query<{
    id: string;
    name: string;
    kind: JournalBook['kind'];
    currency: string;
    opening_balance: string | number;
    opening_date: string;
  }>(
    `select b.id, b.name, b.kind, b.currency,
  b.opening_balance + coalesce((select sum(case when t.class in ('income', 'transfer_in') then t.amount else -t.amount end)
    from entry_day_totals t where t.business_id = b.business_id and t.cashbook_id = b.id
      and $2::date is not null and t.day < $2::date), 0) as opening_balance,
  coalesce($2::date, least((b.created_at at time zone z.timezone)::date,
    (select min(e.date) from entries e where e.business_id = b.business_id and e.cashbook_id = b.id)))::text as opening_date
from cashbooks b join businesses z on z.id = b.business_id
where b.business_id = $1 order by b.created_at, b.id`,
    [businessId, from ?? null],
  );
  return rows.map((row) => ({ ...row, opening_balance: toMinorUnits(row.opening_balance) }));
}
