/**
 * What debts and credits stand at on a date, per kind and currency (reads only, one statement):
 * records dated by then, less their payments dated by then, that were not void by the end of
 * that day in the business's time zone. Overdue ones were due before the date.
 */
import type { AgingAmount, AgingBucket } from '@usaha/shared';
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import type { Statement } from '../../db/sql';
import { agingBucketSql } from '../../lib/aging-buckets';

type Raw = Pick<Database, 'query'>;

export function debtsOwedOnSql(businessId: string, date: string, timezone: string): Statement {
  const owed = 'd.amount - coalesce(p.paid, 0)';
  const late = 'd.due_date < $2::date';
  return {
    text: `with p as (
  select debt_id, sum(amount) as paid from debt_payments
  where business_id = $1 and date <= $2::date group by debt_id
)
select d.kind, d.currency, count(*) as count, sum(${owed}) as amount_due,
  count(*) filter (where ${late}) as overdue_count,
  coalesce(sum(${owed}) filter (where ${late}), 0) as overdue_amount
from debts d left join p on p.debt_id = d.id
where d.business_id = $1 and d.date <= $2::date
  and (d.status <> 'void' or (d.voided_at at time zone $3)::date > $2::date)
  and d.amount > coalesce(p.paid, 0)
group by d.kind, d.currency
order by d.currency, d.kind`,
    params: [businessId, date, timezone],
  };
}

export type OwedRow = {
  kind: 'debt' | 'credit';
  currency: string;
  amount_due: number;
  count: number;
  overdue_amount: number;
  overdue_count: number;
};

export async function readDebtsOwedOn(
  database: Raw,
  businessId: string,
  date: string,
  timezone: string,
): Promise<OwedRow[]> {
  const statement = debtsOwedOnSql(businessId, date, timezone);
  const rows = await database.query<Record<keyof OwedRow, string | number>>(
    statement.text,
    statement.params,
  );
  return rows.map((row) => ({
    kind: row.kind === 'debt' ? 'debt' : 'credit',
    currency: String(row.currency),
    amount_due: toMinorUnits(row.amount_due),
    count: Number(row.count),
    overdue_amount: toMinorUnits(row.overdue_amount),
    overdue_count: Number(row.overdue_count),
  }));
}

/**
 * What debtsOwedOnSql sums, per kind, contact, currency and aging bucket (days past the due
 * date on `date`; a record with no due date is not late).
 */
export function debtAgingSql(businessId: string, date: string, timezone: string): Statement {
  return {
    text: `with p as (
  select debt_id, sum(amount) as paid from debt_payments
  where business_id = $1 and date <= $2::date group by debt_id
)
select d.kind, d.contact_id, c.name, d.currency, ${agingBucketSql('d.due_date', '$2')} as bucket,
  sum(d.amount - coalesce(p.paid, 0)) as amount
from debts d left join p on p.debt_id = d.id
join contacts c on c.business_id = d.business_id and c.id = d.contact_id
where d.business_id = $1 and d.date <= $2::date
  and (d.status <> 'void' or (d.voided_at at time zone $3)::date > $2::date)
  and d.amount > coalesce(p.paid, 0)
group by d.kind, d.contact_id, c.name, d.currency, bucket`,
    params: [businessId, date, timezone],
  };
}

export type AgingRow = AgingAmount & { kind: 'debt' | 'credit' };

export async function readDebtAging(
  database: Raw,
  businessId: string,
  date: string,
  timezone: string,
): Promise<AgingRow[]> {
  const statement = debtAgingSql(businessId, date, timezone);
  const rows = await database.query<Record<string, string | number>>(
    statement.text,
    statement.params,
  );
  return rows.map((row) => ({
    kind: row.kind === 'debt' ? 'debt' : 'credit',
    contact_id: String(row.contact_id),
    name: String(row.name),
    currency: String(row.currency),
    bucket: String(row.bucket) as AgingBucket,
    amount: toMinorUnits(row.amount),
  }));
}

/** Open debts and credits due in [from, to], soonest first, with the contact's name. */
export function debtsDueSql(
  businessId: string,
  from: string,
  to: string,
  limit: number,
): Statement {
  return {
    text: `select d.id, d.kind, c.name as contact_name, d.due_date::text as due_date, d.currency,
  d.amount - d.paid as amount_due
from debts d join contacts c on c.business_id = d.business_id and c.id = d.contact_id
where d.business_id = $1 and d.status = 'open' and d.due_date between $2::date and $3::date
order by d.due_date, d.id
limit $4`,
    params: [businessId, from, to, limit],
  };
}

export type DueDebtRow = {
  id: string;
  kind: 'debt' | 'credit';
  contact_name: string;
  due_date: string;
  currency: string;
  amount_due: number;
};

export async function readDebtsDue(
  database: Raw,
  businessId: string,
  range: { from: string; to: string },
  limit: number,
): Promise<DueDebtRow[]> {
  const statement = debtsDueSql(businessId, range.from, range.to, limit);
  const rows = await database.query<Omit<DueDebtRow, 'amount_due'> & { amount_due: string }>(
    statement.text,
    statement.params,
  );
  return rows.map((row) => ({
    ...row,
    kind: row.kind === 'debt' ? 'debt' : 'credit',
    amount_due: toMinorUnits(row.amount_due),
  }));
}
