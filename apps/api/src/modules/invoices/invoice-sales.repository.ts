/**
 * What was invoiced in a period, per currency: sent invoices (not drafts, not void) by issue
 * date, paid or not; the reports' accrual view beside the cash books. Reads only.
 */
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import type { Statement } from '../../db/sql';

type Raw = Pick<Database, 'query'>;

export function invoiceSalesSql(businessId: string, from: string, to: string): Statement {
  return {
    text: `select i.currency, count(*)::int as invoices, sum(i.base) as base,
  sum(i.total - i.tax - i.base) as charges, sum(i.total - i.tax) as before_tax,
  sum(i.tax) as tax, sum(i.total) as total
from invoices i
where i.business_id = $1 and i.status = 'sent'
  and i.issue_date between $2::date and $3::date
group by i.currency`,
    params: [businessId, from, to],
  };
}

export type InvoiceSales = {
  currency: string;
  invoices: number;
  /** The tax base (DPP), after every discount. */
  base: number;
  /** The charges (ongkir) and the rounding. */
  charges: number;
  /** total − tax = base + charges. */
  before_tax: number;
  tax: number;
  total: number;
};

export async function invoiceSales(
  database: Raw,
  businessId: string,
  from: string,
  to: string,
): Promise<InvoiceSales[]> {
  const statement = invoiceSalesSql(businessId, from, to);
  const rows = await database.query<{
    currency: string;
    invoices: number;
    base: string;
    charges: string;
    before_tax: string;
    tax: string;
    total: string;
  }>(statement.text, statement.params);
  return rows.map((row) => ({
    currency: row.currency,
    invoices: Number(row.invoices),
    base: toMinorUnits(row.base),
    charges: toMinorUnits(row.charges),
    before_tax: toMinorUnits(row.before_tax),
    tax: toMinorUnits(row.tax),
    total: toMinorUnits(row.total),
  }));
}
