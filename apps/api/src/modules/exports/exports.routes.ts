/** Downloads: entries for any Transaksi filter as CSV or XLSX, the books as an hledger journal. */
import { Readable } from 'node:stream';
import { entryExportQuerySchema, journalExportQuerySchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { actorOf } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { downloadHeaders, sendTableExport } from '../../lib/table-export/table-download';
import { entryColumns } from './export-columns';
import { exportEntries, journalBooks } from './export-source';
import { writeJournal } from './journal';

export function exportRoutes(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exports'];
  const security = [{ bearer: [] }];

  r.get('/api/v1/exports/entries/', {
    config: { access: { permission: 'transaction.export' } },
    schema: { tags, security, querystring: entryExportQuerySchema },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { format, language, ...filter } = request.query;
      const entries = exportEntries(deps.database, actor.businessId, filter, 'desc');
      const stamp = businessToday(deps.clock.now(), actor.timezone);
      const name = language === 'id' ? 'transaksi' : 'transactions';
      return sendTableExport(reply, request, {
        format,
        filename: `${name}-${stamp}`,
        rows: entries,
        columns: entryColumns(language),
      });
    },
  });

  r.get('/api/v1/exports/journal/', {
    config: { access: { permission: 'transaction.export' } },
    schema: { tags, security, querystring: journalExportQuerySchema },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { from, to } = request.query;
      const books = await journalBooks(deps.database, actor.businessId, from);
      const entries = exportEntries(deps.database, actor.businessId, { from, to }, 'asc');
      const stamp = businessToday(deps.clock.now(), actor.timezone);
      downloadHeaders(reply, 'journal', `usaha-${stamp}.journal`);
      return reply.send(Readable.from(writeJournal(books, entries)));
    },
  });
}
