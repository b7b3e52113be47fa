/**
 * The books the ledger figures read (issue 3): one business with 5 cash books and 1,000,000
 * entries over the 3 years ending today, about 5 % of them the legs of real transfers (transfers
 * rows, out and in legs, a fee leg on 3 transfers in 10), and two small businesses beside it
 * (a few thousand entries each) so that every statement really filters by tenant.
 *
 * Owners, businesses, memberships, categories and cash books are made by the real API. Entries
 * and transfers are made by a few `insert … select … from generate_series` statements in one
 * transaction, loaded as entries-load.ts loads them (triggers off, keys dropped, what the
 * triggers keep rebuilt set-based, keys validated).
 * `vacuum analyze` leaves the tables as autovacuum would, and the app's own findViolations must
 * find nothing.
 */
import { businessToday } from '../../apps/api/src/lib/business-date';
import { findViolations } from '../../apps/api/src/modules/ledger/invariants';
import { loadEntries } from './entries-load';
import { REGULAR_SQL, TRANSFER_LEGS_SQL, TRANSFERS_SQL } from './ledger-seed-sql';
import { inTransaction, openBusiness, type Query, seconds } from './seed-session';
import type { BenchDatabase } from './servers';

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

/** PostgreSQL's setseed() value for a seed with this prefix: 0.3 for the ledger's own. */
function randomSeedOf(prefix: string): number {
  let hash = 0;
  for (const char of prefix) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return prefix ? hash / 997 : 0.3;
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
  /** Before each username, so that another group can seed the same database again. */
  prefix = '',
): Promise<SeededLedger> {
  const started = performance.now();
  const main = await openBusiness(
    baseUrl,
    `${prefix}ledger_owner`,
    'Toko Sejuta Baris',
    MAIN_BOOKS,
  );
  const others = [
    await openBusiness(baseUrl, `${prefix}tetangga_satu`, 'Warung Tetangga Satu', SMALL_BOOKS),
    await openBusiness(baseUrl, `${prefix}tetangga_dua`, 'Warung Tetangga Dua', SMALL_BOOKS),
  ];
  const span = await timeline(bench, main.businessId);
  const plan = transferPlan(total, TRANSFER_LEG_SHARE);
  const small = {
    regular: SMALL_BUSINESS_ENTRIES - 2 * SMALL_BUSINESS_TRANSFERS,
    transfers: SMALL_BUSINESS_TRANSFERS,
  };
  const ids = [main, ...others].map((business) => business.businessId);
  const filled = await inTransaction(bench, async (query) => {
    // The same rows in every run; another prefix (another group seeding the same database) draws
    // others, so that ids made from the same days and salts do not meet.
    await query('select setseed($1)', [randomSeedOf(prefix)]);
    return loadEntries(query, ids, log, async () => {
      const mainCounts = await fillBusiness(query, main, plan, span, log);
      const otherCounts = [];
      for (const other of others)
        otherCounts.push(await fillBusiness(query, other, small, span, log));
      return { mainCounts, otherCounts };
    });
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
