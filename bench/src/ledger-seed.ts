/**
 * The books the ledger figures read (issue 3): one business with 5 cash books and 1,000,000
 * entries over the 3 years ending today, about 5 % of them the legs of real transfers (transfers
 * rows, out and in legs, a fee leg on 3 transfers in 10), and two small businesses beside it
 * (a few thousand entries each) so that every statement really filters by tenant.
 *
 * Owners, businesses, memberships, categories and cash books are made by the real API. Entries
 * and transfers are made by a few `insert … select … from generate_series` statements in one
 * transaction with the entries triggers disabled (a million per-row trigger calls would take
 * minutes) and the entries foreign keys dropped (a million per-row lookups per key too); the same
 * transaction then rebuilds `entry_day_totals`, the books' kept net and sums (`cashbooks.entries_net`,
 * `income_sum` … `entry_count`, from the invariants' own BOOK_SUMS_SQL) and `ledger_turnover`
 * set-based from the entries, adds the foreign keys back and VALIDATEs them, and re-enables the
 * triggers.
 * `vacuum analyze` leaves the tables as autovacuum would, and the app's own findViolations must
 * find nothing.
 */
import pg from 'pg';
import { businessToday } from '../../apps/api/src/lib/business-date';
import { BOOK_SUMS_SQL, findViolations } from '../../apps/api/src/modules/ledger/invariants';
import { type BenchDatabase, claimsOf, registerUser } from './servers';

export type SeededBusiness = {
  token: string;
  userId: string;
  businessId: string;
  cashbookIds: string[];
  entries: number;
  transfers: number;
};

export type SeededLedger = {
  main: SeededBusiness;
  others: SeededBusiness[];
  /** The business date the entries end on (the API's default date for the balance). */
  today: string;
  loadSeconds: number;
  checkSeconds: number;
};

type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

const YEARS = 3;
/** Share of the main business's entries that are transfer legs. */
const TRANSFER_LEG_SHARE = 0.05;
/** Rows per insert statement: progress to print, and no one statement too big. */
const CHUNK = 250_000;
const SMALL_BUSINESS_ENTRIES = 3_000;
const SMALL_BUSINESS_TRANSFERS = 100;

const MAIN_BOOKS = [
  { name: 'Kas toko', kind: 'cash', opening_balance: 2_500_000 },
  { name: 'BCA', kind: 'bank', opening_balance: 15_000_000 },
  { name: 'Mandiri', kind: 'bank', opening_balance: 7_500_000 },
  { name: 'GoPay', kind: 'ewallet', opening_balance: 500_000 },
  { name: 'Kas kecil', kind: 'other', opening_balance: 250_000 },
];
const SMALL_BOOKS = MAIN_BOOKS.slice(0, 2);

/** Transfers with a fee: g % 10 < 3, as TRANSFERS_SQL books them. */
function feeCount(transfers: number): number {
  let count = 0;
  for (let g = 1; g <= transfers; g++) if (g % 10 < 3) count++;
  return count;
}

/** How many transfers give `share` of `total` entries as legs (2 legs, 3 with a fee). */
export function transferPlan(total: number, share: number) {
  const transfers = Math.round((total * share) / 2.3);
  const legs = 2 * transfers + feeCount(transfers);
  return { transfers, legs, regular: total - legs };
}

