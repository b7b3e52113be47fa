/**
 * Income and expense per category and month, read from the day totals the entries trigger keeps
 * (not from every entry): what the profit-and-loss and categories reports add up. Transfers'
 * legs and the cash of debts and credits are left out; a transfer's fee is an expense.
 */
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import { SqlParts, type Statement } from '../../db/sql';

type Raw = Pick<Database, 'query'>;

/** The key of the day totals' entries without a category. */
const NO_CATEGORY = '00000000-0000-0000-0000-000000000000';

export type CategoryTotalsRange = { from: string; to: string; cashbookId: string | null };

export function categoryTotalsSql(businessId: string, range: CategoryTotalsRange): Statement {
  const parts = new SqlParts();
  const business = parts.param(businessId);
  parts.and(`t.business_id = ${business}`);
  parts.and(`t.day between ${parts.param(range.from)}::date and ${parts.param(range.to)}::date`);
  parts.and(`t.class in ('income', 'expense') and t.source not in ('debt', 'debt_payment')`);
  if (range.cashbookId) parts.and(`t.cashbook_id = ${parts.param(range.cashbookId)}::uuid`);
  return {
    text: `select b.currency, nullif(s.category_key, '${NO_CATEGORY}'::uuid) as category_id,
  c.name, c.seed_key, c.kind, c.color, s.class, s.invoice_payment, s.month, s.amount
from (
  select t.cashbook_id, t.category_key, t.class, t.source = 'invoice_payment' as invoice_payment,
    to_char(t.day, 'YYYY-MM') as month, sum(t.amount) as amount
  from entry_day_totals t
  ${parts.whereClause()}
  group by 1, 2, 3, 4, 5
  having sum(t.amount) <> 0
) s
join cashbooks b on b.business_id = ${business} and b.id = s.cashbook_id
left join categories c on c.business_id = ${business} and c.id = s.category_key`,
    params: parts.params,
  };
}

export type CategoryTotalRow = {
  currency: string;
  category_id: string | null;
  name: string | null;
  seed_key: string | null;
  kind: 'income' | 'expense' | null;
  color: string | null;
  class: 'income' | 'expense';
  invoice_payment: boolean;
  /** YYYY-MM */
  month: string;
  amount: number;
};

export async function categoryTotals(
  database: Raw,
  businessId: string,
  range: CategoryTotalsRange,
): Promise<CategoryTotalRow[]> {
  const statement = categoryTotalsSql(businessId, range);
  const rows = await database.query<Omit<CategoryTotalRow, 'amount'> & { amount: string }>(
    statement.text,
    statement.params,
  );
  return rows.map((row) => ({ ...row, amount: toMinorUnits(row.amount) }));
}
