/**
 * Entries for a download, read in keyset chunks so a million rows stream through without ever
 * sitting in memory, with the names the files show (book, category, who recorded it).
 */
import type { EntryFilter } from '@usaha/shared';
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import { entryConditions } from '../entries/entries.sql';
import type { ExportEntry, JournalBook } from './export-types';

const CHUNK = 1000;

type Row = Omit<ExportEntry, 'amount'> & { amount: string | number };

export async function* exportEntries(
  database: Database,
  businessId: string,
  filter: EntryFilter,
  order: 'asc' | 'desc',
): AsyncGenerator<ExportEntry> {
  let after: { date: string; id: string } | null = null;
  const compare = order === 'asc' ? '>' : '<';
  for (;;) {
    const c = entryConditions(businessId, filter);
    if (after) {
      c.params.push(after.date, after.id);
      const n = c.params.length;
      c.parts.push(`(e.date, e.id) ${compare} ($${n - 1}::date, $${n}::uuid)`);
    }
    c.params.push(CHUNK);
    const rows: Row[] = await database.query<Row>(
      `select e.id, e.date::text as date, e.cashbook_id, b.name as cashbook_name, b.currency,
  e.direction, e.amount, c.name as category_name, c.kind as category_kind, e.description,
  e.reference, e.source, e.transfer_id, e.transfer_role, u.full_name as created_by_name
from entries e
join cashbooks b on b.id = e.cashbook_id and b.business_id = e.business_id
left join categories c on c.id = e.category_id and c.business_id = e.business_id
left join users u on u.id = e.created_by
where ${c.where}
order by e.date ${order}, e.id ${order}
limit $${c.params.length}`,
      c.params,
    );
    for (const row of rows) yield { ...row, amount: toMinorUnits(row.amount) };
    const last = rows[rows.length - 1];
    if (rows.length < CHUNK || !last) return;
    after = { date: last.date, id: last.id };
  }
}

/**
 * The books for a journal. From a start date on, each book opens with its balance at the end of
 * the day before; otherwise with its opening balance on the day of its first entry (or creation).
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
  coalesce($2::date, least((b.created_at at time zone 'UTC')::date,
    (select min(e.date) from entries e where e.business_id = b.business_id and e.cashbook_id = b.id)))::text as opening_date
from cashbooks b where b.business_id = $1 order by b.created_at, b.id`,
    [businessId, from ?? null],
  );
  return rows.map((row) => ({ ...row, opening_balance: toMinorUnits(row.opening_balance) }));
}
