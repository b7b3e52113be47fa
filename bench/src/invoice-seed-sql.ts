/**
 * The set-based statements of the invoice seed (invoice-seed.ts). Invoice g of a business
 * (1…count) is issued on day (g − 1) × span / count after the start, so numbers rise with the
 * dates, and has 5 lines: line k has 1 + (g + k) mod 5 units at Rp 10.000 × (1 + (7g + k) mod 20),
 * PPN 11 % on the price, no discount. Every base is a multiple of Rp 10.000, so each line's tax is
 * exact, the invoice's tax is their sum, and a total rounded to whole rupiah needs no rounding.
 * One invoice in 20 is a draft, one in 20 void, the rest sent. Ids are md5(business, g) as a
 * uuid, so the lines find their invoice without reading it back.
 */
import {
  customerDaysSql,
  productDaysSql,
} from '../../apps/api/src/modules/invoices/invoice-sale-days.sql';

/** The figures of line `k` of invoice `g` (SQL expressions over columns g and k). */
const QUANTITY = '(1000 * (1 + (g + k) % 5))::bigint';
const UNIT_PRICE = '(1000000 * (1 + (7 * g + k) % 20))::bigint';
const AMOUNT = `(${QUANTITY} / 1000 * ${UNIT_PRICE})`;
const TAX = `(${AMOUNT} * 11 / 100)`;
/** md5(business, g) shaped as a version-4 uuid (the API's id check wants a version and variant). */
const INVOICE_ID = `overlay(overlay(md5($1::uuid::text || ':' || g) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Invoices g = $3…$4 of $5 of business $1 (created by $2), customers from $7 (ids) and $8
 * (names), issued from $6 over $9 days. Numbers are INV/{YYYY}/{SEQ:4}, counted per year.
 */
export const INVOICES_SQL = `with numbered as (
  select g, $6::date + ((g - 1)::bigint * $9::int / $5::int)::int as issue_date from generate_series(1, $5::int) g
), invoice as (
  select g, issue_date,
    row_number() over (partition by extract(year from issue_date) order by g) as seq,
    (select sum(${AMOUNT}) from generate_series(0, 4) k) as subtotal
  from numbered
)
insert into invoices (id, business_id, number, contact_id, customer_name, issue_date, due_date,
  status, currency, round_total, subtotal, line_discount, invoice_discount, base, taxes, tax,
  rounding, total, paid, created_by, sent_at, voided_at, created_at)
select ${INVOICE_ID}, $1::uuid, 'INV/' || extract(year from issue_date) || '/' || lpad(seq::text, greatest(4, length(seq::text)), '0'),
  ($7::uuid[])[1 + g % cardinality($7::uuid[])], ($8::text[])[1 + g % cardinality($8::text[])],
  issue_date, issue_date + 14,
  case g % 20 when 0 then 'draft' when 1 then 'void' else 'sent' end, 'IDR', true,
  subtotal, 0, 0, subtotal,
  jsonb_build_array(jsonb_build_object('rate', 1100, 'tax_base', jsonb_build_object('numerator', 1, 'denominator', 1),
    'base', subtotal, 'taxable', subtotal, 'tax', subtotal * 11 / 100)),
  subtotal * 11 / 100, 0, subtotal + subtotal * 11 / 100, 0, $2::uuid,
  case when g % 20 <> 0 then issue_date::timestamp at time zone 'Asia/Jakarta' + interval '9 hours' end,
  case when g % 20 = 1 then issue_date::timestamp at time zone 'Asia/Jakarta' + interval '10 hours' end,
  issue_date::timestamp at time zone 'Asia/Jakarta' + interval '8 hours'
from invoice where g between $3::int and $4::int`;

/** Business $1 on Bisnis, paid monthly, for the next 30 days. */
export const BISNIS_SQL = `update subscriptions set plan_code = 'bisnis', status = 'active',
  interval = 'monthly', price = 14900000, period_start = now(), period_end = now() + interval '30 days'
where business_id = $1::uuid`;

/** The 5 lines of invoices g = $2…$3 of business $1. */
export const LINES_SQL = `insert into invoice_lines (id, business_id, invoice_id, position, description,
  quantity, unit, unit_price, tax_rate, amount, discount_amount, invoice_discount, base, tax)
select gen_random_uuid(), $1::uuid, ${INVOICE_ID}, k, 'Barang ' || (1 + (7 * g + k) % 20),
  ${QUANTITY}, 'pcs', ${UNIT_PRICE}, 1100, ${AMOUNT}, 0, 0, ${AMOUNT}, ${TAX}
from generate_series($2::int, $3::int) g cross join generate_series(0, 4) k`;

/** Each year's sequence of business $1 continues after its seeded numbers. */
export const SEQUENCES_SQL = `insert into invoice_sequences (business_id, period, next)
select $1::uuid, 'INV/' || extract(year from issue_date) || '/', count(*) + 1
from invoices where business_id = $1::uuid group by 2
on conflict (business_id, period) do update set next = excluded.next`;

/**
 * The sums the invoices trigger keeps (migration 0018) for business $1, set-based: the load runs
 * with the trigger off, as 100,000 updates of one row in one transaction would crawl.
 */
export const TOTALS_SQL = `insert into invoice_totals (business_id, currency, status, total, paid, invoice_count)
select business_id, currency, status, sum(total), sum(paid), count(*)
from invoices where business_id = $1::uuid group by 1, 2, 3
on conflict (business_id, currency, status) do update
  set total = excluded.total, paid = excluded.paid, invoice_count = excluded.invoice_count`;

/** Invoices whose stored figures are not the sums of their lines (none, when the seed is right). */
export const LINE_SUMS_SQL = `select i.id from invoices i
left join (select business_id, invoice_id, sum(amount) as amount, sum(base) as base, sum(tax) as tax,
    count(*) as n from invoice_lines group by 1, 2) l
  on l.business_id = i.business_id and l.invoice_id = i.id
where i.business_id = any($1::uuid[])
  and (l.amount, l.base, l.tax) is distinct from (i.subtotal, i.base, i.tax)
limit 10`;

/** The sale days the invoices and lines triggers keep (migration 0034) for business $1. */
export const SALE_DAYS_SQL = [
  `insert into invoice_customer_days (business_id, day, currency, contact_id, invoice_count,
    line_count, quantity, revenue, tax, taxed_count, tax_base, tax_other_base, tax_amount)
  ${customerDaysSql('one')}`,
  `insert into invoice_product_days (business_id, day, currency, product_key, line_count,
    quantity, revenue, tax)
  ${productDaysSql('one')}`,
] as const;