/** The first day of the span of `years` years that ends on `today` (both YYYY-MM-DD). */
export function spanStart(today: string, years: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - years, month - 1, day + 1)).toISOString().slice(0, 10);
}

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
const REGULAR_SQL = `insert into entries (id, business_id, cashbook_id, direction, amount, date,
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
const TRANSFERS_SQL = `insert into transfers (id, business_id, from_cashbook_id, to_cashbook_id,
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
const TRANSFER_LEGS_SQL = `insert into entries (id, business_id, cashbook_id, direction, amount,
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
const REBUILD_SQL = [
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
const FOREIGN_KEYS_SQL = `select conname as name, pg_get_constraintdef(oid) as definition
from pg_constraint where conrelid = 'entries'::regclass and contype = 'f' order by conname`;

async function api(baseUrl: string, token: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** An owner, their business (with its default categories) and cash books, all through the API. */
async function openBusiness(
  baseUrl: string,
  username: string,
  businessName: string,
  books: typeof MAIN_BOOKS,
) {
  const token = await registerUser(baseUrl, { username, businessName });
  const claims = claimsOf(token);
  if (!claims.bid) throw new Error(`register ${username}: the token names no business`);
  const cashbookIds: string[] = [];
  for (const book of books) {
    const created = (await api(baseUrl, token, '/api/v1/cashbooks/', book)) as {
      data: { id: string };
    };
    cashbookIds.push(created.data.id);
  }
  return { token, userId: claims.sub, businessId: claims.bid, cashbookIds };
}

/** One session for the whole load: its own client on PostgreSQL, the one connection on PGlite. */
async function inTransaction<T>(bench: BenchDatabase, body: (query: Query) => Promise<T>) {
  let query: Query = (text, params) => bench.database.query(text, params);
  let end = async () => {};
  if (bench.url) {
    const client = new pg.Client({ connectionString: bench.url });
    await client.connect();
    query = async (text, params) => (await client.query(text, params)).rows;
    end = () => client.end();
  }
  try {
    await query('begin');
    try {
      const result = await body(query);
      await query('commit');
      return result;
    } catch (error) {
      await query('rollback');
      throw error;
    }
  } finally {
    await end();
  }
}

async function fillBusiness(
  query: Query,
  business: Omit<SeededBusiness, 'entries' | 'transfers'>,
  plan: { regular: number; transfers: number },
  span: Span,
  log: (line: string) => void,
): Promise<{ entries: number; transfers: number }> {
  // Sales and stock purchases first: REGULAR_SQL picks the first categories most often.
  const categories = (await query(
    `select id, kind, name from categories where business_id = $1 and archived_at is null
     order by array_position($2::text[], name) nulls last, name`,
    [business.businessId, ['Penjualan', 'Sales', 'Pembelian stok', 'Stock purchases']],
  )) as Array<{ id: string; kind: string; name: string }>;
  const income = categories.filter((c) => c.kind === 'income').map((c) => c.id);
  const expense = categories.filter((c) => c.kind === 'expense');
  const fee = expense.find((c) => c.name === 'Biaya bank' || c.name === 'Bank fees') ?? expense[0];
  if (income.length === 0 || !fee) throw new Error('the business has no default categories');
  let entries = 0;
  for (let from = 1; from <= plan.regular; from += CHUNK) {
    const to = Math.min(plan.regular, from + CHUNK - 1);
    const started = performance.now();
    await query(REGULAR_SQL, [
      business.businessId,
      business.userId,
      from,
      to,
      plan.regular,
      span.start,
      span.seconds,
      business.cashbookIds,
      income,
      expense.map((c) => c.id),
      span.timezone,
    ]);
    entries += to - from + 1;
    if (plan.regular > CHUNK) {
      log(
        `    entries ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')}: ${seconds(started)} s`,
      );
    }
  }
  const started = performance.now();
  await query(TRANSFERS_SQL, [
    business.businessId,
    business.userId,
    plan.transfers,
    span.start,
    span.seconds,
    business.cashbookIds,
    fee.id,
    span.timezone,
  ]);
  const [legs] = (await query(
    `with inserted as (${TRANSFER_LEGS_SQL} returning 1) select count(*)::int as n from inserted`,
    [business.businessId],
  )) as Array<{ n: number }>;
  entries += legs?.n ?? 0;
  if (plan.regular > CHUNK) {
    log(
      `    ${plan.transfers.toLocaleString('en-US')} transfers, ${legs?.n} legs: ${seconds(started)} s`,
    );
  }
  return { entries, transfers: plan.transfers };
}

