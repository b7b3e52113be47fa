/**
 * The reports' statements over invoices (issue 16), as text with parameters: what customers owe
 * on a date per contact and aging bucket (as receivablesSql counts it), what was sold per
 * customer and per product, and the output tax per month. Sent invoices only: drafts are not
 * sales and void ones are cancelled. The figures are the stored ones of calculateInvoice.
 */

import type { Statement } from '../../db/sql';
import { agingBucketSql } from '../../lib/aging-buckets';

/**
 * Per contact, currency and bucket on the end of `date`: sent invoices issued by then less their
 * payments dated by then, bucketed by the days past their due date.
 */
export function receivableAgingSql(businessId: string, date: string): Statement {
  const owed = 'i.total - coalesce(p.paid, 0)';
  return {
    text: `with p as (
  select invoice_id, sum(amount) as paid from invoice_payments
  where business_id = $1 and date <= $2::date group by invoice_id
)
select i.contact_id, c.name, i.currency, ${agingBucketSql('i.due_date', '$2')} as bucket,
  sum(${owed}) as amount
from invoices i left join p on p.invoice_id = i.id
join contacts c on c.business_id = i.business_id and c.id = i.contact_id
where i.business_id = $1 and i.status = 'sent' and i.issue_date <= $2::date
  and i.total > coalesce(p.paid, 0)
group by i.contact_id, c.name, i.currency, bucket`,
    params: [businessId, date],
  };
}

const DAYS = `business_id = $1 and day >= $2::date and day <= $3::date`;
const LINE_SUMS = `sum(quantity) as quantity, sum(revenue) as revenue, sum(tax) as tax,
  sum(line_count) as line_count`;

/**
 * Per currency and customer: the lines' sums and how many invoices, from the days the triggers
 * keep (migration 0034; a customer whose invoices of the period were all taken back sums to none).
 */
export function salesByCustomerSql(businessId: string, from: string, to: string): Statement {
  return {
    text: `select s.currency, s.id, c.name, s.quantity, s.revenue, s.tax, s.line_count,
  s.invoice_count
from (
  select currency, contact_id as id, ${LINE_SUMS}, sum(invoice_count) as invoice_count
  from invoice_customer_days where ${DAYS}
  group by currency, contact_id
  having sum(invoice_count) <> 0
) s
join contacts c on c.business_id = $1 and c.id = s.id`,
    params: [businessId, from, to],
  };
}

/**
 * Per currency and product (null: the lines without one, a deleted product's among them: its
 * lines lose the link), the lines' sums from the kept days, named as the product is now.
 */
export function salesByProductSql(businessId: string, from: string, to: string): Statement {
  return {
    text: `select s.currency, nullif(s.product_key, '00000000-0000-0000-0000-000000000000') as id,
  pr.name, s.quantity, s.revenue, s.tax, s.line_count
from (
  select currency, product_key, ${LINE_SUMS}
  from invoice_product_days where ${DAYS}
  group by currency, product_key
  having sum(line_count) <> 0
) s
left join products pr on pr.business_id = $1 and pr.id = s.product_key`,
    params: [businessId, from, to],
  };
}

/**
 * Per currency and month of issue: the invoices that charged a tax, the base of their taxed
 * groups (DPP), the reduced base of the groups that had one (DPP nilai lain) and the tax, as the
 * kept days sum each invoice's stored groups (`taxes`).
 */
export function outputTaxByMonthSql(businessId: string, from: string, to: string): Statement {
  return {
    text: `select currency, to_char(day, 'YYYY-MM') as month, sum(taxed_count) as invoice_count,
  sum(tax_base) as base, sum(tax_other_base) as other_base, sum(tax_amount) as tax
from invoice_customer_days
where ${DAYS}
group by currency, month
having sum(taxed_count) <> 0
order by currency, month`,
    params: [businessId, from, to],
  };
}
