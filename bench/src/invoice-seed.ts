/**
 * The invoices the invoice figures read (issue 14): one business with 100,000 invoices of 5
 * lines each over the 2 years ending today, and two small businesses beside it (2,000 each), so
 * that every statement really filters by tenant. Owners, businesses, a cash book and the
 * customers are made by the real API; invoices and lines by generate_series (invoice-seed-sql.ts)
 * in one transaction with the invoices and lines triggers off, then each year's number sequence is set after
 * its numbers and the kept totals and sale days are summed set-based. Then the figures must hold: every
 * invoice's figures are the sums of its lines, a sample of 200 gives exactly the stored figures
 * again through the app's own calculateInvoice, a payment through the API lands, and the ledger's
 * invariants (invoice_paid and invoice_totals included) find nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import { businessToday } from '../../apps/api/src/lib/business-date';
import { invoiceMath, type LineInput } from '../../apps/api/src/lib/invoice-math';
import { figureColumns, lineColumns } from '../../apps/api/src/modules/invoices/invoice-figures';
import { findViolations } from '../../apps/api/src/modules/ledger/invariants';
import {
  BISNIS_SQL,
  INVOICES_SQL,
  LINE_SUMS_SQL,
  LINES_SQL,
  SALE_DAYS_SQL,
  SEQUENCES_SQL,
  TOTALS_SQL,
} from './invoice-seed-sql';
import { spanStart } from './ledger-seed';
import { api, inTransaction, openBusiness } from './seed-session';
import type { BenchDatabase, Running } from './servers';

export type SeededInvoiceBusiness = {
  token: string;
  businessId: string;
  cashbookId: string;
  contactIds: string[];
  invoices: number;
};

export type SeededInvoices = {
  main: SeededInvoiceBusiness;
  others: SeededInvoiceBusiness[];
  loadSeconds: number;
  checkSeconds: number;
};

const YEARS = 2;
const CHUNK = 25_000;
const SMALL_BUSINESS_INVOICES = 2_000;
const CUSTOMERS = [
  'PT Maju Bersama',
  'CV Sinar Jaya',
  'Toko Berkah',
  'UD Sumber Rezeki',
  'Kopi Nusantara',
];
const SAMPLE = 200;
const LINE_FIGURES = ['amount', 'discountAmount', 'invoiceDiscount', 'base', 'tax'] as const;

/** The customers, through the API, in a business opened already. */
async function addCustomers(baseUrl: string, business: Omit<Opened, 'contactIds'>) {
  const contactIds: string[] = [];
  for (const name of CUSTOMERS) {
    const made = (await api(baseUrl, business.token, '/api/v1/contacts/', {
      name,
      kind: 'customer',
    })) as { data: { id: string } };
    contactIds.push(made.data.id);
  }
  return { ...business, contactIds };
}

async function openInvoicing(baseUrl: string, username: string, businessName: string) {
  const { token, userId, businessId, cashbookIds } = await openBusiness(
    baseUrl,
    username,
    businessName,
    [{ name: 'BCA', kind: 'bank', opening_balance: 1_000_000 }],
  );
  return addCustomers(baseUrl, { token, userId, businessId, cashbookId: cashbookIds[0] ?? '' });
}

type Opened = {
  token: string;
  userId: string;
  businessId: string;
  cashbookId: string;
  contactIds: string[];
};

/**
 * `prefix` goes before each username (another group may seed the same database again); `into`
 * puts the main business's invoices in a business opened already (the ledger seed's), with
 * customers added to it.
 */
export type InvoiceSeedOptions = {
  prefix?: string;
  into?: Omit<Opened, 'contactIds'>;
};

/** The stored figures of a sample, recomputed by calculateInvoice: the names of those that differ. */
async function recomputeSample(bench: BenchDatabase, businessId: string): Promise<string[]> {
  const invoices = await bench.database.query<{
    id: string;
    number: string;
    round_total: boolean;
    figures: Record<string, unknown>;
  }>(
    `select id, number, round_total, jsonb_build_object('subtotal', subtotal, 'lineDiscount', line_discount,
       'invoiceDiscount', invoice_discount, 'base', base, 'taxes', taxes, 'tax', tax,
       'rounding', rounding, 'total', total) as figures
     from invoices where business_id = $1 order by md5(id::text) limit ${SAMPLE}`,
    [businessId],
  );
  const wrong: string[] = [];
  for (const invoice of invoices) {
    const lines = await bench.database.query<
      LineInput & Record<(typeof LINE_FIGURES)[number], number>
    >(
      `select null as product_id, description, quantity::int, unit, unit_price::int, null as discount,
         tax_rate, null as tax_base, amount::int, discount_amount::int as "discountAmount",
         invoice_discount::int as "invoiceDiscount", base::int, tax::int
       from invoice_lines where business_id = $1 and invoice_id = $2 order by position`,
      [businessId, invoice.id],
    );
    const math = invoiceMath({
      currency: 'IDR',
      prices_include_tax: false,
      lines,
      discount: null,
      charge: 0,
      round_total: invoice.round_total,
    });
    const pick = (line: Record<(typeof LINE_FIGURES)[number], number>) =>
      LINE_FIGURES.map((key) => line[key]);
    const figures = Object.fromEntries(
      Object.entries(invoice.figures).map(([key, value]) => [
        key,
        key === 'taxes' ? value : Number(value),
      ]),
    );
    const storedLines = lines.map(pick);
    const expectedLines = lineColumns(lines, math).map(pick);
    if (
      !isDeepStrictEqual(figures, figureColumns(math)) ||
      !isDeepStrictEqual(storedLines, expectedLines)
    ) {
      wrong.push(invoice.number);
    }
  }
  return wrong;
}

