/**
 * The debt figures of issue 15, on one engine, against the real app on 200,000 records and
 * 400,000 payments over 5,000 contacts (debt-seed.ts):
 *   - the seed's own time;
 *   - EXPLAIN ANALYZE of the list's page statement for page 1 and a deep page: a keyset page reads
 *     the index in order (a Sort node means every page first sorts the whole filter);
 *   - the list and the summary (debts/summary/), page 1 against a bare Fastify handler running
 *     the same statements (≥ 0.75×), and against a deep page by cursor, one request at a time
 *     (page 1 also reads the totals, and may take at most 2× the deep page's time);
 *   - SQL statements per GET /api/v1/contacts/{id}/position/, counted at the driver (at most 3).
 */
import type { DatabaseKind } from '../../apps/api/src/db/client';
import { type DateKey, dateKeyset } from '../../apps/api/src/db/keyset';
import { businessToday } from '../../apps/api/src/lib/business-date';
import { debtPageSql } from '../../apps/api/src/modules/debts/debts.sql';
import { startBareDebtSummary, startBareDebts } from './bare-debts';
import { type SeededDebts, seedDebts } from './debt-seed';
import { getJson } from './figure-helpers';
import { ENGINE_NAMES, type LedgerRun } from './ledger-figures';
import { figureGroup, keysetPlanRow, seedRow, versusBare, versusDeepPage } from './list-figures';
import { comparisonRow, type Row, ratioTarget, timeRatioRow } from './report';
import type { BenchDatabase } from './servers';
import { countStatements } from './statement-count';

const SEED_LIMIT_SECONDS = 120;
const STATEMENT_LIMIT = 3;
const DEEP_PAGE_LIMIT = 2;
const BARE_TARGET = 0.75;
const PAGE_SIZE = 50;
/** Page 1001 of the list: the rows after row 50,000. */
const DEEP_ROW = 50_000;
const DEEP_PAGE = DEEP_ROW / PAGE_SIZE + 1;
/** Page 51 of the summary: the contacts after the 2,500th. */
const DEEP_SUMMARY_PAGE = 51;

function figureNames(kind: string, debts: number) {
  return {
    seed: `debt seed, ${debts.toLocaleString('en-US')} + ${(2 * debts).toLocaleString('en-US')} payments (${kind})`,
    plan: `debt list statement, EXPLAIN ANALYZE (${kind})`,
    bare: `GET /api/v1/debts/ vs bare, same SQL (${kind})`,
    deep: `debts page 1 vs page ${DEEP_PAGE}⁵ (${kind})`,
    summaryBare: `GET /api/v1/debts/summary/ vs bare, same SQL (${kind})`,
    summaryDeep: `debt summary page 1 vs page ${DEEP_SUMMARY_PAGE}⁵ (${kind})`,
    position: `SQL statements per GET …/contacts/{id}/position/ (${kind})`,
  };
}

const TARGETS = {
  seed: `≤ ${SEED_LIMIT_SECONDS} s`,
  plan: 'keyset: no Sort',
  bare: ratioTarget(BARE_TARGET),
  deep: `page 1 ≤ ${DEEP_PAGE_LIMIT}× page ${DEEP_PAGE}`,
  summaryBare: ratioTarget(BARE_TARGET),
  summaryDeep: `page 1 ≤ ${DEEP_PAGE_LIMIT}× page ${DEEP_SUMMARY_PAGE}`,
  position: `≤ ${STATEMENT_LIMIT}`,
};

async function cursorAt(bench: BenchDatabase, businessId: string, row: number): Promise<DateKey> {
  const [found] = await bench.database.query<DateKey>(
    `select date::text as date, id from debts where business_id = $1
     order by date desc, id desc offset $2 limit 1`,
    [businessId, row - 1],
  );
  if (!found) throw new Error(`the debt list has fewer than ${row} rows`);
  return found;
}

/** The summary's cursor to page `page`, walked there by the API's own next_cursor. */
async function summaryCursor(url: string, headers: Record<string, string>, page: number) {
  let cursor: string | null = null;
  for (let n = 1; n < page; n++) {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const body = (await getJson(`${url}${suffix}`, headers)) as {
      data: unknown[];
      meta: { next_cursor: string | null };
    };
    cursor = body.meta.next_cursor;
    if (!cursor)
      throw new Error(
        `the summary has fewer than ${page} pages: page ${n} has ${body.data.length} rows and no next`,
      );
  }
  return cursor as string;
}

