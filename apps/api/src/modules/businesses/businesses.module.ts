/**
 * Wires the businesses: the caller's memberships across them (list, create, switch) and the
 * current business's settings and logo. Answers the settings service the data export reads.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { AuthService } from '../auth/auth.service';
import { businessSettingsRoutes } from './business-settings.routes';
import { createBusinessSettingsService } from './business-settings.service';
import { businessRoutes } from './businesses.routes';
import { createBusinessService } from './businesses.service';
import type { InvoiceNumbering } from './businesses.types';

export function registerBusinesses(
  app: FastifyInstance,
  deps: {
    database: Database;
    auth: AuthService;
    storage: FileStorage;
    clock: Clock;
    invoiceNumbers: InvoiceNumbering;
  },
) {
  const { database, auth, storage, clock, invoiceNumbers } = deps;
  businessRoutes(app, { businesses: createBusinessService({ database, auth, clock }) });
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
