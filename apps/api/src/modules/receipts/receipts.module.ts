/** Wires the receipts (nota): an entry as a PDF, on the shared PDF engine (pdf/). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import { receiptRoutes } from './receipts.routes';
import { createReceiptService } from './receipts.service';

export function registerReceipts(
  app: FastifyInstance,
  deps: { database: Database; settings: BusinessSettingsService },
) {
  receiptRoutes(app, { receipts: createReceiptService(deps) });
}
