/**
 * The baselines of the debt figures: bare Fastify handlers running the SAME statements the app
 * runs for GET /api/v1/debts/?limit=n (AUTH_CONTEXT_SQL, then the page and the totals, as
 * debts.reads.ts does) and GET /api/v1/debts/summary/?limit=n (AUTH_CONTEXT_SQL, then the one
 * summary statement, paged as debt-positions.service.ts pages it), through the repositories' own
 * functions, answered with the same body through Fastify's default JSON.stringify.
 */
import type { Database } from '../../apps/api/src/db/client';
import { dateKeyset } from '../../apps/api/src/db/keyset';
import { listAnswer } from '../../apps/api/src/lib/list-answer';
import { toDebt } from '../../apps/api/src/modules/debts/debt-mappers';
import { readSummary } from '../../apps/api/src/modules/debts/debt-positions.repository';
import { summaryPageOf } from '../../apps/api/src/modules/debts/debt-positions.service';
import { listDebtRows, readDebtTotals } from '../../apps/api/src/modules/debts/debts.repository';
import { bareApp } from './bare-app';
import type { LogLevel, Running } from './servers';

/** GET / answers what GET /api/v1/debts/?limit=`limit` answers the token's owner. */
export async function startBareDebts(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const bare = bareApp(database, token, level);
  bare.get('/', async ({ businessId, today }) => {
    const rows = await listDebtRows(database, businessId, {}, today, null, limit);
    const totals = await readDebtTotals(database, businessId, {}, today);
    const page = dateKeyset.page(
      rows,
      limit,
      (row) => toDebt(row, today),
      (row) => ({ date: row.date, id: row.id }),
    );
    return listAnswer(page, { totals });
  });
  return bare.start();
}

/** GET / answers what GET /api/v1/debts/summary/?limit=`limit` answers the token's owner. */
export async function startBareDebtSummary(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const bare = bareApp(database, token, level);
  bare.get('/', async ({ businessId, today }) => {
    const query = { side: 'receivable', overdue_first: true, limit } as const;
    const rows = await readSummary(database, businessId, query, today, null);
    const { data, next_cursor, has_more, totals } = summaryPageOf(rows, limit, true);
    return { success: true, data, meta: { next_cursor, has_more, totals } };
  });
  return bare.start();
}
