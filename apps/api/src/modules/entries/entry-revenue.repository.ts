/**
 * The books' gross revenue per month (the tax report's PPh Final base), from the day totals the
 * entries trigger keeps: income as profit and loss and the hledger journal count it. An entry
 * is income by its category's kind, else by its direction (`in`); an `out` to an income category
 * (a refund) reduces it. Transfers and the cash of debts and credits are never income; invoice
 * payments are, with their PPN (the tax report takes that off: it is the state's).
 */
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import { SqlParts, type Statement } from '../../db/sql';

type Raw = Pick<Database, 'query'>;

export type RevenueFilter = {
  from: string;
  to: string;
  currency: string;
  cashbookId: string | null;
};

export function monthlyRevenueSql(businessId: string, filter: RevenueFilter): Statement {
  const parts = new SqlParts();
  parts.and(`t.business_id = ${parts.param(businessId)}`);
  parts.and(`t.day >= ${parts.param(filter.from)}::date`);
  parts.and(`t.day <= ${parts.param(filter.to)}::date`);
  parts.and(`t.class in ('income', 'expense') and t.source not in ('debt', 'debt_payment')`);
  parts.and(
    `coalesce(c.kind, case when t.class = 'income' then 'income' else 'expense' end) = 'income'`,
  );
  parts.and(`b.currency = ${parts.param(filter.currency)}`);
  if (filter.cashbookId) parts.and(`t.cashbook_id = ${parts.param(filter.cashbookId)}::uuid`);
  return {
    text: `select to_char(t.day, 'YYYY-MM') as month,
  sum(case when t.class = 'income' then t.amount else -t.amount end) as revenue
from entry_day_totals t
join cashbooks b on b.business_id = t.business_id and b.id = t.cashbook_id
left join categories c on c.business_id = t.business_id and c.id = t.category_key
${parts.whereClause()}
group by month
order by month`,
    params: parts.params,
  };
}

export async function readMonthlyRevenue(
  database: Raw,
  businessId: string,
  filter: RevenueFilter,
): Promise<Map<string, number>> {
  const statement = monthlyRevenueSql(businessId, filter);
  const rows = await database.query<{ month: string; revenue: string | number }>(
    statement.text,
    statement.params,
  );
  return new Map(rows.map((row) => [row.month, toMinorUnits(row.revenue)]));
}
