/**
 * An invoice's payments: each lands in a cash book as an entry (source `invoice_payment`),
 * written with the payment in one transaction through the entries module, the invoice and the
 * book locked first. More than the amount due is refused (422), so two payments that together
 * overpay cannot both pass: the second waits on the invoice's lock and then sees the first.
 * After the commit, the business's members are told (invoice-notices.ts).
 */
import {
  AppError,
  type InvoicePayment,
  paymentMethodForBook,
  type recordInvoicePaymentBodySchema,
  SALES_SEED_KEY,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/client';
import { recordActivity } from '../../../lib/activity-log';
import { type Actor, activityBase } from '../../../lib/actor';
import { businessToday } from '../../../lib/business-date';
import { notFound } from '../../../lib/errors';
import { runIdempotent, type Stored } from '../../../lib/idempotency';
import { moneyText } from '../../../lib/money-text';
import { assertWritable, lockCashbooks, requireBook } from '../../cashbooks/cashbooks.guards';
import { requireCategoryFor, usableSeededCategory } from '../../categories/categories.guards';
import { postInvoicePayment, removeInvoicePaymentEntry } from '../../entries/entry-posting.service';
import type { MembersNotifier } from '../../notifications/notifier.types';
import { type PaymentNotice, tellPayment } from '../invoice-notices';
import { invoiceRefusals } from '../invoice-rules';
import { addPaid, changeInvoice, findInvoice } from '../invoices.repository';
import {
  deletePayment,
  findPayment,
  insertPayment,
  listPayments,
  toPayment,
} from './invoice-payments.repository';

type RecordBody = z.output<typeof recordInvoicePaymentBodySchema>;

const DESCRIPTION = {
  id: (number: string) => `Pembayaran faktur ${number}`,
  en: (number: string) => `Payment of invoice ${number}`,
} as const;

/**
 * The income category a payment's sales are booked to: the one asked for (of this business, of
 * kind income, not archived), none when null is asked, else the seeded sales category if any.
 */
async function salesCategoryOf(
  tx: Executor,
  businessId: string,
  asked: string | null | undefined,
): Promise<string | null> {
  if (asked === null) return null;
  if (asked !== undefined) return (await requireCategoryFor(tx, businessId, asked, 'income')).id;
  return (await usableSeededCategory(tx, businessId, SALES_SEED_KEY))?.id ?? null;
}

/** A payment as the log keeps it when its entry's category was not read. */
function withoutCategory({ category_id: _category, ...payment }: InvoicePayment) {
  return payment;
}

export function createInvoicePaymentService(deps: {
  database: Database;
  clock: Clock;
  notifier: MembersNotifier;
}) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(actor: Actor, invoiceId: string): Promise<InvoicePayment[]> {
      if (!(await findInvoice(db, actor.businessId, invoiceId))) throw notFound('Invoice');
      return listPayments(db, actor.businessId, invoiceId);
    },

    /** One payment with its invoice (404 for another business's or another invoice's). */
    async get(actor: Actor, invoiceId: string, id: string): Promise<InvoicePayment> {
      const payments = await this.list(actor, invoiceId);
      const payment = payments.find((item) => item.id === id);
      if (!payment) throw notFound('Payment');
      return payment;
    },

    /**
     * Records a payment; a draft being paid becomes sent (it has evidently reached the
     * customer). A void invoice takes none (422).
     */
    async record(
      actor: Actor,
      invoiceId: string,
      body: RecordBody,
      key: string | null,
    ): Promise<Stored<InvoicePayment>> {
      const request = { route: `invoices.payments.create:${invoiceId}`, body, status: 201 };
      const notices: PaymentNotice[] = [];
      const stored = await runIdempotent(database, actor, key, request, async (tx) => {
        const invoice = await findInvoice(tx, actor.businessId, invoiceId, true);
        if (!invoice) throw notFound('Invoice');
        invoiceRefusals.notVoid(invoice);
        const book = requireBook(
          await lockCashbooks(tx, actor.businessId, [body.cashbook_id]),
          body.cashbook_id,
        );
        assertWritable(book);
        if (book.currency !== invoice.currency) {
          throw new AppError('CURRENCY_MISMATCH', 'The cash book is in another currency', {
            issues: [{ field: 'cashbook_id', code: 'currency_mismatch' }],
          });
        }
        const due = invoice.total - invoice.paid;
        if (body.amount > due) {
          throw new AppError('OVERPAYMENT', 'The payment is more than the amount due', {
            issues: [
              {
                field: 'amount',
                code: 'exceeds_amount_due',
                params: { max: moneyText(due, invoice.currency) },
              },
            ],
          });
        }
        const date = body.date ?? businessToday(deps.clock.now(), actor.timezone);
        const language = invoice.language === 'en' ? 'en' : 'id';
        const categoryId = await salesCategoryOf(tx, actor.businessId, body.category_id);
        const entryId = await postInvoicePayment(tx, {
          businessId: actor.businessId,
          cashbookId: book.id,
          invoiceId,
          contactId: invoice.contactId,
          categoryId,
          amount: body.amount,
          date,
          description: DESCRIPTION[language](invoice.number),
          createdBy: actor.userId,
        });
        const row = await insertPayment(tx, {
          businessId: actor.businessId,
          invoiceId,
          amount: body.amount,
          date,
          cashbookId: book.id,
          method: body.method ?? paymentMethodForBook(book.kind),
          note: body.note,
          entryId,
          createdBy: actor.userId,
        });
        const after = await addPaid(tx, actor.businessId, invoiceId, body.amount);
        if (invoice.status === 'draft') {
          await changeInvoice(tx, actor.businessId, invoiceId, {
            status: 'sent',
            sentAt: deps.clock.now(),
          });
        }
        const payment = toPayment(row, book.name, categoryId);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invoice.payment',
          entityType: 'invoice',
          entityId: invoiceId,
          after: { ...payment, currency: invoice.currency },
        });
        notices.push({ invoice: after, amount: body.amount });
        return payment;
      });
      // Empty on a replay: only the call that made the payment tells, after its commit.
      for (const notice of notices) await tellPayment(deps.notifier, actor, notice);
      return stored;
    },

    /**
     * Removes a payment and its entry; the invoice owes that much again. Answers where the
     * entry's receipts are stored, to discard once committed.
     */
    async remove(actor: Actor, invoiceId: string, id: string): Promise<{ storageKeys: string[] }> {
      return db.transaction(async (tx) => {
        const invoice = await findInvoice(tx, actor.businessId, invoiceId, true);
        if (!invoice) throw notFound('Invoice');
        const payment = await findPayment(tx, actor.businessId, invoiceId, id);
        if (!payment) throw notFound('Payment');
        const books = await lockCashbooks(tx, actor.businessId, [payment.cashbookId]);
        assertWritable(requireBook(books, payment.cashbookId));
        await deletePayment(tx, actor.businessId, id);
        const storageKeys = await removeInvoicePaymentEntry(tx, actor.businessId, payment.entryId);
        await addPaid(tx, actor.businessId, invoiceId, -payment.amount);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invoice.payment_delete',
          entityType: 'invoice',
          entityId: invoiceId,
          before: withoutCategory(
            toPayment(payment, requireBook(books, payment.cashbookId).name, null),
          ),
          after: { amount: payment.amount, currency: invoice.currency, date: payment.date },
        });
        return { storageKeys };
      });
    },
  };
}

export type InvoicePaymentService = ReturnType<typeof createInvoicePaymentService>;
