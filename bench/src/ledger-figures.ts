/**
 * The ledger figures of issue 3, on one engine, against the real app on a seeded million entries:
 *   - the seed's own time (target: under 2 minutes);
 *   - SQL statements per GET /api/v1/entries/ at limit 10 and 100, without and with a cash book
 *     filter, counted at the driver (at most 10, and the same for 10 and 100 rows);
 *   - EXPLAIN ANALYZE of the list's page statement for those pages: a keyset page must read the
 *     index in order (a Sort node means every page first sorts the whole filter);
 *   - the list's page 1 against a bare Fastify handler running the same statements (≥ 0.75× req/s
 *     at BENCH_CONNECTIONS);
 *   - the list's page 1 against its page 301 (after row 15,000, by cursor), unfiltered and for one
 *     cash book (running balances): page 1 reads the totals too, from the sums each book keeps,
 *     and may take at most 2× page 301's time per request (issue 13);
 *   - GET /api/v1/balance/ (day totals) against the raw GROUP BY over entries it replaces
 *     (time per request at most 1.5× the raw one's; ours should be far below 1).
 * The time figures send one request at a time: the time of a request, not of a queue (PGlite runs
 * one statement at a time, so more connections only wait in line).
 */
import type { DatabaseKind } from '../../apps/api/src/db/client';
import { dateKeyset } from '../../apps/api/src/db/keyset';
import { startBareBalance, startBareEntries } from './bare-ledger';
import { fitConnections, getJson, sameAnswer } from './figure-helpers';
import {
  checkDeepPage,
  cursorAt,
  DEEP_PAGE,
  DEEP_ROW,
  PAGE_SIZE,
  pagePlans,
  STATEMENT_LIMIT,
  statementsPerList,
} from './ledger-pages';
import { type SeededLedger, seedLedger } from './ledger-seed';
import { comparison, type LoadSettings, measureAlternately } from './load';
import { comparisonRow, emptyRow, type Row, ratioTarget, timeRatioRow, timeTarget } from './report';
import type { BenchDatabase, Running } from './servers';

const SEED_LIMIT_SECONDS = 120;
const DEEP_PAGE_LIMIT = 2;
const BARE_LIST_TARGET = 0.75;
const BALANCE_LIMIT = 1.5;
/**
 * Requests of these figures time out after this long, not autocannon's 10 s: a list page that
 * sorts a million rows takes about a second on PGlite, and a slow page is a figure to print, not
 * a failed measurement.
 */
const TIMEOUT_SECONDS = 60;

export const ENGINE_NAMES: Record<DatabaseKind, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
};

export type LedgerRun = {
  bench: BenchDatabase;
  app: Running;
  settings: LoadSettings;
  log: (line: string) => void;
  /** Starts a server and closes it when the benchmark ends. */
  track: (server: Promise<Running>) => Promise<Running>;
};

/** The figure names, in order, so that a crash can mark the ones not reached. */
function figureNames(kind: string, entries: number) {
  return {
    seed: `ledger seed, ${entries.toLocaleString('en-US')} entries (${kind})`,
    statements: `SQL statements per GET /api/v1/entries/ (${kind})`,
    plan: `list page statement, EXPLAIN ANALYZE (${kind})`,
    bare: `GET /api/v1/entries/ vs bare, same SQL (${kind})`,
    deep: `entries page 1 vs page ${DEEP_PAGE}¹ (${kind})`,
    deepBook: `  the same for one cash book² (${kind})`,
    balance: `GET /api/v1/balance/ vs raw GROUP BY³ (${kind})`,
  };
}

const TARGETS = {
  seed: `≤ ${SEED_LIMIT_SECONDS} s`,
  statements: `≤ ${STATEMENT_LIMIT}, 10 rows = 100`,
  plan: 'keyset: no Sort',
  bare: ratioTarget(BARE_LIST_TARGET),
  deep: `page 1 ≤ ${DEEP_PAGE_LIMIT}× page ${DEEP_PAGE}`,
  deepBook: `page 1 ≤ ${DEEP_PAGE_LIMIT}× page ${DEEP_PAGE}`,
  balance: timeTarget(BALANCE_LIMIT),
};

