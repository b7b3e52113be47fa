/** Downloads: entries for any Transaksi filter as CSV or XLSX, the books as an hledger journal. */
import { PassThrough, Readable } from 'node:stream';
import { entryExportQuerySchema, journalExportQuerySchema } from '@usaha/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { businessToday } from '../ledger/business-date';
import { actorOf } from '../ledger/tenant';
import { writeCsv } from './csv-writer';
import { codeLabels, entryColumns } from './export-columns';
import { exportEntries, journalBooks } from './export-source';
import { writeJournal } from './journal';
import { writeXlsx } from './xlsx-writer';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  journal: 'text/plain; charset=utf-8',
} as const;

function download(reply: FastifyReply, type: keyof typeof TYPES, filename: string) {
  return reply
    .header('content-type', TYPES[type])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
}

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
      const columns = entryColumns(language);
      const options = { codeLabel: codeLabels(language) };
      const stamp = businessToday(deps.clock.now(), actor.timezone);
      const name = language === 'id' ? 'transaksi' : 'transactions';
      download(reply, format, `${name}-${stamp}.${format}`);
      if (format === 'csv') return reply.send(Readable.from(writeCsv(entries, columns, options)));
      const output = new PassThrough();
      writeXlsx(entries, columns, output, options).catch((error: unknown) => {
        request.log.error({ err: error }, 'XLSX export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(output);
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
      download(reply, 'journal', `usaha-${stamp}.journal`);
      return reply.send(Readable.from(writeJournal(books, entries)));
    },
  });
}