/** Statements of three reads of a contact's position in a row (the first warms caches): the most. */
async function statementsPerPosition(run: LedgerRun, seeded: SeededDebts) {
  const [contact] = await run.bench.database.query<{ contact_id: string }>(
    `select contact_id from debts where business_id = $1 and status = 'open' limit 1`,
    [seeded.main.businessId],
  );
  const counts: number[] = [];
  for (let round = 0; round < 3; round++) {
    counts.push(
      await countStatements(run.bench.database, async () => {
        const response = await run.app.app.inject({
          method: 'GET',
          url: `/api/v1/contacts/${contact?.contact_id}/position/`,
          headers: { authorization: `Bearer ${seeded.main.token}` },
        });
        if (response.statusCode !== 200) {
          throw new Error(`GET …/position/: HTTP ${response.statusCode} ${response.body}`);
        }
      }),
    );
  }
  run.log(`  statements of three reads: ${counts.join(', ')}`);
  const worst = Math.max(...counts.slice(1));
  return { app: String(worst), result: worst <= STATEMENT_LIMIT ? 'PASS' : 'MISS' } as const;
}

/** The debt figures of one engine (as invoice-figures.ts: `measure` pushes rows as it goes). */
export function debtFigures(
  engine: DatabaseKind,
  sizes: { contacts: number; debts: number },
  push: (row: Row) => void,
) {
  const kind = ENGINE_NAMES[engine];
  const names = figureNames(kind, sizes.debts);
  const { add, unmeasured } = figureGroup(names, TARGETS, push);

  async function measure(run: LedgerRun) {
    const { app, log, track, bench } = run;
    log(`• Debt seed (${kind}): 3 businesses through the API, then records by generate_series`);
    const started = performance.now();
    const seeded = await seedDebts(bench, app, sizes, log);
    const total = (performance.now() - started) / 1000;
    const { main } = seeded;
    log(
      `  ${main.debts.toLocaleString('en-US')} records and ${(2 * main.debts).toLocaleString('en-US')} payments over ` +
        `${main.contacts.toLocaleString('en-US')} contacts, beside two small businesses; findViolations: [] ` +
        `(${total.toFixed(1)} s: load ${seeded.loadSeconds.toFixed(1)} s, check ${seeded.checkSeconds.toFixed(1)} s)`,
    );
    add('seed', seedRow(seeded, total, SEED_LIMIT_SECONDS));

    const deepCursor = await cursorAt(bench, main.businessId, DEEP_ROW);
    log(`• The list's page statement (debtPageSql), EXPLAIN ANALYZE (${kind})`);
    const today = businessToday(new Date(), 'Asia/Jakarta');
    const page = (cursor: DateKey | null) =>
      debtPageSql(main.businessId, {}, today, cursor, PAGE_SIZE);
    const pages = [
      ['page 1', page(null)],
      [`page ${DEEP_PAGE}`, page(deepCursor)],
    ] as const;
    add('plan', await keysetPlanRow(bench.database, pages, log));

    const headers = { authorization: `Bearer ${main.token}` };
    const list = `${app.url}/api/v1/debts/?limit=${PAGE_SIZE}`;
    const bareList = await track(startBareDebts(bench.database, main.token, PAGE_SIZE, 'warn'));
    const listWhat = `GET /api/v1/debts/?limit=${PAGE_SIZE} (${kind})`;
    const first = { url: list, headers };
    add(
      'bare',
      comparisonRow(names.bare, await versusBare(run, listWhat, first, bareList.url), BARE_TARGET),
    );
    const deepList = {
      url: `${list}&cursor=${dateKeyset.encode(deepCursor)}`,
      label: `page ${DEEP_PAGE}`,
      size: PAGE_SIZE,
    };
    const [listOne, listDeep] = await versusDeepPage(run, listWhat, first, deepList);
    add('deep', timeRatioRow(names.deep, listOne, listDeep, DEEP_PAGE_LIMIT));

    const summary = `${app.url}/api/v1/debts/summary/?limit=${PAGE_SIZE}`;
    const bareSummary = await track(
      startBareDebtSummary(bench.database, main.token, PAGE_SIZE, 'warn'),
    );
    const summaryWhat = `GET /api/v1/debts/summary/?limit=${PAGE_SIZE} (${kind})`;
    const firstSummary = { url: summary, headers };
    const againstBare = await versusBare(run, summaryWhat, firstSummary, bareSummary.url);
    add('summaryBare', comparisonRow(names.summaryBare, againstBare, BARE_TARGET));
    const cursor = await summaryCursor(summary, headers, DEEP_SUMMARY_PAGE);
    const deepSummary = {
      url: `${summary}&cursor=${encodeURIComponent(cursor)}`,
      label: `page ${DEEP_SUMMARY_PAGE}`,
      size: PAGE_SIZE,
    };
    const [summaryOne, summaryDeep] = await versusDeepPage(
      run,
      summaryWhat,
      firstSummary,
      deepSummary,
    );
    add('summaryDeep', timeRatioRow(names.summaryDeep, summaryOne, summaryDeep, DEEP_PAGE_LIMIT));

    log(`• SQL statements per GET /api/v1/contacts/{id}/position/ (${kind})`);
    add('position', { ...(await statementsPerPosition(run, seeded)), bare: '', ratio: '' });
  }

  return { measure, unmeasured };
}
