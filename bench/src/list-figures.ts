/**
 * What the figures of every keyset list share (invoices, debts): the group's rows, the seed's
 * row, the page statement's plan, and the two measurements every list gets: the app against a bare handler
 * running the same statements (req/s, app ÷ bare), and page 1 against a deep page by cursor, one
 * request at a time (mean time, page 1 ÷ deep), after checking that the baseline answers the
 * same and that the deep page is a full page without totals.
 */
import type { Database } from '../../apps/api/src/db/client';
import type { Statement } from '../../apps/api/src/db/sql';
import { fitConnections, getJson, sameAnswer } from './figure-helpers';
import type { LedgerRun } from './ledger-figures';
import type { Comparison } from './load';
import { comparison, type Measured, measureAlternately } from './load';
import { describePlan, explainPage } from './page-plan';
import { emptyRow, type Row } from './report';

type Headers = Record<string, string>;

export async function versusBare(
  run: LedgerRun,
  what: string,
  list: { url: string; headers: Headers },
  bareUrl: string,
): Promise<Comparison> {
  const settings = { ...run.settings, timeoutSeconds: 60 };
  sameAnswer(what, await getJson(list.url, list.headers), await getJson(bareUrl, {}));
  run.log(`• ${what} against a bare handler, same SQL`);
  const [app, bare] = await measureAlternately(
    [
      { label: 'page 1', url: list.url, headers: list.headers },
      { label: 'bare same SQL, page 1', url: bareUrl },
    ],
    await fitConnections(settings, list.url, list.headers, run.log),
    run.log,
  );
  if (!app || !bare) throw new Error(`${what}: a measurement is missing`);
  return comparison(app, bare, run.log);
}

export async function versusDeepPage(
  run: LedgerRun,
  what: string,
  first: { url: string; headers: Headers },
  deep: { url: string; label: string; size: number },
): Promise<[Measured, Measured]> {
  const body = (await getJson(deep.url, first.headers)) as {
    data: unknown[];
    meta: { totals: unknown };
  };
  if (body.data.length !== deep.size || body.meta.totals !== null) {
    throw new Error(`${deep.url}: expected a full page without totals`);
  }
  run.log(`• ${what}: page 1 vs ${deep.label}, one request at a time`);
  const [pageOne, deepPage] = await measureAlternately(
    [
      { label: 'page 1', url: first.url, headers: first.headers },
      { label: deep.label, url: deep.url, headers: first.headers },
    ],
    { ...run.settings, timeoutSeconds: 60, connections: 1 },
    run.log,
  );
  if (!pageOne || !deepPage) throw new Error(`${what}: a page measurement is missing`);
  return [pageOne, deepPage];
}

/**
 * A group's rows by key: `add` pushes one as it is measured; `unmeasured` gives those not pushed
 * (after a crash, or all of them without the engine).
 */
export function figureGroup<K extends string>(
  names: Record<K, string>,
  targets: Record<K, string>,
  push: (row: Row) => void,
) {
  const done = new Set<K>();
  const add = (key: K, row: Omit<Row, 'figure' | 'target'>) => {
    done.add(key);
    push({ ...row, figure: names[key], target: targets[key] });
  };
  const unmeasured = (result: 'ERROR' | 'SKIP' = 'ERROR'): Row[] =>
    (Object.keys(names) as K[])
      .filter((key) => !done.has(key))
      .map((key) => emptyRow(names[key], targets[key], result));
  return { add, unmeasured };
}

/** The seed's row: its whole time (load and check), against its limit. */
export function seedRow(
  seeded: { loadSeconds: number; checkSeconds: number },
  total: number,
  limit: number,
) {
  return {
    app: `${total.toFixed(0)} s (load ${seeded.loadSeconds.toFixed(0)} s, check ${seeded.checkSeconds.toFixed(0)} s)`,
    bare: '',
    ratio: '',
    result: total <= limit ? 'PASS' : 'MISS',
  };
}

/**
 * EXPLAIN ANALYZE of a list's page statement on each page given: a keyset page reads the index
 * in order, so no plan may hold a Sort node.
 */
export async function keysetPlanRow(
  database: Database,
  pages: ReadonlyArray<readonly [string, Statement]>,
  log: (line: string) => void,
) {
  const times: string[] = [];
  let sorted = false;
  for (const [label, statement] of pages) {
    const plan = await explainPage(database, statement);
    sorted ||= plan.sortedRows !== null;
    times.push(plan.executionMs.toFixed(1));
    log(`  ${label}: ${describePlan(plan)}`);
  }
  return {
    app: `${times.join(' / ')} ms${sorted ? ': Sort' : ''}`,
    bare: '',
    ratio: '',
    result: sorted ? 'MISS' : 'PASS',
  };
}
