/**
 * Wires the debts and credits (issue 15): the records, their payments and the positions; what
 * they send out — WhatsApp reminders, each contact's statement link and its public portal — and
 * the reminder ladder's periodic job. Posts cash through the entries; reads the timeline through
 * the activity log, the business through the settings service and a contact's invoices through
 * the invoices service; tells the members through the notifier. Answers the debt service
 * (others read a record through `get`), the balance's figures and the jobs.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppUrlConfig } from '../../lib/app-url';
import type { ActivityService } from '../activity/activities.service';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { InvoiceService } from '../invoices/invoices.service';
import type { MembersNotifier } from '../notifications/notifier.types';
import { createDebtBalanceService } from './debt-balances.service';
import { debtPositionRoutes } from './debt-positions.routes';
import { createDebtPositionService } from './debt-positions.service';
import { debtRoutes } from './debts.routes';
import { createDebtService } from './debts.service';
import { debtPaymentRoutes } from './payments/debt-payments.routes';
import { createDebtPaymentService } from './payments/debt-payments.service';
import { createDebtLadder } from './reminders/debt-ladder.service';
import { debtReminderRoutes } from './reminders/debt-reminders.routes';
import { createDebtReminderService } from './reminders/debt-reminders.service';
import { contactStatementRoutes } from './statements/contact-statements.routes';
import { createContactStatementService } from './statements/contact-statements.service';
import { createStatementLinkService } from './statements/statement-links.service';

export function registerDebts(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    activities: ActivityService;
    settings: Pick<BusinessSettingsService, 'invoicing' | 'readLogo' | 'readQris'>;
    invoices: Pick<InvoiceService, 'latestLanguageOf' | 'unpaidOf'>;
    notifier: MembersNotifier;
    secret: string;
    appUrls: AppUrlConfig;
    discardFiles: (keys: string[]) => Promise<void>;
  },
) {
  const debts = createDebtService(deps);
  const payments = createDebtPaymentService(deps);
  const positions = createDebtPositionService(deps);
  debtRoutes(app, { debts, discardFiles: deps.discardFiles });
  debtPaymentRoutes(app, { payments, discardFiles: deps.discardFiles });
  debtPositionRoutes(app, { positions });
  const links = createStatementLinkService(deps);
  const reminders = createDebtReminderService({ ...deps, links });
  const statements = createContactStatementService(deps);
  debtReminderRoutes(app, { reminders });
  contactStatementRoutes(app, { links, statements });
  return {
    debts,
    balances: createDebtBalanceService(deps),
    jobs: [createDebtLadder({ notifier: deps.notifier })],
  };
}
