/**
 * Wires the recurring invoices (issue 14): their routes, and the scheduler's job that makes the
 * invoices due, through the invoices module's service and its send.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { InvoiceActions } from '../invoices/invoice-actions.service';
import type { InvoiceService } from '../invoices/invoices.service';
import type { Notifier } from '../notifications/notifier.types';
import type { Job } from '../scheduler/scheduler.types';
import { createRecurringMaker } from './make-recurring-invoices';
import { recurringInvoiceRoutes } from './recurring-invoices.routes';
import { createRecurringInvoiceService } from './recurring-invoices.service';

export function registerRecurringInvoices(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    settings: BusinessSettingsService;
    invoices: InvoiceService;
    actions: InvoiceActions;
    notifier: Notifier;
    appUrlOf: (userId: string | null) => Promise<string>;
  },
): { jobs: Job[] } {
  const recurring = createRecurringInvoiceService(deps);
  recurringInvoiceRoutes(app, { recurring });
  const maker = createRecurringMaker(deps);
  const makeRecurringInvoices: Job = {
    name: 'make-recurring-invoices',
    async run({ database, now, signal, log }) {
      return maker.makeDue(database, now, { signal, log });
    },
  };
  return { jobs: [makeRecurringInvoices] };
}