/**
 * Seeds the three businesses through the running `app` (nothing else may write
 * meanwhile), `total` invoices in the main one.
 */
export async function seedInvoices(
  bench: BenchDatabase,
  app: Running,
  total: number,
  log: (line: string) => void,
  { prefix = '', into }: InvoiceSeedOptions = {},
): Promise<SeededInvoices> {
  const started = performance.now();
  const baseUrl = app.url;
  const main = into
    ? await addCustomers(baseUrl, into)
    : await openInvoicing(baseUrl, `${prefix}invoice_owner`, 'Toko Seratus Ribu Faktur');
  const others = [
    await openInvoicing(baseUrl, `${prefix}faktur_satu`, 'Warung Faktur Satu'),
    await openInvoicing(baseUrl, `${prefix}faktur_dua`, 'Warung Faktur Dua'),
  ];
  const today = businessToday(new Date(), 'Asia/Jakarta');
  const start = spanStart(today, YEARS);
  const days = Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000);
  const fill = async (
    query: (text: string, params?: unknown[]) => Promise<unknown[]>,
    business: Opened,
    count: number,
  ) => {
    const names = (await query(
      'select name from contacts where business_id = $1 and id = any($2::uuid[]) order by array_position($2::uuid[], id)',
      [business.businessId, business.contactIds],
    )) as Array<{ name: string }>;
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      const chunkStarted = performance.now();
      await query(INVOICES_SQL, [
        business.businessId,
        business.userId,
        from,
        to,
        count,
        start,
        business.contactIds,
        names.map((row) => row.name),
        days,
      ]);
      await query(LINES_SQL, [business.businessId, from, to]);
      if (count > CHUNK)
        log(
          `    invoices ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} with their lines: ${((performance.now() - chunkStarted) / 1000).toFixed(1)} s`,
        );
    }
    await query(SEQUENCES_SQL, [business.businessId]);
    await query(TOTALS_SQL, [business.businessId]);
    // Statistics of the rows just loaded first: without them the planner takes the new lines for a
    // handful and joins them to the invoices by a nested loop.
    await query('analyze invoices, invoice_lines');
    for (const statement of SALE_DAYS_SQL) await query(statement, [business.businessId]);
  };
  await inTransaction(bench, async (query) => {
    // A business with thousands of invoices a month pays for Bisnis, which does not limit them.
    for (const business of [main, ...others]) await query(BISNIS_SQL, [business.businessId]);
    await query('alter table invoices disable trigger user');
    await query('alter table invoice_lines disable trigger user');
    await fill(query, main, total);
    for (const other of others) await fill(query, other, SMALL_BUSINESS_INVOICES);
    await query('alter table invoices enable trigger user');
    await query('alter table invoice_lines enable trigger user');
  });
  await bench.database.query('vacuum analyze');
  const loadSeconds = (performance.now() - started) / 1000;

  const checked = performance.now();
  const ids = [main, ...others].map((business) => business.businessId);
  const unsummed = await bench.database.query(LINE_SUMS_SQL, [ids]);
  if (unsummed.length > 0)
    throw new Error(
      `invoices whose figures are not their lines' sums: ${JSON.stringify(unsummed)}`,
    );
  const recomputed = await recomputeSample(bench, main.businessId);
  if (recomputed.length > 0)
    throw new Error(`calculateInvoice gives other figures for ${recomputed.join(', ')}`);
  // A payment through the API on the newest sent invoice: the seeded rows take real writes.
  const [newest] = await bench.database.query<{ id: string; total: string }>(
    `select id, total::text from invoices where business_id = $1 and status = 'sent' order by issue_date desc, id desc limit 1`,
    [main.businessId],
  );
  if (!newest) throw new Error('no sent invoice was seeded');
  // Through inject: the seed's sockets to the app may have gone stale while the rows loaded.
  const paid = await app.app.inject({
    method: 'POST',
    url: `/api/v1/invoices/${newest.id}/payments/`,
    headers: { authorization: `Bearer ${main.token}` },
    payload: {
      amount: Number(newest.total) / 2,
      date: today,
      cashbook_id: main.cashbookId,
      method: 'transfer',
    },
  });
  if (paid.statusCode !== 201)
    throw new Error(`a payment on a seeded invoice: HTTP ${paid.statusCode} ${paid.body}`);
  const violations = await findViolations(bench.database);
  if (violations.length > 0)
    throw new Error(`the seeded books are wrong: ${JSON.stringify(violations).slice(0, 2000)}`);
  const counted = (business: Opened, invoices: number): SeededInvoiceBusiness => ({
    token: business.token,
    businessId: business.businessId,
    cashbookId: business.cashbookId,
    contactIds: business.contactIds,
    invoices,
  });
  return {
    main: counted(main, total),
    others: others.map((other) => counted(other, SMALL_BUSINESS_INVOICES)),
    loadSeconds,
    checkSeconds: (performance.now() - checked) / 1000,
  };
}
