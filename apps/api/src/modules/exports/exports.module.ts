/** Wires the ledger's downloads: entries as CSV or XLSX, the books as an hledger journal. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EntryService } from '../entries/entries.service';
import { exportRoutes } from './exports.routes';
import { createExportService } from './exports.service';

export function registerExports(
  app: FastifyInstance,
  deps: { database: Database; entries: EntryService; clock: Clock },
) {
  const exports = createExportService(deps);
  exportRoutes(app, { exports, clock: deps.clock });
  return { exports };
}
