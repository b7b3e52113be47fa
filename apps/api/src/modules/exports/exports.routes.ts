/**
 * Downloads: entries for any Transaksi filter and invoices for any invoice list filter as CSV or
 * XLSX, the books as an hledger journal.
 */
import { Readable } from 'node:stream';
import {
  entryExportQuerySchema,
  invoiceExportQuerySchema,
  journalExportQuerySchema,
} from '@usaha/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { actorOf, businessNameOf } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import {
  downloadHeaders,
  downloadName,
  sendTableExport,
} from '../../lib/table-export/table-download';
import type { ExportService } from './exports.service';

export function exportRoutes(app: FastifyInstance, deps: { exports: ExportService; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exports'];
  /** A download's period in its name: the filter's dates, else the day it was made. */
  const periodOf = (request: FastifyRequest, range: { from?: string; to?: string }) =>
    range.from || range.to
      ? [range.from, range.to]
      : [businessToday(deps.clock.now(), actorOf(request).timezone)];

  r.get('/api/v1/exports/entries/', {
    config: { access: { permission: 'transaction.export' } },
    schema: { tags, querystring: entryExportQuerySchema },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { format, language, ...filter } = request.query;
      const table = deps.exports.entriesTable(actor, filter, language);
      const name = language === 'id' ? 'transaksi' : 'transactions';
      const filename = downloadName(name, businessNameOf(request), ...periodOf(request, filter));
      return sendTableExport(reply, request, { format, filename, language, ...table });
    },
  });

  r.get('/api/v1/exports/invoices/', {
    config: { access: { permission: 'invoice.view' } },
    schema: { tags, querystring: invoiceExportQuerySchema },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { format, language, ...filter } = request.query;
      const { name, ...table } = deps.exports.invoicesTable(actor, filter, language);
      const filename = downloadName(name, businessNameOf(request), ...periodOf(request, filter));
      return sendTableExport(reply, request, { format, filename, language, ...table });
    },
  });

  r.get('/api/v1/exports/journal/', {
    config: { access: { permission: 'transaction.export' } },
    schema: { tags, querystring: journalExportQuerySchema },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const journal = await deps.exports.journal(actor, request.query.from, request.query.to);
      const name = downloadName(businessNameOf(request), ...periodOf(request, request.query));
      downloadHeaders(reply, 'journal', `${name || 'usaha'}.journal`);
      return reply.send(Readable.from(journal));
    },
  });
}
