/**
 * What is done with an invoice beyond its content: send it (by mail with its PDF), void it, its
 * PDF, its WhatsApp message, its timeline from the activity log.
 */
import {
  AppError,
  type Invoice,
  type InvoiceHistoryItem,
  type sendInvoiceBodySchema,
  whatsappLink,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, type Author, activityBase } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { moneyText } from '../../lib/money-text';
import { invoiceMail } from '../../mail/invoice-mail';
import type { Mailer } from '../../mail/mailer';
import { formatDocumentDate } from '../../pdf/document-text';
import type { ActivityService } from '../activity/activities.service';
import { type ContactReach, contactReachOf } from '../contacts/contacts.guards';
import { paymentStatusOf } from './invoice-mappers';
import { historyParams, whatsappMessage } from './invoice-messages';
import { invoiceRefusals } from './invoice-rules';
import { changeInvoice, findInvoice } from './invoices.repository';
import type { InvoiceDeps, InvoiceService } from './invoices.service';
import { listPayments } from './payments/invoice-payments.repository';
import type { InvoicePdfService } from './pdf/invoice-pdf.service';
import type { InvoiceShareService } from './share/invoice-share.service';

type SendBody = z.output<typeof sendInvoiceBodySchema>;

/** What of an invoice says where it goes: its contact, whether it is paid, its frozen customer. */
type Addressed = { contactId: string; paid: boolean; snapshot: ContactReach };

/**
 * Where the invoice is sent: while it is not paid, the contact as it is now (a number added since
 * it was made reaches it, one taken off no longer does); once paid, the customer frozen on it,
 * else the contact's.
 */
async function reachOf(tx: Executor, businessId: string, invoice: Addressed) {
  const now = await contactReachOf(tx, businessId, invoice.contactId);
  if (!now) return invoice.snapshot;
  if (!invoice.paid) return now;
  return {
    phone: invoice.snapshot.phone ?? now.phone,
    email: invoice.snapshot.email ?? now.email,
  };
}

export function createInvoiceActions(
  deps: InvoiceDeps & {
    invoices: InvoiceService;
    pdf: InvoicePdfService;
    share: InvoiceShareService;
    mailer: Mailer;
    activities: ActivityService;
  },
) {
  const { db } = deps.database;

  async function pdfOf(actor: Pick<Actor, 'businessId'>, invoice: Invoice) {
    const payments = await listPayments(db, actor.businessId, invoice.id);
    return deps.pdf.invoice(actor.businessId, invoice, payments);
  }

  return {
    /**
     * Marks it sent (a draft becomes sent); `email` mails it with its PDF after the commit. The
     * scheduler sends a schedule's invoices as their author.
     */
    async send(actor: Author, id: string, body: SendBody): Promise<Invoice> {
      const { to, share } = await db.transaction(async (tx) => {
        const row = await findInvoice(tx, actor.businessId, id, true);
        if (!row) throw notFound('Invoice');
        invoiceRefusals.notVoid(row);
        const reach = await reachOf(tx, actor.businessId, {
          contactId: row.contactId,
          paid: paymentStatusOf(row.total, row.paid) === 'paid',
          snapshot: { phone: row.customerPhone, email: row.customerEmail },
        });
        const address = body.channel === 'email' ? (body.email ?? reach.email) : null;
        if (body.channel === 'email' && !address) {
          throw new AppError('INVOICE_NO_EMAIL', 'The customer has no email address', {
            issues: [{ field: 'email', code: 'no_email' }],
          });
        }
        await changeInvoice(tx, actor.businessId, id, { status: 'sent', sentAt: deps.clock.now() });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invoice.send',
          entityType: 'invoice',
          entityId: id,
          after: {
            number: row.number,
            channel: body.channel,
            ...(address ? { email: address } : {}),
          },
        });
        return { to: address, share: address ? await deps.share.ensure(tx, actor, id) : null };
      });
      const invoice = await deps.invoices.get(actor, id);
      if (to) {
        const settings = await deps.settings.invoicing(actor.businessId);
        const pdf = await pdfOf(actor, invoice);
        deps.mailer.send(
          invoiceMail({
            to,
            language: invoice.language,
            number: invoice.number,
            customerName: invoice.customer.name,
            businessName: settings.name,
            amountDue: moneyText(invoice.amount_due, invoice.currency),
            dueDate: formatDocumentDate(invoice.due_date, settings.date_format, invoice.language),
            portalUrl: share?.url ?? null,
            pdf: { filename: pdf.filename, content: pdf.data },
          }),
        );
      }
      return invoice;
    },

    /** Voids a draft or sent invoice; 422 while it has payments (remove them first). */
    async void(actor: Actor, id: string): Promise<Invoice> {
      await db.transaction(async (tx) => {
        const row = await findInvoice(tx, actor.businessId, id, true);
        if (!row) throw notFound('Invoice');
        invoiceRefusals.notVoid(row);
        if (row.paid > 0) {
          throw new AppError('INVOICE_HAS_PAYMENTS', 'Remove the payments before voiding');
        }
        await changeInvoice(tx, actor.businessId, id, {
          status: 'void',
          voidedAt: deps.clock.now(),
        });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invoice.void',
          entityType: 'invoice',
          entityId: id,
          after: { number: row.number },
        });
      });
      return deps.invoices.get(actor, id);
    },

    async pdf(actor: Actor, id: string) {
      return pdfOf(actor, await deps.invoices.get(actor, id));
    },

    /** The timeline, oldest first: created, edited, sent, viewed, paid, voided. */
    async history(actor: Actor, id: string): Promise<InvoiceHistoryItem[]> {
      const row = await findInvoice(db, actor.businessId, id);
      if (!row) throw notFound('Invoice');
      const rows = await deps.activities.historyOf(actor, 'invoice', id);
      return rows.map((item) => ({
        action: item.action,
        created_at: item.created_at,
        user_name: item.user_name,
        params: historyParams(item.after),
      }));
    },

    /**
     * The `wa.me` link to the customer's phone with the message in the invoice's language: what is
     * left to pay and how, or for a paid invoice a thank-you with the link to its receipt.
     */
    async whatsapp(actor: Actor, id: string): Promise<{ url: string; message: string }> {
      const invoice = await deps.invoices.get(actor, id);
      invoiceRefusals.notVoid(invoice);
      const paid = invoice.payment_status === 'paid';
      const { phone } = await reachOf(db, actor.businessId, {
        contactId: invoice.contact_id,
        paid,
        snapshot: invoice.customer,
      });
      if (!phone) {
        throw new AppError('INVOICE_NO_PHONE', 'The customer has no phone number', {
          issues: [{ field: 'phone', code: 'no_phone' }],
        });
      }
      const settings = await deps.settings.invoicing(actor.businessId);
      const share = await deps.share.share(actor, id);
      const money = (amount: number) => moneyText(amount, invoice.currency);
      const message = whatsappMessage({
        language: invoice.language,
        state: paid ? 'paid' : invoice.payment_status,
        payment: {
          bank_accounts: settings.bank_accounts,
          qris: settings.qris_url !== null,
          phone: settings.phone,
        },
        customer: invoice.customer.name,
        business: settings.name,
        number: invoice.number,
        total: money(invoice.total),
        paid: money(invoice.paid),
        amountDue: money(invoice.amount_due),
        dueDate: formatDocumentDate(invoice.due_date, settings.date_format, invoice.language),
        url: share.url,
      });
      return { url: whatsappLink(phone, message), message };
    },
  };
}

export type InvoiceActions = ReturnType<typeof createInvoiceActions>;
