/**
 * A WhatsApp reminder of an open credit (issue 15; a debt, which the business owes, is not asked
 * for: 422 DEBT_NOT_REMINDABLE): the `wa.me` link to the contact's
 * phone with a prepared message (remaining amount, due date, the contact's statement link) in the
 * language asked for, else the language of the contact's latest invoice, else Indonesian.
 * Recorded as sent (debt_reminders, channel whatsapp) and in the activity log (`debt.reminder`,
 * which the record's history shows).
 */
import {
  AppError,
  type DebtReminder,
  type debtReminderBodySchema,
  whatsappLink,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { uuidv7 } from '../../../db/ids';
import { recordActivity } from '../../../lib/activity-log';
import { type Actor, activityBase } from '../../../lib/actor';
import { notFound } from '../../../lib/errors';
import { moneyText } from '../../../lib/money-text';
import type { InvoicingSettings } from '../../businesses/business-settings.service';
import type { InvoiceService } from '../../invoices/invoices.service';
import type { StatementLinkService } from '../statements/statement-links.service';
import { reminderMessage } from './debt-reminder-message';
import { findReminderDebt, insertWhatsappReminder } from './debt-reminders.repository';

type Body = z.output<typeof debtReminderBodySchema>;

export function createDebtReminderService(deps: {
  database: Database;
  clock: Clock;
  settings: { invoicing(businessId: string): Promise<InvoicingSettings> };
  invoices: Pick<InvoiceService, 'latestLanguageOf'>;
  links: Pick<StatementLinkService, 'ensure'>;
}) {
  const { db } = deps.database;

  return {
    async remind(actor: Actor, debtId: string, body: Body): Promise<DebtReminder> {
      const sentAt = deps.clock.now();
      const { debt, phone, link } = await db.transaction(async (tx) => {
        const debt = await findReminderDebt(tx, actor.businessId, debtId, true);
        if (!debt) throw notFound('Debt');
        if (debt.kind === 'debt') {
          throw new AppError(
            'DEBT_NOT_REMINDABLE',
            'Reminders are for what a contact owes the business, not for what the business owes.',
          );
        }
        if (debt.status !== 'open') {
          throw new AppError('DEBT_NOT_OPEN', 'This record is already settled or void');
        }
        const phone = debt.contactPhone;
        if (!phone) {
          throw new AppError('DEBT_NO_PHONE', 'The contact has no phone number', {
            issues: [{ field: 'phone', code: 'no_phone' }],
          });
        }
        const link = await deps.links.ensure(tx, actor, debt.contactId);
        await insertWhatsappReminder(tx, {
          id: uuidv7(),
          businessId: actor.businessId,
          debtId,
          createdBy: actor.userId,
          createdAt: sentAt,
        });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'debt.reminder',
          entityType: 'debt',
          entityId: debtId,
          after: {
            channel: 'whatsapp',
            remaining: debt.amount - debt.paid,
            currency: debt.currency,
          },
        });
        return { debt, phone, link };
      });
      const language =
        body.language ??
        (await deps.invoices.latestLanguageOf(actor.businessId, debt.contactId)) ??
        'id';
      const settings = await deps.settings.invoicing(actor.businessId);
      const message = reminderMessage({
        language,
        contact: debt.contactName,
        business: settings.name,
        amount: moneyText(debt.amount - debt.paid, debt.currency),
        description: debt.description ?? debt.reference,
        dueDate: debt.dueDate,
        url: link.url,
        payment: {
          bank_accounts: settings.bank_accounts,
          qris: settings.qris_url !== null,
          phone: settings.phone,
        },
      });
      return {
        url: whatsappLink(phone, message),
        message,
        statement_url: link.url,
        sent_at: sentAt.toISOString(),
      };
    },
  };
}

export type DebtReminderService = ReturnType<typeof createDebtReminderService>;