/** From midnight YEARS years ago (plus a day) to now, in the business's time zone. */
type Span = { today: string; start: string; seconds: number; timezone: string };

async function timeline(bench: BenchDatabase, businessId: string): Promise<Span> {
  const [business] = await bench.database.query<{ timezone: string }>(
    'select timezone from businesses where id = $1',
    [businessId],
  );
  const timezone = business?.timezone ?? 'Asia/Jakarta';
  const today = businessToday(new Date(), timezone);
  const start = spanStart(today, YEARS);
  const [span] = await bench.database.query<{ seconds: string | number }>(
    `select extract(epoch from (now() at time zone $1) - $2::date::timestamp)::bigint as seconds`,
    [timezone, start],
  );
  return { today, start, seconds: Number(span?.seconds), timezone };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/**
 * Seeds the three businesses through the app listening at `baseUrl` (nothing else may write
 * meanwhile: the entries triggers are off inside the load's transaction).
 */
export async function seedLedger(
  bench: BenchDatabase,
  baseUrl: string,
  total: number,
  log: (line: string) => void,
): Promise<SeededLedger> {
  const started = performance.now();
  const main = await openBusiness(baseUrl, 'ledger_owner', 'Toko Sejuta Baris', MAIN_BOOKS);
  const others = [
    await openBusiness(baseUrl, 'tetangga_satu', 'Warung Tetangga Satu', SMALL_BOOKS),
    await openBusiness(baseUrl, 'tetangga_dua', 'Warung Tetangga Dua', SMALL_BOOKS),
  ];
  const span = await timeline(bench, main.businessId);
  const plan = transferPlan(total, TRANSFER_LEG_SHARE);
  const small = {
    regular: SMALL_BUSINESS_ENTRIES - 2 * SMALL_BUSINESS_TRANSFERS,
    transfers: SMALL_BUSINESS_TRANSFERS,
  };
  const ids = [main, ...others].map((business) => business.businessId);
  const filled = await inTransaction(bench, async (query) => {
    await query('select setseed(0.3)');
    await query('alter table entries disable trigger user');
    const foreignKeys = (await query(FOREIGN_KEYS_SQL)) as Array<{
      name: string;
      definition: string;
    }>;
    for (const key of foreignKeys) await query(`alter table entries drop constraint "${key.name}"`);
    const mainCounts = await fillBusiness(query, main, plan, span, log);
    const otherCounts = [];
    for (const other of others)
      otherCounts.push(await fillBusiness(query, other, small, span, log));
    const rebuilt = performance.now();
    for (const statement of REBUILD_SQL) await query(statement, [ids]);
    log(`    day totals and book sums rebuilt: ${seconds(rebuilt)} s`);
    const validated = performance.now();
    for (const key of foreignKeys) {
      await query(`alter table entries add constraint "${key.name}" ${key.definition} not valid`);
      await query(`alter table entries validate constraint "${key.name}"`);
    }
    log(`    ${foreignKeys.length} foreign keys of entries validated: ${seconds(validated)} s`);
    await query('alter table entries enable trigger user');
    return { mainCounts, otherCounts };
  });
  const vacuumed = performance.now();
  await bench.database.query('vacuum analyze');
  log(`    vacuum analyze: ${seconds(vacuumed)} s`);
  const loadSeconds = (performance.now() - started) / 1000;

  const checked = performance.now();
  const violations = await findViolations(bench.database);
  if (violations.length > 0) {
    throw new Error(`the seeded books are wrong: ${JSON.stringify(violations).slice(0, 2000)}`);
  }
  return {
    main: { ...main, ...filled.mainCounts },
    others: others.map((other, index) => ({
      ...other,
      ...(filled.otherCounts[index] ?? { entries: 0, transfers: 0 }),
    })),
    today: span.today,
    loadSeconds,
    checkSeconds: (performance.now() - checked) / 1000,
  };
}
