/**
 * The debts and credits the debt figures read (issue 15): one business with 200,000 records and
 * 400,000 payments over 5,000 contacts in the 2 years ending today, and two small businesses
 * beside it (2,000 records over 100 contacts each), so that every statement really filters by
 * tenant. Owners, businesses and the cash book are made by the real API; contacts, records,
 * the payments' entries and the payments by generate_series (debt-seed-sql.ts) in one
 * transaction, the entries loaded as entries-load.ts loads them and the debts with their trigger
 * off, their kept totals summed set-based after. Then the books must hold: the
 * ledger invariants (debts' paid against their payments and entries included) find nothing, and
 * a payment through the API lands on a seeded record.
 */
import { businessToday } from '../../apps/api/src/lib/business-date';
import { findViolations } from '../../apps/api/src/modules/ledger/invariants';
import { DEBT_TOTALS_SQL, DEBTS_SQL, PAYMENT_ENTRIES_SQL, PAYMENTS_SQL } from './debt-seed-sql';
import { CONTACTS_SQL } from './directory-seed';
import { loadEntries } from './entries-load';
import { spanStart } from './ledger-seed';
import { inTransaction, openBusiness, type Query, seconds } from './seed-session';
import type { BenchDatabase, Running } from './servers';

export type SeededDebtBusiness = {
  token: string;
  businessId: string;
  cashbookId: string;
  contacts: number;
  debts: number;
};

export type SeededDebts = {
  main: SeededDebtBusiness;
  others: SeededDebtBusiness[];
  loadSeconds: number;
  checkSeconds: number;
};

const YEARS = 2;
const CHUNK = 50_000;
const SMALL = { contacts: 100, debts: 2_000 };

type Opened = Awaited<ReturnType<typeof openBusiness>> & { contacts: number; debts: number };

async function fill(query: Query, business: Opened, today: string, log: (line: string) => void) {
  const start = spanStart(today, YEARS);
  const days = Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000);
  const started = performance.now();
  await query(CONTACTS_SQL, [business.businessId, business.userId, business.contacts]);
  const contactIds = (
    (await query('select id from contacts where business_id = $1 order by id', [
      business.businessId,
    ])) as Array<{ id: string }>
  ).map((row) => row.id);
  for (let from = 1; from <= business.debts; from += CHUNK) {
    const to = Math.min(business.debts, from + CHUNK - 1);
    await query(DEBTS_SQL, [
      business.businessId,
      business.userId,
      business.debts,
      start,
      days,
      contactIds,
      from,
      to,
    ]);
  }
  const book = business.cashbookIds[0];
  await query(PAYMENT_ENTRIES_SQL, [business.businessId, book, today]);
  await query(PAYMENTS_SQL, [business.businessId]);
  if (business.debts > SMALL.debts) {
    log(
      `    ${business.contacts.toLocaleString('en-US')} contacts, ${business.debts.toLocaleString('en-US')} records, ${(2 * business.debts).toLocaleString('en-US')} payments: ${seconds(started)} s`,
    );
  }
}

/** Seeds the three businesses through the running `app` (nothing else may write meanwhile). */
export async function seedDebts(
  bench: BenchDatabase,
  app: Running,
  sizes: { contacts: number; debts: number },
  log: (line: string) => void,
): Promise<SeededDebts> {
  const started = performance.now();
  const book = [{ name: 'Kas Warung', kind: 'cash', opening_balance: 0 }];
  const open = async (username: string, name: string, size: typeof sizes) => ({
    ...(await openBusiness(app.url, username, name, book)),
    ...size,
  });
  const main = await open('debt_owner', 'Toko Dua Ratus Ribu Kasbon', sizes);
  const others = [
    await open('kasbon_satu', 'Warung Kasbon Satu', SMALL),
    await open('kasbon_dua', 'Warung Kasbon Dua', SMALL),
  ];
  const today = businessToday(new Date(), 'Asia/Jakarta');
  const all = [main, ...others];
  const ids = all.map((business) => business.businessId);
  await inTransaction(bench, async (query) => {
    await query('alter table debts disable trigger user');
    await loadEntries(query, ids, log, async () => {
      for (const business of all) await fill(query, business, today, log);
    });
    await query(DEBT_TOTALS_SQL, [ids]);
    await query('alter table debts enable trigger user');
  });
  await bench.database.query('vacuum analyze');
  const loadSeconds = (performance.now() - started) / 1000;

  const checked = performance.now();
  const violations = await findViolations(bench.database);
  if (violations.length > 0)
    throw new Error(`the seeded books are wrong: ${JSON.stringify(violations).slice(0, 2000)}`);
  // A payment through the API on the newest open record: the seeded rows take real writes.
  const [newest] = await bench.database.query<{ id: string }>(
    `select id from debts where business_id = $1 and status = 'open' order by date desc, id desc limit 1`,
    [main.businessId],
  );
  if (!newest) throw new Error('no open record was seeded');
  const paid = await app.app.inject({
    method: 'POST',
    url: `/api/v1/debts/${newest.id}/payments/`,
    headers: { authorization: `Bearer ${main.token}` },
    payload: { amount: 100, date: today, cashbook_id: main.cashbookIds[0] },
  });
  if (paid.statusCode !== 201)
    throw new Error(`a payment on a seeded record: HTTP ${paid.statusCode} ${paid.body}`);
  const seeded = (business: Opened): SeededDebtBusiness => ({
    token: business.token,
    businessId: business.businessId,
    cashbookId: business.cashbookIds[0] ?? '',
    contacts: business.contacts,
    debts: business.debts,
  });
  return {
    main: seeded(main),
    others: others.map(seeded),
    loadSeconds,
    checkSeconds: (performance.now() - checked) / 1000,
  };
}
