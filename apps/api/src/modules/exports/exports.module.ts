/** Wires the books' downloads: entries and invoices as CSV or XLSX, the books as a journal. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EntryService } from '../entries/entries.service';
import type { InvoiceService } from '../invoices/invoices.service';
import { exportRoutes } from './exports.routes';
import { createExportService } from './exports.service';

export function registerExports(
  app: FastifyInstance,
  deps: { database: Database; entries: EntryService; invoices: InvoiceService; clock: Clock },
) {
  const exports = createExportService(deps);
  exportRoutes(app, { exports, clock: deps.clock });
  return { exports };
}
