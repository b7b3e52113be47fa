/**
 * Wires the invoices (issue 14): their content, actions, payments, share links and the public
 * portal. Reads the business through the settings service; posts payments through the entries;
 * tells the members of payments and of overdue invoices through the notifier.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppUrlConfig } from '../../lib/app-url';
import type { Mailer } from '../../mail/mailer';
import type { ActivityService } from '../activity/activities.service';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { MembersNotifier } from '../notifications/notifier.types';
import type { Job } from '../scheduler/scheduler.types';
import { createInvoiceActions } from './invoice-actions.service';
import { createOverdueNoticeService } from './invoice-overdue.service';
import { invoiceRoutes } from './invoices.routes';
import { createInvoiceService } from './invoices.service';
import { invoicePaymentRoutes } from './payments/invoice-payments.routes';
import { createInvoicePaymentService } from './payments/invoice-payments.service';
import { createInvoicePdfService } from './pdf/invoice-pdf.service';
import { createInvoicePortalService } from './share/invoice-portal.service';
import { createInvoiceShareService } from './share/invoice-share.service';
import { portalRoutes } from './share/portal.routes';

export function registerInvoices(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    mailer: Mailer;
    settings: BusinessSettingsService;
    activities: ActivityService;
    notifier: MembersNotifier;
    secret: string;
    appUrls: AppUrlConfig;
    discardFiles: (keys: string[]) => Promise<void>;
  },
) {
  const { database, clock, settings } = deps;
  const invoices = createInvoiceService({ database, clock, settings });
  const pdf = createInvoicePdfService({ settings });
  const share = createInvoiceShareService(deps);
  const payments = createInvoicePaymentService({ database, clock, notifier: deps.notifier });
  const actions = createInvoiceActions({ ...deps, invoices, pdf, share });
  const portal = createInvoicePortalService({ database, clock, settings, pdf, images: settings });
  invoiceRoutes(app, { invoices, actions });
  invoicePaymentRoutes(app, { invoices, payments, pdf, share, discardFiles: deps.discardFiles });
  portalRoutes(app, { portal });
  const overdue = createOverdueNoticeService({ database, notifier: deps.notifier });
  /** Members told once of each invoice that became overdue (the day after its due date). */
  const tellOverdueInvoices: Job = {
    name: 'tell-overdue-invoices',
    async run({ now, signal }) {
      return { told: await overdue.tellDue(now, signal) };
    },
  };
  return { invoices, actions, jobs: [tellOverdueInvoices] };
}
