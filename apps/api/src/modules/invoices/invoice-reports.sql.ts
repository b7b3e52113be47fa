/**
 * The reports' statements over invoices (issue 16), as text with parameters: what customers owe
 * on a date per contact and aging bucket (as receivablesSql counts it), what was sold per
 * customer and per product, and the output tax per month. Sent invoices only: drafts are not
 * sales and void ones are cancelled. The figures are the stored ones of calculateInvoice.
 */

import type { Statement } from '../../db/sql';
import { agingBucketSql } from '../../lib/aging-buckets';

const SOLD = `i.business_id = $1 and i.status = 'sent' and i.issue_date >= $2::date and i.issue_date <= $3::date`;

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

const LINE_SUMS = `sum(l.quantity) as quantity, sum(l.base) as revenue, sum(l.tax) as tax,
  count(*) as line_count`;

/**
 * Per currency and customer: the lines' sums and how many invoices. An invoice has at least one
 * line and its lines are numbered from 0, so its first line counts it: a count of distinct
 * invoices would sort every line of the period, and counting them in a second pass reads the
 * invoices twice.
 */
export function salesByCustomerSql(businessId: string, from: string, to: string): Statement {
  return {
    text: `select s.currency, s.id, c.name, s.quantity, s.revenue, s.tax, s.line_count,
  s.invoice_count
from (
  select i.currency, i.contact_id as id, ${LINE_SUMS},
    count(*) filter (where l.position = 0) as invoice_count
  from invoices i
  join invoice_lines l on l.business_id = i.business_id and l.invoice_id = i.id
  where ${SOLD}
  group by i.currency, i.contact_id
) s
join contacts c on c.business_id = $1 and c.id = s.id`,
    params: [businessId, from, to],
  };
}

/**
 * Per currency and product (null: the lines without one, a deleted product's among them: its
 * lines lose the link), the lines' sums, named as the product is now.
 */
export function salesByProductSql(businessId: string, from: string, to: string): Statement {
  return {
    text: `select s.currency, s.id, pr.name, s.quantity, s.revenue, s.tax, s.line_count
from (
  select i.currency, l.product_id as id, ${LINE_SUMS}
  from invoices i
  join invoice_lines l on l.business_id = i.business_id and l.invoice_id = i.id
  where ${SOLD}
  group by i.currency, l.product_id
) s
left join products pr on pr.business_id = $1 and pr.id = s.id`,
    params: [businessId, from, to],
  };
}

/**
 * Per currency and month of issue: the invoices that charged a tax, the base of their taxed
 * groups (DPP), the reduced base of the groups that had one (DPP nilai lain) and the tax,
 * from each invoice's stored groups (`taxes`).
 */
export function outputTaxByMonthSql(businessId: string, from: string, to: string): Statement {
  const reduced = `(g->'tax_base'->>'numerator')::int <> (g->'tax_base'->>'denominator')::int`;
  return {
    text: `select i.currency, to_char(i.issue_date, 'YYYY-MM') as month,
  count(distinct i.id) as invoice_count, sum((g->>'base')::numeric) as base,
  coalesce(sum((g->>'taxable')::numeric) filter (where ${reduced}), 0) as other_base,
  sum((g->>'tax')::numeric) as tax
from invoices i cross join lateral jsonb_array_elements(i.taxes) g
where ${SOLD}
group by i.currency, month
order by i.currency, month`,
    params: [businessId, from, to],
  };
}
