/**
 * The baselines of the debt figures: bare Fastify handlers running the SAME statements the app
 * runs for GET /api/v1/debts/?limit=n (AUTH_CONTEXT_SQL, then the page and the totals, as
 * debts.reads.ts does) and GET /api/v1/debts/summary/?limit=n (AUTH_CONTEXT_SQL, then the one
 * summary statement, paged as debt-positions.service.ts pages it), through the repositories' own
 * functions, answered with the same body through Fastify's default JSON.stringify.
 */
import Fastify from 'fastify';
import type { Database } from '../../apps/api/src/db/client';
import { dateKeyset } from '../../apps/api/src/db/keyset';
import { businessToday } from '../../apps/api/src/lib/business-date';
import { toDebt } from '../../apps/api/src/modules/debts/debt-mappers';
import { readSummary } from '../../apps/api/src/modules/debts/debt-positions.repository';
import { summaryPageOf } from '../../apps/api/src/modules/debts/debt-positions.service';
import { listDebtRows, readDebtTotals } from '../../apps/api/src/modules/debts/debts.repository';
import {
  AUTH_CONTEXT_SQL,
  authContextParams,
  type ContextRow,
} from '../../apps/api/src/plugins/auth-context';
import { claimsOf, type LogLevel, listen, loggerFor, type Running } from './servers';

/** The caller's business and today there, as the app's auth context reads them. */
async function contextOf(database: Database, claims: ReturnType<typeof claimsOf>) {
  const [context] = await database.query<ContextRow>(
    AUTH_CONTEXT_SQL,
    authContextParams(claims, new Date()),
  );
  if (!context?.business_id) return null;
  return {
    businessId: context.business_id,
    today: businessToday(new Date(), context.timezone ?? 'Asia/Jakarta'),
  };
}

/** GET / answers what GET /api/v1/debts/?limit=`limit` answers the token's owner. */
export async function startBareDebts(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const claims = claimsOf(token);
  const app = Fastify({ logger: loggerFor(level) });
  app.get('/', async (_request, reply) => {
    const context = await contextOf(database, claims);
    if (!context) return reply.status(401).send({ success: false });
    const { businessId, today } = context;
    const rows = await listDebtRows(database, businessId, {}, today, null, limit);
    const totals = await readDebtTotals(database, businessId, {}, today);
    const page = dateKeyset.page(
      rows,
      limit,
      (row) => toDebt(row, today),
      (row) => ({ date: row.date, id: row.id }),
    );
    return {
      success: true,
      data: page.data,
      meta: { next_cursor: page.next_cursor, has_more: page.has_more, totals },
    };
  });
  return { app, url: await listen(app) };
}

/** GET / answers what GET /api/v1/debts/summary/?limit=`limit` answers the token's owner. */
export async function startBareDebtSummary(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const claims = claimsOf(token);
  const app = Fastify({ logger: loggerFor(level) });
  app.get('/', async (_request, reply) => {
    const context = await contextOf(database, claims);
    if (!context) return reply.status(401).send({ success: false });
    const query = { side: 'receivable', overdue_first: true, limit } as const;
    const rows = await readSummary(database, context.businessId, query, context.today, null);
    const { data, next_cursor, has_more, totals } = summaryPageOf(rows, limit, true);
    return { success: true, data, meta: { next_cursor, has_more, totals } };
  });
  return { app, url: await listen(app) };
}
