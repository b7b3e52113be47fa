/**
 * The baseline of the invoice list figure: a bare Fastify handler running the SAME statements the
 * app runs for GET /api/v1/invoices/?limit=n (AUTH_CONTEXT_SQL, then invoicePageSql and
 * invoiceTotalsSql one after the other, as invoices.service.ts does, through the repository's own
 * functions), answered with the same body through Fastify's default JSON.stringify.
 */
import type { Database } from '../../apps/api/src/db/client';
import { dateKeyset } from '../../apps/api/src/db/keyset';
import { listAnswer } from '../../apps/api/src/lib/list-answer';
import { toListItem } from '../../apps/api/src/modules/invoices/invoice-mappers';
import {
  listInvoiceRows,
  readInvoiceTotals,
} from '../../apps/api/src/modules/invoices/invoices.repository';
import { bareApp } from './bare-app';
import type { LogLevel, Running } from './servers';

/** GET / answers what GET /api/v1/invoices/?limit=`limit` answers the token's owner. */
export async function startBareInvoices(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const bare = bareApp(database, token, level);
  bare.get('/', async ({ businessId, today }) => {
    const rows = await listInvoiceRows(database, businessId, {}, today, null, limit);
    const totals = await readInvoiceTotals(database, businessId, {}, today);
    const page = dateKeyset.page(
      rows,
      limit,
      (row) => toListItem(row, today),
      (row) => ({ date: row.issue_date, id: row.id }),
    );
    return listAnswer(page, { totals });
  });
  return bare.start();
}
