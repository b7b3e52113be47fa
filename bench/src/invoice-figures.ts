/**
 * The invoice figures of issue 14, on one engine, against the real app on 100,000 seeded invoices
 * of 5 lines each (invoice-seed.ts):
 *   - the seed's own time;
 *   - SQL statements per POST /api/v1/invoices/ with 20 lines and an Idempotency-Key, counted at
 *     the driver (at most 15);
 *   - EXPLAIN ANALYZE of the list's page statement for page 1 and a deep page: a keyset page reads
 *     the index in order (a Sort node means every page first sorts the whole filter);
 *   - the list's page 1 against a bare Fastify handler running the same statements (≥ 0.75×);
 *   - the list's page 1 against a deep page by cursor, one request at a time: page 1 also reads
 *     the filter's totals, and may take at most 2× the deep page's time per request.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseKind } from '../../apps/api/src/db/client';
import { type DateKey, dateKeyset } from '../../apps/api/src/db/keyset';
import { businessToday } from '../../apps/api/src/lib/business-date';
import { invoicePageSql, invoiceTotalsSql } from '../../apps/api/src/modules/invoices/invoices.sql';
import { startBareInvoices } from './bare-invoices';
import { type SeededInvoices, seedInvoices } from './invoice-seed';
import { ENGINE_NAMES, type LedgerRun } from './ledger-figures';
import { figureGroup, keysetPlanRow, seedRow, versusBare, versusDeepPage } from './list-figures';
import { describePlan, explainPage } from './page-plan';
import { comparisonRow, type Row, ratioTarget, timeRatioRow } from './report';
import type { BenchDatabase } from './servers';
import { countStatements } from './statement-count';

const SEED_LIMIT_SECONDS = 120;
const STATEMENT_LIMIT = 15;
const DEEP_PAGE_LIMIT = 2;
const BARE_LIST_TARGET = 0.75;
const PAGE_SIZE = 50;
/** Page 1001 of 50: the rows after row 50,000, half-way through the main business. */
const DEEP_ROW = 50_000;
const DEEP_PAGE = DEEP_ROW / PAGE_SIZE + 1;
const CREATE_LINES = 20;

export const INVOICE_NOTES = [
  '⁵ time per request, one request at a time; page 1 also reads the totals of the filter, ' +
    'deeper pages do not.',
];

function figureNames(kind: string, invoices: number) {
  return {
    seed: `invoice seed, ${invoices.toLocaleString('en-US')} × 5 lines (${kind})`,
    statements: `SQL statements per POST /api/v1/invoices/, ${CREATE_LINES} lines (${kind})`,
    plan: `invoice list statement, EXPLAIN ANALYZE (${kind})`,
    bare: `GET /api/v1/invoices/ vs bare, same SQL (${kind})`,
    deep: `invoices page 1 vs page ${DEEP_PAGE}⁵ (${kind})`,
  };
}

const TARGETS = {
  seed: `≤ ${SEED_LIMIT_SECONDS} s`,
  statements: `≤ ${STATEMENT_LIMIT}`,
  plan: 'keyset: no Sort',
  bare: ratioTarget(BARE_LIST_TARGET),
  deep: `page 1 ≤ ${DEEP_PAGE_LIMIT}× page ${DEEP_PAGE}`,
};

async function cursorAt(bench: BenchDatabase, businessId: string, row: number): Promise<DateKey> {
  const [found] = await bench.database.query<DateKey>(
    `select issue_date::text as date, id from invoices where business_id = $1
     order by issue_date desc, id desc offset $2 limit 1`,
    [businessId, row - 1],
  );
  if (!found) throw new Error(`the invoice list has fewer than ${row} rows`);
  return found;
}

