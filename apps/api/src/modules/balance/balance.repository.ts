/**
 * The balance's read model: each book's balance on a date and the net per month, read from the
 * day totals the entries trigger keeps (not from every entry), beside the books' opening
 * balances. It reads the cashbooks and entry_day_totals tables and writes nothing; their writers
 * are the cashbooks and entries modules.
 */
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import type { Statement } from '../../db/sql';

type Raw = Pick<Database, 'query'>;

export function balanceOnSql(businessId: string, date: string): Statement {
  return {
    text: `select b.id, b.name, b.kind, b.currency, b.archived_at is not null as archived,
  b.opening_balance + coalesce(t.net, 0) as balance
from cashbooks b
left join (
  select cashbook_id, sum(case when class in ('income', 'transfer_in') then amount else -amount end) as net
  from entry_day_totals where business_id = $1 and day <= $2::date group by cashbook_id
) t on t.cashbook_id = b.id
where b.business_id = $1
order by b.created_at, b.id`,
    params: [businessId, date],
  };
}

/** Net movement per book and month up to a date; the trend adds them up month by month. */
export function monthlyNetSql(businessId: string, date: string): Statement {
  return {
    text: `select cashbook_id, to_char(day, 'YYYY-MM') as month,
  sum(case when class in ('income', 'transfer_in') then amount else -amount end) as net
from entry_day_totals where business_id = $1 and day <= $2::date
group by 1, 2`,
    params: [businessId, date],
  };
}

export type BookBalance = {
  id: string;
  name: string;
  kind: string;
  currency: string;
  archived: boolean;
  balance: number;
};

export async function balancesOn(database: Raw, businessId: string, date: string) {
  const statement = balanceOnSql(businessId, date);
  const rows = await database.query<Omit<BookBalance, 'balance'> & { balance: string | number }>(
    statement.text,
    statement.params,
  );
  return rows.map((row): BookBalance => ({ ...row, balance: toMinorUnits(row.balance) }));
}

/**
 * Every book's currency, opening balance and start: the earlier of the day it was opened (in the
 * business's time zone) and its first entry's date. Days whose entries were all deleted keep a
 * total row with no entries; they are not a start.
 */
export async function openingBalances(database: Raw, businessId: string, timezone: string) {
  const rows = await database.query<{
    id: string;
    currency: string;
    opening: string | number;
    started: string;
  }>(
    `select b.id, b.currency, b.opening_balance as opening,
  least((b.created_at at time zone $2)::date,
    (select min(t.day) from entry_day_totals t
      where t.business_id = b.business_id and t.cashbook_id = b.id and t.entry_count > 0))::text as started
from cashbooks b where b.business_id = $1`,
    [businessId, timezone],
  );
  return rows.map((row) => ({ ...row, opening: toMinorUnits(row.opening) }));
}

export async function monthlyNets(database: Raw, businessId: string, date: string) {
  const statement = monthlyNetSql(businessId, date);
  const rows = await database.query<{ cashbook_id: string; month: string; net: string | number }>(
    statement.text,
    statement.params,
  );
  return rows.map((row) => ({ ...row, net: toMinorUnits(row.net) }));
}
