/**
 * The set-based statements of the debt seed (debt-seed.ts). Record g of a business (1…count) is
 * dated (g − 1) × span / count days after the start; 3 in 5 are credits (kasbon), the rest
 * debts, spread over the contacts by a hash of g (a modulus would tie a contact to g's
 * residues, and so to one kind or one status); Rp 10.000 × (1 + 7g mod 200); due 7–66 days later (none for
 * 1 in 4). Each has two payments into the one cash book: a quarter of the amount, then another
 * quarter, or the rest for 1 in 3 (those are paid). 1 in 50 is void. Ids are md5(business, g)
 * as a uuid, so payments and entries find their record without reading it back.
 */

/** md5 of $1 and a key, shaped as a version-4 uuid (the API's id check wants version and variant). */
const uuidOf = (key: string) =>
  `overlay(overlay(md5($1::uuid::text || ${key}) placing '4' from 13) placing '8' from 17)::uuid`;

/** Contacts are the business's, $6::uuid[]; records g = $7…$8 of $3, from $4 over $5 days. */
export const DEBTS_SQL = `insert into debts (id, business_id, kind, contact_id, currency, amount,
  paid, date, due_date, description, reference, status, voided_at, created_by, created_at, updated_at)
select ${uuidOf("':d' || g")}, $1::uuid, kind, ($6::uuid[])[1 + abs(('x' || substr(md5('c' || g), 1, 8))::bit(32)::int) % cardinality($6::uuid[])],
  'IDR', amount, paid, date, case when g % 4 <> 0 then date + 7 + g % 60 end,
  (array['Kasbon beras', 'Kasbon rokok', 'Bon belanja', 'Utang barang', 'Pinjaman modal',
    'Titip bayar listrik'])[1 + g % 6],
  case when g % 10 = 0 then 'NOTA-' || g end,
  case when g % 50 = 7 then 'void' when paid = amount then 'paid' else 'open' end,
  case when g % 50 = 7 then date::timestamp at time zone 'Asia/Jakarta' + interval '20 hours' end,
  $2::uuid, created_at, created_at
from (
  select g, kind, amount, date, date::timestamp at time zone 'Asia/Jakarta' + interval '9 hours' as created_at,
    amount / 4 + case when g % 3 = 0 then amount - amount / 4 else amount / 4 end as paid
  from (
    select g, case when g % 5 < 3 then 'credit' else 'debt' end as kind,
      (1000000 * (1 + (7 * g) % 200))::bigint as amount,
      $4::date + ((g - 1)::bigint * $5::int / $3::int)::int as date
    from generate_series($7::int, $8::int) g
  ) r
) s`;

/**
 * Each record's two payments (k = 1, 2) as entries first (source debt_payment) into book $2,
 * three and six days after its date (never after $3, today): a quarter, then the rest of
 * `paid`; in for a credit paid back, out for a debt paid off. Business $1.
 */
export const PAYMENT_ENTRIES_SQL = `insert into entries (id, business_id, cashbook_id, direction,
  amount, date, contact_id, description, source, debt_id, created_by, created_at, updated_at)
select ${uuidOf("':e' || d.id || ':' || k")}, d.business_id, $2::uuid,
  case d.kind when 'credit' then 'in' else 'out' end,
  case k when 1 then d.amount / 4 else d.paid - d.amount / 4 end, least(d.date + 3 * k, $3::date),
  d.contact_id,
  case d.kind when 'credit' then 'Pembayaran piutang: ' else 'Pembayaran utang: ' end || d.description,
  'debt_payment', d.id, d.created_by, least(d.created_at + k * interval '3 days', now()),
  least(d.created_at + k * interval '3 days', now())
from debts d cross join generate_series(1, 2) k
where d.business_id = $1::uuid`;

/** The payment rows of those entries. Business $1. */
export const PAYMENTS_SQL = `insert into debt_payments (id, business_id, debt_id, amount, date,
  cashbook_id, entry_id, created_by, created_at)
select ${uuidOf("':p' || e.id")}, e.business_id, e.debt_id, e.amount, e.date, e.cashbook_id,
  e.id, e.created_by, e.created_at
from entries e where e.business_id = $1::uuid and e.source = 'debt_payment'`;

/**
 * The sums the debts trigger keeps (migration 0022) for businesses $1, set-based: the load runs
 * with the trigger off, as 200,000 updates of a few rows in one transaction would crawl.
 */
export const DEBT_TOTALS_SQL = `insert into debt_totals (business_id, currency, kind, status, amount, paid, debt_count)
select business_id, currency, kind, status, sum(amount), sum(paid), count(*)
from debts where business_id = any($1::uuid[]) group by 1, 2, 3, 4
on conflict (business_id, currency, kind, status) do update
  set amount = excluded.amount, paid = excluded.paid, debt_count = excluded.debt_count`;
