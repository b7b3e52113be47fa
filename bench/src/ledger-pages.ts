/**
 * The list pages the ledger figures measure (ledger-figures.ts): where page 301 starts, the plans
 * of the page statement, and the statements one list request runs.
 */
import type { EntryFilter } from '@usaha/shared';
import type { DateKey } from '../../apps/api/src/db/keyset';
import { entryPageSql } from '../../apps/api/src/modules/entries/entries.sql';
import { getJson } from './figure-helpers';
import type { LedgerRun } from './ledger-figures';
import type { SeededLedger } from './ledger-seed';
import { describePlan, explainPage } from './page-plan';
import type { BenchDatabase } from './servers';
import { countStatements } from './statement-count';

export const STATEMENT_LIMIT = 10;
export const PAGE_SIZE = 50;
/** Page 301 of 50: the rows after row 15,000. */
export const DEEP_ROW = 15_000;
export const DEEP_PAGE = DEEP_ROW / PAGE_SIZE + 1;

/** The sort key of row `row` (1-based) of the list, newest first: what its cursor encodes. */
export async function cursorAt(
  bench: BenchDatabase,
  businessId: string,
  cashbookId: string | null,
  row: number,
): Promise<DateKey> {
  const [found] = await bench.database.query<DateKey>(
    `select date::text as date, id from entries
     where business_id = $1 and ($2::uuid is null or cashbook_id = $2)
     order by date desc, id desc offset $3 limit 1`,
    [businessId, cashbookId, row - 1],
  );
  if (!found) throw new Error(`the list has fewer than ${row} rows`);
  return found;
}

/** EXPLAIN ANALYZE of the page statements the app runs for page 1 and the deep page. */
export async function pagePlans(
  run: LedgerRun,
  businessId: string,
  pages: Array<[string, EntryFilter, DateKey | null]>,
) {
  let sorted = false;
  const times: string[] = [];
  for (const [label, filter, cursor] of pages) {
    const plan = await explainPage(
      run.bench.database,
      entryPageSql(businessId, filter, cursor, PAGE_SIZE),
    );
    sorted ||= plan.sortedRows !== null;
    times.push(plan.executionMs.toFixed(1));
    run.log(`  ${label}: ${describePlan(plan)}`);
  }
  // Page 1 and the deep page, all entries then one book.
  const summary = `${times[0]} / ${times[1]} ms, one book ${times[2]} / ${times[3]} ms`;
  return { summary: `${summary}${sorted ? ': Sort' : ''}`, sorted };
}

/** Checks that a deep page is what the figure needs: a full page, more after it, no totals. */
export async function checkDeepPage(url: string, headers: Record<string, string>) {
  const body = (await getJson(url, headers)) as {
    data: unknown[];
    meta: { totals: unknown; has_more: boolean };
  };
  if (body.data.length !== PAGE_SIZE || !body.meta.has_more || body.meta.totals !== null) {
    throw new Error(`${url}: expected a full page without totals`);
  }
}

export async function statementsPerList(run: LedgerRun, seeded: SeededLedger) {
  const headers = { authorization: `Bearer ${seeded.main.token}` };
  const book = seeded.main.cashbookIds[0];
  const counts: string[] = [];
  let worst = 0;
  let equal = true;
  for (const filter of ['', `&cashbook_id=${book}`]) {
    const perLimit: number[] = [];
    for (const limit of [10, 100]) {
      const url = `/api/v1/entries/?limit=${limit}${filter}`;
      const statements = await countStatements(run.bench.database, async () => {
        const response = await run.app.app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) {
          throw new Error(`GET ${url}: HTTP ${response.statusCode} ${response.body}`);
        }
        if (response.json<{ data: unknown[] }>().data.length !== limit) {
          throw new Error(`GET ${url}: not a full page`);
        }
      });
      perLimit.push(statements);
      worst = Math.max(worst, statements);
    }
    equal &&= perLimit[0] === perLimit[1];
    counts.push(`${filter ? 'one book' : 'all'} ${perLimit.join('/')}`);
  }
  run.log(`  statements for limit 10/100: ${counts.join(', ')}`);
  return {
    app: counts.join(', '),
    result: worst <= STATEMENT_LIMIT && equal ? ('PASS' as const) : ('MISS' as const),
  };
}