/** Statements of three creates of 20 lines in a row (the first warms the caches): the most. */
async function statementsPerCreate(run: LedgerRun, seeded: SeededInvoices) {
  const { main } = seeded;
  const lines = Array.from({ length: CREATE_LINES }, (_, index) => ({
    description: `Barang ${index + 1}`,
    quantity: 1000 + index * 500,
    unit: 'pcs',
    unit_price: 15_000_00 + index * 1_000_00,
    tax_rate: 1100,
  }));
  const counts: number[] = [];
  for (let round = 0; round < 3; round++) {
    counts.push(
      await countStatements(run.bench.database, async () => {
        const response = await run.app.app.inject({
          method: 'POST',
          url: '/api/v1/invoices/',
          headers: { authorization: `Bearer ${main.token}`, 'idempotency-key': randomUUID() },
          payload: { contact_id: main.contactIds[round % main.contactIds.length], lines },
        });
        if (response.statusCode !== 201) {
          throw new Error(`POST /api/v1/invoices/: HTTP ${response.statusCode} ${response.body}`);
        }
      }),
    );
  }
  run.log(`  statements of three creates: ${counts.join(', ')}`);
  const worst = Math.max(...counts.slice(1));
  return { app: String(worst), result: worst <= STATEMENT_LIMIT ? 'PASS' : 'MISS' } as const;
}

/**
 * The invoice figures of one engine: `measure` seeds its database and pushes each row as it is
 * measured; `unmeasured` gives the rows not pushed (after a crash, or all without the engine).
 */
export function invoiceFigures(engine: DatabaseKind, invoices: number, push: (row: Row) => void) {
  const kind = ENGINE_NAMES[engine];
  const names = figureNames(kind, invoices);
  const { add, unmeasured } = figureGroup(names, TARGETS, push);

  async function measure(run: LedgerRun) {
    const { app, log, track } = run;
    log(`• Invoice seed (${kind}): 3 businesses through the API, then invoices by generate_series`);
    const started = performance.now();
    const seeded = await seedInvoices(run.bench, app, invoices, log);
    const total = (performance.now() - started) / 1000;
    const { main } = seeded;
    log(
      `  ${main.invoices.toLocaleString('en-US')} invoices of 5 lines, and ` +
        `${seeded.others.map((other) => other.invoices.toLocaleString('en-US')).join(' + ')} in two ` +
        `other businesses; lines sum, calculateInvoice agrees, findViolations: [] ` +
        `(${total.toFixed(1)} s: load ${seeded.loadSeconds.toFixed(1)} s, check ${seeded.checkSeconds.toFixed(1)} s)`,
    );
    add('seed', seedRow(seeded, total, SEED_LIMIT_SECONDS));

    log(`• SQL statements per POST /api/v1/invoices/ with ${CREATE_LINES} lines (${kind})`);
    add('statements', { ...(await statementsPerCreate(run, seeded)), bare: '', ratio: '' });

    const deepCursor = await cursorAt(run.bench, main.businessId, DEEP_ROW);
    log(`• The list's page statement (invoicePageSql), EXPLAIN ANALYZE (${kind})`);
    const today = businessToday(new Date(), 'Asia/Jakarta');
    const page = (cursor: DateKey | null) =>
      invoicePageSql(main.businessId, {}, today, cursor, PAGE_SIZE);
    const pages = [
      ['page 1', page(null)],
      [`page ${DEEP_PAGE}`, page(deepCursor)],
    ] as const;
    const plan = await keysetPlanRow(run.bench.database, pages, log);
    const totals = await explainPage(
      run.bench.database,
      invoiceTotalsSql(main.businessId, {}, today),
    );
    log(`  the totals of page 1 (invoiceTotalsSql): ${describePlan(totals)}`);
    add('plan', plan);

    const headers = { authorization: `Bearer ${main.token}` };
    const list = (query: string) => `${app.url}/api/v1/invoices/?limit=${PAGE_SIZE}${query}`;
    const bare = await track(startBareInvoices(run.bench.database, main.token, PAGE_SIZE, 'warn'));
    const what = `GET /api/v1/invoices/?limit=${PAGE_SIZE} (${kind})`;
    const first = { url: list(''), headers };
    add(
      'bare',
      comparisonRow(names.bare, await versusBare(run, what, first, bare.url), BARE_LIST_TARGET),
    );
    const deepUrl = list(`&cursor=${dateKeyset.encode(deepCursor)}`);
    const deep = { url: deepUrl, label: `page ${DEEP_PAGE}`, size: PAGE_SIZE };
    const [pageOne, deepPage] = await versusDeepPage(run, what, first, deep);
    add('deep', timeRatioRow(names.deep, pageOne, deepPage, DEEP_PAGE_LIMIT));
  }

  return { measure, unmeasured };
}
