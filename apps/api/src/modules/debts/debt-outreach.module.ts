/**
 * Wires what debts and credits send out (issue 15): WhatsApp reminders, each contact's statement
 * link and its public portal, and the reminder ladder's periodic job. Reads the business through
 * the settings service and the contact's invoices through the invoices service; tells the
 * members through the notifier. The debts' balance figures are `createDebtPositionService`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { InvoiceService } from '../invoices/invoices.service';
import type { MembersNotifier } from '../notifications/notifier.types';
import { contactStatementRoutes } from './contact-statements.routes';
import { createContactStatementService } from './contact-statements.service';
import { createDebtLadder } from './debt-ladder.service';
import { debtReminderRoutes } from './debt-reminders.routes';
import { createDebtReminderService } from './debt-reminders.service';
import { createStatementLinkService } from './statement-links.service';

export function registerDebtOutreach(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    settings: Pick<BusinessSettingsService, 'invoicing' | 'readLogo'>;
    invoices: Pick<InvoiceService, 'latestLanguageOf' | 'unpaidOf'>;
    notifier: MembersNotifier;
    secret: string;
    publicUrl: string;
  },
) {
  const links = createStatementLinkService(deps);
  const reminders = createDebtReminderService({ ...deps, links });
  const statements = createContactStatementService(deps);
  debtReminderRoutes(app, { reminders });
  contactStatementRoutes(app, { links, statements });
  return { links, jobs: [createDebtLadder({ notifier: deps.notifier })] };
}
