/**
 * Wires the current business's settings and logo. Answers the settings service the data export
 * reads. (A user's businesses, listed, made and switched to, are modules/onboarding.)
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { businessSettingsRoutes } from './business-settings.routes';
import { createBusinessSettingsService } from './business-settings.service';
import type { InvoiceNumbering } from './businesses.types';

export function registerBusinesses(
  app: FastifyInstance,
  deps: {
    database: Database;
    storage: FileStorage;
    clock: Clock;
    invoiceNumbers: InvoiceNumbering;
  },
) {
  const { database, storage, clock, invoiceNumbers } = deps;
  const settings = createBusinessSettingsService({
    database,
    storage,
    clock,
    log: app.log,
    invoiceNumbers,
  });
  businessSettingsRoutes(app, { settings });
  return { settings };
}
