/**
 * What the sale-day tables (migration 0034) must hold, computed set-based from the sent invoices
 * and their lines (the triggers are their only writer): the ledger's invariant compares the kept
 * rows with these (through invoices.reads.ts), and the benchmark's seed, which loads with the
 * triggers off, inserts them: of every business, or of business `$1`.
 */

type Scope = 'every' | 'one';
const sent = (scope: Scope) =>
  `i.status = 'sent'${scope === 'one' ? ' and i.business_id = $1::uuid' : ''}`;
const REDUCED = `(g->'tax_base'->>'numerator')::int <> (g->'tax_base'->>'denominator')::int`;

export const customerDaysSql = (
  scope: Scope,
) => `select i.business_id, i.issue_date as day, i.currency, i.contact_id,
  count(*)::integer as invoice_count, coalesce(sum(l.n), 0)::integer as line_count,
  coalesce(sum(l.quantity), 0)::bigint as quantity, coalesce(sum(l.revenue), 0)::bigint as revenue,
  coalesce(sum(l.tax), 0)::bigint as tax,
  (count(*) filter (where g.groups > 0))::integer as taxed_count,
  sum(g.base)::bigint as tax_base, sum(g.other)::bigint as tax_other_base,
  sum(g.tax)::bigint as tax_amount
from invoices i
cross join lateral (select count(*) as n, sum(quantity) as quantity, sum(base) as revenue,
    sum(tax) as tax
  from invoice_lines where business_id = i.business_id and invoice_id = i.id) l
cross join lateral (select count(*) as groups, coalesce(sum((g->>'base')::numeric), 0) as base,
    coalesce(sum((g->>'taxable')::numeric) filter (where ${REDUCED}), 0) as other,
    coalesce(sum((g->>'tax')::numeric), 0) as tax
  from jsonb_array_elements(i.taxes) g) g
where ${sent(scope)}
group by 1, 2, 3, 4`;

export const productDaysSql = (
  scope: Scope,
) => `select i.business_id, i.issue_date as day, i.currency,
  coalesce(l.product_id, '00000000-0000-0000-0000-000000000000') as product_key,
  count(*)::integer as line_count, sum(l.quantity)::bigint as quantity,
  sum(l.base)::bigint as revenue, sum(l.tax)::bigint as tax
from invoices i
join invoice_lines l on l.business_id = i.business_id and l.invoice_id = i.id
where ${sent(scope)}
group by 1, 2, 3, 4`;

/** Days whose kept row differs from what the invoices say (rows summing to nothing are none). */
export const SALE_DAYS_CHECK_SQL = `with kept as (
    select * from invoice_customer_days
    where invoice_count <> 0 or line_count <> 0 or quantity <> 0 or revenue <> 0 or tax <> 0
      or taxed_count <> 0 or tax_base <> 0 or tax_other_base <> 0 or tax_amount <> 0)
  select coalesce(a.business_id, k.business_id) as business_id, coalesce(a.day, k.day) as day
  from (${customerDaysSql('every')}) a full join kept k using (business_id, day, currency, contact_id)
  where (a.invoice_count, a.line_count, a.quantity, a.revenue, a.tax, a.taxed_count, a.tax_base,
      a.tax_other_base, a.tax_amount) is distinct from (k.invoice_count, k.line_count, k.quantity,
      k.revenue, k.tax, k.taxed_count, k.tax_base, k.tax_other_base, k.tax_amount)
  union all
  select coalesce(a.business_id, k.business_id), coalesce(a.day, k.day)
  from (${productDaysSql('every')}) a
  full join (select * from invoice_product_days
    where line_count <> 0 or quantity <> 0 or revenue <> 0 or tax <> 0) k
    using (business_id, day, currency, product_key)
  where (a.line_count, a.quantity, a.revenue, a.tax)
    is distinct from (k.line_count, k.quantity, k.revenue, k.tax)`;