export const LEDGER_NOTES = [
  '¹ page 1 also reads the totals of the filter (the sums each book keeps); deeper pages do not.',
  '² cashbook_id filter, the busiest book: both pages also compute running balances (page 1 from ' +
    "the book's balance, a deeper page from its day totals).",
  '³ the raw side runs no authentication, only its GROUP BY over every entry and the openings.',
  '¹²³ time per request, one request at a time (one connection); the other rows use ' +
    'BENCH_CONNECTIONS.',
];

/** GET /api/v1/balance/ and the raw GROUP BY, after checking that they answer the same. */
async function measureBalance(run: LedgerRun, seeded: SeededLedger, settings: LoadSettings) {
  const kind = ENGINE_NAMES[run.bench.database.kind];
  const headers = { authorization: `Bearer ${seeded.main.token}` };
  const url = `${run.app.url}/api/v1/balance/`;
  const raw = await run.track(
    startBareBalance(run.bench.database, seeded.main.businessId, seeded.today, 'warn'),
  );
  sameAnswer('GET /api/v1/balance/', await getJson(url, headers), await getJson(raw.url, {}));
  run.log(
    `• GET /api/v1/balance/ against a raw GROUP BY over the entries, one request at a time (${kind})`,
  );
  return measureAlternately(
    [
      { label: 'GET /api/v1/balance/', url, headers },
      { label: 'raw GROUP BY', url: raw.url },
    ],
    settings,
    run.log,
  );
}

/**
 * The ledger figures of one engine: `measure` seeds its database (`entries` entries in the main
 * business) and pushes each row as it is measured; `unmeasured` gives the rows not pushed (after
 * a crash, or all of them when the engine is not there).
 */
