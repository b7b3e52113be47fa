/**
 * The dashboard's own read: income and expense per currency and month, from the day totals the
 * entries trigger keeps (not from every entry). Transfers and the cash of debts and credits
 * (sources `debt`, `debt_payment`) are left out: moving money or borrowing it is not income.
 * It reads entry_day_totals and cashbooks and writes nothing.
 */
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import type { Statement } from '../../db/sql';

type Raw = Pick<Database, 'query'>;

export function monthFlowsSql(businessId: string, from: string, to: string): Statement {
  return {
    text: `select b.currency, to_char(t.day, 'YYYY-MM') as month,
  coalesce(sum(t.amount) filter (where t.class = 'income'), 0) as income,
  coalesce(sum(t.amount) filter (where t.class = 'expense'), 0) as expense
from entry_day_totals t
join cashbooks b on b.business_id = t.business_id and b.id = t.cashbook_id
where t.business_id = $1 and t.day between $2::date and $3::date
  and t.class in ('income', 'expense') and t.source not in ('debt', 'debt_payment')
group by 1, 2
order by 1, 2`,
    params: [businessId, from, to],
  };
}

export type MonthFlowRow = { currency: string; month: string; income: number; expense: number };

export async function readMonthFlows(
  database: Raw,
  businessId: string,
  range: { from: string; to: string },
): Promise<MonthFlowRow[]> {
  const statement = monthFlowsSql(businessId, range.from, range.to);
  const rows = await database.query<{
    currency: string;
    month: string;
    income: string | number;
    expense: string | number;
  }>(statement.text, statement.params);
  return rows.map((row) => ({
    currency: row.currency,
    month: row.month,
    income: toMinorUnits(row.income),
    expense: toMinorUnits(row.expense),
  }));
}

/**
 * What the getting-started checklist reads of a business, in one statement: a cash book, an
 * entry, a way to be paid (a bank account or a QRIS image), a first sale on credit (an invoice
 * or a kasbon) and a team (an invitation sent, or another member).
 */
export function progressSql(businessId: string): Statement {
  return {
    text: `select
  exists (select 1 from cashbooks where business_id = $1) as cashbook,
  exists (select 1 from entries where business_id = $1) as transaction,
  (select jsonb_array_length(bank_accounts) > 0 or qris_path is not null
     from businesses where id = $1) as payment,
  exists (select 1 from invoices where business_id = $1)
    or exists (select 1 from debts where business_id = $1 and kind = 'credit') as sale,
  exists (select 1 from invitations where business_id = $1 and revoked_at is null)
    or (select count(*) from memberships where business_id = $1) > 1 as team`,
    params: [businessId],
  };
}

export type ProgressRow = {
  cashbook: boolean;
  transaction: boolean;
  payment: boolean;
  sale: boolean;
  team: boolean;
};

export async function readProgress(database: Raw, businessId: string): Promise<ProgressRow> {
  const statement = progressSql(businessId);
  const [row] = await database.query<ProgressRow>(statement.text, statement.params);
  return {
    cashbook: row?.cashbook === true,
    transaction: row?.transaction === true,
    payment: row?.payment === true,
    sale: row?.sale === true,
    team: row?.team === true,
  };
}
