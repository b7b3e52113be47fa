/**
 * The set-based statements ledger-seed.ts loads the ledger figures' books with: entries and
 * transfers from generate_series, the transfers' legs, and what the triggers would have kept.
 */
import { BOOK_SUMS_SQL } from '../../apps/api/src/modules/ledger/invariants';

/**
 * A UUIDv7-shaped id from a row's created_at (as the app's ids.ts makes them), so entries
 * inserted in date order land at the end of the primary key, as they do in a live database.
 */
export function uuidv7Sql(createdAt: string, salt: string): string {
  return `(lpad(to_hex((extract(epoch from ${createdAt}) * 1000)::bigint), 12, '0') || '7'
    || substr(${salt}, 1, 3) || '8' || substr(${salt}, 4, 15))::uuid`;
}

/**
 * Money in and out with no transfer: rows g = $3..$4 of $5, spread evenly over the $7 seconds
 * from midnight of $6 to now in the business's time zone $11 (the date is the local one), in its
 * books ($8, the first ones busier), with its categories ($9 income, $10 expense; 5 %
 * uncategorised); amounts 5,000–5,000,000 log-uniform, slightly more in than out.
 */
export const REGULAR_SQL = `insert into entries (id, business_id, cashbook_id, direction, amount, date,
  category_id, description, reference, source, created_by, created_at, updated_at)
select ${uuidv7Sql('created_at', 'salt')}, $1, book, direction, amount, day, category,
  description, reference, 'manual', $2, created_at, created_at
from (
  select g, salt, direction, local_at::date as day, local_at at time zone $11::text as created_at,
    ($8::uuid[])[least(cardinality($8::uuid[]), 1 + floor(power(r_book, 1.6) * cardinality($8::uuid[]))::int)]
      as book,
    (round(exp(ln(5000) + r_amount * ln(1000)) / 500) * 500)::bigint as amount,
    case when r_text < 0.05 then null
      when direction = 'in' then ($9::uuid[])[1 + floor(power(r_category, 2) * cardinality($9::uuid[]))::int]
      else ($10::uuid[])[1 + floor(power(r_category, 2) * cardinality($10::uuid[]))::int] end as category,
    case when direction = 'in' then (array['Penjualan harian', 'Penjualan grosir',
        'Pembayaran pelanggan', 'Pesanan online', 'Jasa antar', 'Pelunasan nota'])[1 + g % 6]
      else (array['Belanja stok', 'Beli bahan baku', 'Gaji karyawan', 'Bayar listrik',
        'Bensin motor', 'Pulsa & paket data', 'Sewa kios', 'Ongkos kirim', 'Parkir',
        'Plastik kemasan'])[1 + g % 10] end as description,
    case when r_text > 0.8 then 'TRX-' || g end as reference
  from (
    select g, md5(random()::text) as salt, random() as r_book, random() as r_amount,
      random() as r_category, random() as r_text,
      case when random() < 0.52 then 'in' else 'out' end as direction,
      $6::date + ((g - 1)::bigint * $7 / $5) * interval '1 second' as local_at
    from generate_series($3::int, $4::int) g
  ) r
) s`;

/**
 * $3 transfers spread over the $5 seconds from midnight of $4 to now (time zone $8), between the
 * books $6 (always two different ones), 100,000–20,000,000; 3 in 10 pay a fee of 2,500 or 6,500
 * booked to category $7.
 */
export const TRANSFERS_SQL = `insert into transfers (id, business_id, from_cashbook_id, to_cashbook_id,
  amount_sent, amount_received, fee, fee_category_id, date, note, created_by, created_at, updated_at)
select ${uuidv7Sql('created_at', 'salt')}, $1,
  ($6::uuid[])[1 + g % n], ($6::uuid[])[1 + (g % n + 1 + (g / n) % (n - 1)) % n],
  amount, amount, fee, case when fee > 0 then $7::uuid end, local_at::date,
  (array['Setor tunai ke bank', 'Tarik tunai', 'Isi saldo GoPay', 'Pindah dana', 'Kas kecil'])[1 + g % 5],
  $2, created_at, created_at
from (
  select g, n, salt, local_at, local_at at time zone $8::text as created_at, amount, fee
  from (
    select g, cardinality($6::uuid[]) as n, md5(random()::text) as salt,
      $4::date + ((2 * g - 1)::bigint * $5 / (2 * $3)) * interval '1 second' as local_at,
      (round(exp(ln(100000) + random() * ln(200)) / 10000) * 10000)::bigint as amount,
      case when g % 10 < 3 then (array[2500, 6500])[1 + g % 2] else 0 end as fee
    from generate_series(1, $3::int) g
  ) r
) s`;

/** Each transfer's legs, exactly as transfer-legs.ts books them. */
export const TRANSFER_LEGS_SQL = `insert into entries (id, business_id, cashbook_id, direction, amount,
  date, category_id, description, source, transfer_id, transfer_role, created_by, created_at,
  updated_at)
select ${uuidv7Sql('t.created_at', 'md5(t.id::text || l.role)')}, t.business_id,
  case when l.role = 'in' then t.to_cashbook_id else t.from_cashbook_id end,
  case when l.role = 'in' then 'in' else 'out' end,
  case l.role when 'out' then t.amount_sent when 'in' then t.amount_received else t.fee end,
  t.date, case when l.role = 'fee' then t.fee_category_id end, coalesce(t.note, ''), 'transfer',
  t.id, l.role, t.created_by, t.created_at, t.created_at
from transfers t cross join (values ('out'), ('in'), ('fee')) l(role)
where t.business_id = $1 and (l.role <> 'fee' or t.fee > 0)
order by t.date, t.id`;

/** What the trigger would have kept, rebuilt from the entries of the seeded businesses ($1). */
export const REBUILD_SQL = [
  'delete from entry_day_totals where business_id = any($1::uuid[])',
  `insert into entry_day_totals
    (business_id, cashbook_id, day, category_key, class, source, amount, entry_count)
  select business_id, cashbook_id, date,
    coalesce(category_id, '00000000-0000-0000-0000-000000000000'),
    entry_class(direction, transfer_role), source, sum(amount), count(*)
  from entries where business_id = any($1::uuid[])
  group by 1, 2, 3, 4, 5, 6`,
  `update cashbooks b set entries_net = coalesce(n.net, 0), income_sum = coalesce(n.income, 0),
    expense_sum = coalesce(n.expense, 0), transfer_in_sum = coalesce(n.transfer_in, 0),
    transfer_out_sum = coalesce(n.transfer_out, 0), entry_count = coalesce(n.n, 0)
  from cashbooks k left join (${BOOK_SUMS_SQL}) n
    on n.business_id = k.business_id and n.cashbook_id = k.id
  where k.id = b.id and b.business_id = any($1::uuid[])`,
  `update ledger_turnover l set amount =
    coalesce((select sum(abs(c.opening_balance)) from cashbooks c where c.business_id = l.business_id), 0)
    + coalesce((select sum(e.amount) from entries e where e.business_id = l.business_id), 0)
  where l.business_id = any($1::uuid[])`,
];

/**
 * The foreign keys of entries, as written in the catalog. The load drops them and adds them back
 * NOT VALID, then VALIDATEs each: one set-based check per key instead of one lookup per key per
 * row (which on PGlite cost more than the inserts themselves).
 */
export const FOREIGN_KEYS_SQL = `select conname as name, pg_get_constraintdef(oid) as definition
from pg_constraint where conrelid = 'entries'::regclass and contype = 'f' order by conname`;
