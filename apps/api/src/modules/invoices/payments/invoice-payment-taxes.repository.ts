/**
 * The tax (PPN) in each payment received on an invoice with tax, on the cash basis
 * (packages/shared payment-tax.ts): read with what the invoice had received before it, in the
 * order the payments were dated (then recorded), so each payment's part follows from the
 * invoice's figures alone. Reads only; the reports and the balance take revenue and the tax
 * owed to the state from it.
 */
import { paymentTax } from '@usaha/shared';
import type { Database } from '../../../db/client';
import { toMinorUnits } from '../../../db/row-values';
import type { Statement } from '../../../db/sql';

type Raw = Pick<Database, 'query'>;

export type PaymentTaxRange = {
  /** Null: from the first payment. */
  from: string | null;
  to: string;
  cashbookId: string | null;
};

/** One payment's tax part, with where its entry is booked. */
export type PaymentTax = {
  entry_id: string;
  cashbook_id: string;
  currency: string;
  /** YYYY-MM-DD */
  date: string;
  /** The category its entry is booked to; null for none. */
  category_id: string | null;
  amount: number;
  tax: number;
};

export function paymentTaxesSql(businessId: string, range: PaymentTaxRange): Statement {
  return {
    text: `select p.entry_id, p.cashbook_id, p.date::text as date, p.amount, p.paid_before,
  i.currency, i.total, i.tax, e.category_id
from (
  select q.entry_id, q.cashbook_id, q.date, q.amount, q.invoice_id,
    coalesce(sum(q.amount) over (partition by q.invoice_id order by q.date, q.created_at, q.id
      rows between unbounded preceding and 1 preceding), 0) as paid_before
  from invoice_payments q
  where q.business_id = $1 and q.date <= $3::date and q.invoice_id in (
    select r.invoice_id from invoice_payments r
    where r.business_id = $1 and r.date <= $3::date and ($2::date is null or r.date >= $2::date))
) p
join invoices i on i.business_id = $1 and i.id = p.invoice_id and i.tax > 0
join entries e on e.business_id = $1 and e.id = p.entry_id
where ($2::date is null or p.date >= $2::date) and ($4::uuid is null or p.cashbook_id = $4::uuid)
order by p.date, p.entry_id`,
    params: [businessId, range.from, range.to, range.cashbookId],
  };
}

type Cells = Record<string, string | number | null>;

/** The payments of the range whose part of tax is not zero. */
export async function readPaymentTaxes(
  database: Raw,
  businessId: string,
  range: PaymentTaxRange,
): Promise<PaymentTax[]> {
  const statement = paymentTaxesSql(businessId, range);
  const rows = await database.query<Cells>(statement.text, statement.params);
  return rows
    .map((row) => {
      const amount = toMinorUnits(row.amount);
      const tax = paymentTax({
        paid_before: toMinorUnits(row.paid_before),
        amount,
        total: toMinorUnits(row.total),
        tax: toMinorUnits(row.tax),
      });
      return {
        entry_id: String(row.entry_id),
        cashbook_id: String(row.cashbook_id),
        currency: String(row.currency),
        date: String(row.date),
        category_id: row.category_id === null ? null : String(row.category_id),
        amount,
        tax,
      };
    })
    .filter((row) => row.tax !== 0);
}
