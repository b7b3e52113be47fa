/**
 * The baseline of the invoice list figure: a bare Fastify handler running the SAME statements the
 * app runs for GET /api/v1/invoices/?limit=n (AUTH_CONTEXT_SQL, then invoicePageSql and
 * invoiceTotalsSql one after the other, as invoices.service.ts does, through the repository's own
 * functions), answered with the same body through Fastify's default JSON.stringify.
 */
import Fastify from 'fastify';
import type { Database } from '../../apps/api/src/db/client';
import { dateKeyset } from '../../apps/api/src/db/keyset';
import { businessToday } from '../../apps/api/src/lib/business-date';
import { toListItem } from '../../apps/api/src/modules/invoices/invoice-mappers';
import {
  listInvoiceRows,
  readInvoiceTotals,
} from '../../apps/api/src/modules/invoices/invoices.repository';
import {
  AUTH_CONTEXT_SQL,
  authContextParams,
  type ContextRow,
} from '../../apps/api/src/plugins/auth-context';
import { claimsOf, type LogLevel, listen, loggerFor, type Running } from './servers';

/** GET / answers what GET /api/v1/invoices/?limit=`limit` answers the token's owner. */
export async function startBareInvoices(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const claims = claimsOf(token);
  const app = Fastify({ logger: loggerFor(level) });
  app.get('/', async (_request, reply) => {
    const [context] = await database.query<ContextRow>(
      AUTH_CONTEXT_SQL,
      authContextParams(claims, new Date()),
    );
    if (!context?.business_id) return reply.status(401).send({ success: false });
    const today = businessToday(new Date(), context.timezone ?? 'Asia/Jakarta');
    const rows = await listInvoiceRows(database, context.business_id, {}, today, null, limit);
    const totals = await readInvoiceTotals(database, context.business_id, {}, today);
    const page = dateKeyset.page(
      rows,
      limit,
      (row) => toListItem(row, today),
      (row) => ({ date: row.issue_date, id: row.id }),
    );
    return {
      success: true,
      data: page.data,
      meta: { next_cursor: page.next_cursor, has_more: page.has_more, totals },
    };
  });
  return { app, url: await listen(app) };
}
