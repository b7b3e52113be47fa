/**
 * The directory figures of issue 4, on one engine, against the real app on 50,000 contacts and
 * 50,000 products in one business (and 1,000 of each in a neighbour):
 *   - the seed's time;
 *   - EXPLAIN ANALYZE of the statements the app runs: list pages read the name index in order
 *     (no Sort, a deep page as cheap as the first), searches and pickers read an index (trigram
 *     or name), never the whole table;
 *   - the contact list's page 501 (by cursor) against its page 1, one request at a time (≤ 2×);
 *   - each list, search and picker against a bare handler running the same SQL (≥ 0.75× req/s).
 */
import type { DatabaseKind } from '../../apps/api/src/db/client';
import { type NameKey, nameKeyset } from '../../apps/api/src/db/keyset';
import type { Statement } from '../../apps/api/src/db/sql';
import { contactPageSql, contactSearchSql } from '../../apps/api/src/modules/contacts/contacts.sql';
import { productPageSql, productSearchSql } from '../../apps/api/src/modules/products/products.sql';
import { startBareDirectory } from './bare-directory';
import { seedDirectory } from './directory-seed';
import { fitConnections, getJson, sameAnswer } from './figure-helpers';
import { ENGINE_NAMES, type LedgerRun } from './ledger-figures';
import { comparison, measureAlternately } from './load';
import { describePlan, explainPage } from './page-plan';
import { comparisonRow, emptyRow, type Row, ratioTarget, timeRatioRow, timeTarget } from './report';
import type { BenchDatabase } from './servers';

const BARE_TARGET = 0.75;
const DEEP_PAGE_LIMIT = 2;
const PAGE_SIZE = 50;
const DEEP_ROW = 25_000;

/** Each request the figures load: the app's URL and the bare handler's path for the same answer. */
const CASES = [
  { key: 'contactsList', app: `/api/v1/contacts/?limit=${PAGE_SIZE}`, bare: '/contacts' },
  {
    key: 'contactsSearch',
    app: `/api/v1/contacts/?limit=${PAGE_SIZE}&q=santoso`,
    bare: '/contacts?q=santoso',
  },
  {
    key: 'contactsPicker',
    app: '/api/v1/contacts/search/?q=budi',
    bare: '/contacts/search?q=budi',
  },
  { key: 'productsList', app: `/api/v1/products/?limit=${PAGE_SIZE}`, bare: '/products' },
  {
    key: 'productsSearch',
    app: `/api/v1/products/?limit=${PAGE_SIZE}&q=minyak`,
    bare: '/products?q=minyak',
  },
  {
    key: 'productsPicker',
    app: '/api/v1/products/search/?q=beras',
    bare: '/products/search?q=beras',
  },
] as const;

type CaseKey = (typeof CASES)[number]['key'];

function figureNames(kind: string, rows: number) {
  const names: Record<string, string> = {
    seed: `directory seed, ${rows.toLocaleString('en-US')} contacts + products (${kind})`,
    plan: `directory statements, EXPLAIN ANALYZE (${kind})`,
    deep: `contacts page ${DEEP_ROW / PAGE_SIZE + 1} vs page 1⁴ (${kind})`,
  };
  for (const item of CASES)
    names[item.key] = `GET ${item.app.replace(/limit=\d+&?/, '')} vs bare (${kind})`;
  return names;
}

const TARGETS: Record<string, string> = {
  seed: '',
  plan: 'lists: no Sort; searches: an index',
  deep: timeTarget(DEEP_PAGE_LIMIT),
  ...Object.fromEntries(CASES.map((item) => [item.key, ratioTarget(BARE_TARGET)])),
};

export const DIRECTORY_NOTES = [
  '⁴ time per request, one request at a time; the other directory rows use BENCH_CONNECTIONS.',
];

async function nameCursorAt(
  bench: BenchDatabase,
  businessId: string,
  row: number,
): Promise<NameKey> {
  const [found] = await bench.database.query<NameKey>(
    `select lower(name) as name, id from contacts where business_id = $1 and archived_at is null
     order by lower(name), id offset $2 limit 1`,
    [businessId, row - 1],
  );
  if (!found) throw new Error(`the contact list has fewer than ${row} rows`);
  return found;
}