export function ledgerFigures(engine: DatabaseKind, entries: number, push: (row: Row) => void) {
  const kind = ENGINE_NAMES[engine];
  const names = figureNames(kind, entries);
  const done = new Set<string>();
  const add = (key: keyof typeof names, row: Omit<Row, 'figure' | 'target'>) => {
    done.add(key);
    push({ ...row, figure: names[key], target: TARGETS[key] });
  };
  const unmeasured = (result: 'ERROR' | 'SKIP' = 'ERROR'): Row[] =>
    (Object.keys(names) as Array<keyof typeof names>)
      .filter((key) => !done.has(key))
      .map((key) => emptyRow(names[key], TARGETS[key], result));

  async function measure(run: LedgerRun) {
    const { app, log, track } = run;
    const settings = { ...run.settings, timeoutSeconds: TIMEOUT_SECONDS };
    // The time figures: one connection, so a request's time is its own, not a queue's.
    const oneAtATime = { ...settings, connections: 1 };
    log(`• Ledger seed (${kind}): 3 businesses through the API, then entries by generate_series`);
    const started = performance.now();
    const seeded = await seedLedger(run.bench, app.url, entries, log);
    const total = (performance.now() - started) / 1000;
    const { main } = seeded;
    log(
      `  ${main.entries.toLocaleString('en-US')} entries (${main.transfers.toLocaleString('en-US')} ` +
        `transfers) in ${main.cashbookIds.length} books up to ${seeded.today}, and ` +
        `${seeded.others.map((other) => other.entries.toLocaleString('en-US')).join(' + ')} in two ` +
        `other businesses; findViolations: [] (${total.toFixed(1)} s: load ` +
        `${seeded.loadSeconds.toFixed(1)} s, check ${seeded.checkSeconds.toFixed(1)} s)`,
    );
    add('seed', {
      app: `${total.toFixed(0)} s (load ${seeded.loadSeconds.toFixed(0)} s, check ${seeded.checkSeconds.toFixed(0)} s)`,
      bare: '',
      ratio: '',
      result: total <= SEED_LIMIT_SECONDS ? 'PASS' : 'MISS',
    });

    log(`• SQL statements per GET /api/v1/entries/, counted at the driver (${kind})`);
    add('statements', { ...(await statementsPerList(run, seeded)), bare: '', ratio: '' });

    const book = main.cashbookIds[0] ?? '';
    const deepCursor = await cursorAt(run.bench, main.businessId, null, DEEP_ROW);
    const bookCursor = await cursorAt(run.bench, main.businessId, book, DEEP_ROW);
    const deepPage = `page ${DEEP_PAGE}`;
    log(`• The list's page statement (entryPageSql), EXPLAIN ANALYZE (${kind})`);
    const plans = await pagePlans(run, main.businessId, [
      ['page 1', {}, null],
      [deepPage, {}, deepCursor],
      ['one book, page 1', { cashbook_id: book }, null],
      [`one book, ${deepPage}`, { cashbook_id: book }, bookCursor],
    ]);
    add('plan', {
      app: plans.summary,
      bare: '',
      ratio: '',
      result: plans.sorted ? 'MISS' : 'PASS',
    });

    const headers = { authorization: `Bearer ${main.token}` };
    const list = (query: string) => `${app.url}/api/v1/entries/?limit=${PAGE_SIZE}${query}`;
    const bare = await track(startBareEntries(run.bench.database, main.token, PAGE_SIZE, 'warn'));
    sameAnswer(
      'GET /api/v1/entries/',
      await getJson(list(''), headers),
      await getJson(bare.url, {}),
    );
    log(`• GET /api/v1/entries/?limit=${PAGE_SIZE} against a bare handler, same SQL (${kind})`);
    const [first, bareFirst] = await measureAlternately(
      [
        { label: 'page 1', url: list(''), headers },
        { label: 'bare same SQL, page 1', url: bare.url },
      ],
      await fitConnections(settings, list(''), headers, log),
      log,
    );
    if (!first || !bareFirst) throw new Error('a list measurement is missing');
    add('bare', comparisonRow(names.bare, comparison(first, bareFirst, log), BARE_LIST_TARGET));

    const deepAll = list(`&cursor=${dateKeyset.encode(deepCursor)}`);
    const deepBook = list(`&cashbook_id=${book}&cursor=${dateKeyset.encode(bookCursor)}`);
    await checkDeepPage(deepAll, headers);
    await checkDeepPage(deepBook, headers);
    log(
      `• GET /api/v1/entries/: page 1 vs ${deepPage} (after row ${DEEP_ROW.toLocaleString('en-US')}), one request at a time (${kind})`,
    );
    log(`  ${LEDGER_NOTES[0]?.slice(2)}`);
    const [pageOne, deep, bookOne, bookDeep] = await measureAlternately(
      [
        { label: 'page 1', url: list(''), headers },
        { label: deepPage, url: deepAll, headers },
        { label: 'one book, page 1', url: list(`&cashbook_id=${book}`), headers },
        { label: `one book, ${deepPage}`, url: deepBook, headers },
      ],
      oneAtATime,
      log,
    );
    if (!pageOne || !deep || !bookOne || !bookDeep)
      throw new Error('a page measurement is missing');
    add('deep', timeRatioRow(names.deep, pageOne, deep, DEEP_PAGE_LIMIT));
    add('deepBook', timeRatioRow(names.deepBook, bookOne, bookDeep, DEEP_PAGE_LIMIT));

    const [balance, rawBalance] = await measureBalance(run, seeded, oneAtATime);
    if (!balance || !rawBalance) throw new Error('a balance measurement is missing');
    add('balance', timeRatioRow(names.balance, balance, rawBalance, BALANCE_LIMIT));
  }

  return { measure, unmeasured };
}