/** EXPLAIN ANALYZE of each statement; lists must not sort, searches must read an index. */
async function plans(run: LedgerRun, businessId: string, deep: NameKey) {
  const lists: Array<[string, Statement]> = [
    ['contacts page 1', contactPageSql(businessId, {}, null, PAGE_SIZE)],
    [`contacts page ${DEEP_ROW / PAGE_SIZE + 1}`, contactPageSql(businessId, {}, deep, PAGE_SIZE)],
    ['products page 1', productPageSql(businessId, {}, null, PAGE_SIZE)],
  ];
  const searches: Array<[string, Statement]> = [
    ['contacts q=santoso', contactPageSql(businessId, { q: 'santoso' }, null, PAGE_SIZE)],
    ['contacts picker "budi"', contactSearchSql(businessId, 'budi')],
    ['contacts picker "0812 0000 123"', contactSearchSql(businessId, '0812 0000 123')],
    ['contacts picker "ra"', contactSearchSql(businessId, 'ra')],
    ['products q=minyak', productPageSql(businessId, { q: 'minyak' }, null, PAGE_SIZE)],
    ['products picker "beras"', productSearchSql(businessId, 'beras')],
    ['products picker "sku-0012"', productSearchSql(businessId, 'sku-0012')],
  ];
  let ok = true;
  const times: string[] = [];
  for (const [label, statement] of [...lists, ...searches]) {
    const plan = await explainPage(run.bench.database, statement);
    const isList = lists.some(([name]) => name === label);
    ok &&= isList ? plan.sortedRows === null : plan.indexes.length > 0;
    times.push(plan.executionMs.toFixed(1));
    run.log(`  ${label}: ${describePlan(plan)}`);
  }
  return { summary: `${times.join(' / ')} ms`, ok };
}

export function directoryFigures(engine: DatabaseKind, rows: number, push: (row: Row) => void) {
  const kind = ENGINE_NAMES[engine];
  const names = figureNames(kind, rows);
  const done = new Set<string>();
  const add = (key: string, row: Omit<Row, 'figure' | 'target'>) => {
    done.add(key);
    push({ ...row, figure: names[key] ?? key, target: TARGETS[key] ?? '' });
  };
  const unmeasured = (result: 'ERROR' | 'SKIP' = 'ERROR'): Row[] =>
    Object.keys(names)
      .filter((key) => !done.has(key))
      .map((key) => emptyRow(names[key] ?? key, TARGETS[key] ?? '', result));

  async function measure(run: LedgerRun) {
    const { app, log, track } = run;
    log(`• Directory seed (${kind}): 2 businesses through the API, rows by generate_series`);
    const seeded = await seedDirectory(run.bench, app.url, rows);
    log(
      `  ${rows.toLocaleString('en-US')} contacts and products in ${seeded.seconds.toFixed(1)} s`,
    );
    add('seed', { app: `${seeded.seconds.toFixed(0)} s`, bare: '', ratio: '', result: 'PASS' });

    const deep = await nameCursorAt(run.bench, seeded.businessId, DEEP_ROW);
    log(`• Directory statements, EXPLAIN ANALYZE (${kind})`);
    const plan = await plans(run, seeded.businessId, deep);
    add('plan', { app: plan.summary, bare: '', ratio: '', result: plan.ok ? 'PASS' : 'MISS' });

    const headers = { authorization: `Bearer ${seeded.token}` };
    const bare = await track(
      startBareDirectory(run.bench.database, seeded.token, PAGE_SIZE, 'warn'),
    );
    const first = `${app.url}${CASES[0].app}`;
    const deepUrl = `${first}&cursor=${nameKeyset.encode(deep)}`;
    log(
      `• GET /api/v1/contacts/ page ${DEEP_ROW / PAGE_SIZE + 1} vs page 1, one at a time (${kind})`,
    );
    const [pageOne, deepPage] = await measureAlternately(
      [
        { label: 'page 1', url: first, headers },
        { label: `page ${DEEP_ROW / PAGE_SIZE + 1}`, url: deepUrl, headers },
      ],
      { ...run.settings, connections: 1 },
      log,
    );
    if (!pageOne || !deepPage) throw new Error('a page measurement is missing');
    add('deep', timeRatioRow(names.deep ?? 'deep', deepPage, pageOne, DEEP_PAGE_LIMIT));

    for (const item of CASES) {
      const url = `${app.url}${item.app}`;
      sameAnswer(
        item.app,
        await getJson(url, headers),
        await getJson(`${bare.url}${item.bare}`, {}),
      );
      log(`• GET ${item.app} against a bare handler, same SQL (${kind})`);
      const [ours, theirs] = await measureAlternately(
        [
          { label: item.app, url, headers },
          { label: `bare ${item.bare}`, url: `${bare.url}${item.bare}` },
        ],
        await fitConnections(run.settings, url, headers, log),
        log,
      );
      if (!ours || !theirs) throw new Error(`${item.app}: a measurement is missing`);
      const key: CaseKey = item.key;
      add(key, comparisonRow(names[key] ?? key, comparison(ours, theirs, log), BARE_TARGET));
    }
  }

  return { measure, unmeasured };
}
