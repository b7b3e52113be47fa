/**
 * A debt's or credit's payments: each lands in a cash book as an entry (source `debt_payment`:
 * money in for a credit, out for a debt), written with the payment in one transaction through the
 * entries module, the record and then the book locked first. More than what remains is refused
 * (422), so of two payments that together overpay only one passes: the second waits on the
 * record's lock and then sees the first.
 */
import type { DebtPayment, recordDebtPaymentBodySchema } from '@usaha/shared';
import type { MessageLanguage } from '@usaha/shared/messages';
import type { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/client';
import { recordActivity } from '../../../lib/activity-log';
import { type Actor, activityBase } from '../../../lib/actor';
import { businessToday } from '../../../lib/business-date';
import { notFound } from '../../../lib/errors';
import { runIdempotent, type Stored } from '../../../lib/idempotency';
import { lockWritableBook } from '../../cashbooks/cashbooks.guards';
import { postDebtEntry, removeDebtEntry } from '../../entries/entry-posting.service';
import { paymentDirection, statusFor, toDebtPayment } from '../debt-mappers';
import { debtRefusals, paymentText } from '../debt-rules';
import { requireDebt } from '../debts.reads';
import { changeDebt, findDebtView } from '../debts.repository';
import {
  deleteDebtPayment,
  findDebtPayment,
  insertDebtPayment,
  listDebtPayments,
} from './debt-payments.repository';

type RecordBody = z.output<typeof recordDebtPaymentBodySchema>;

export function createDebtPaymentService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const { db } = database;
  const todayOf = (actor: Pick<Actor, 'timezone'>) => businessToday(clock.now(), actor.timezone);

  const lockDebt = (tx: Executor, actor: Actor, debtId: string) =>
    requireDebt(tx, actor.businessId, debtId, todayOf(actor), true);

  return {
    async list(actor: Actor, debtId: string): Promise<DebtPayment[]> {
      if (!(await findDebtView(db, actor.businessId, debtId))) throw notFound('Debt');
      return listDebtPayments(db, actor.businessId, debtId);
    },

    /** Records a payment; only an open record takes one, and no more than remains (422). */
    async record(
      actor: Actor,
      debtId: string,
      body: RecordBody,
      key: string | null,
      language: MessageLanguage,
    ): Promise<Stored<DebtPayment>> {
      const request = { route: `debts.payments.create:${debtId}`, body, status: 201 };
      return runIdempotent(database, actor, key, request, async (tx) => {
        const debt = await lockDebt(tx, actor, debtId);
        debtRefusals.isOpen(debt);
        const book = await lockWritableBook(tx, actor.businessId, body.cashbook_id);
        debtRefusals.sameCurrency(book.currency, debt.currency, 'cashbook_id');
        debtRefusals.notOverpaid(body.amount, debt);
        const date = body.date ?? todayOf(actor);
        const entryId = await postDebtEntry(tx, {
          businessId: actor.businessId,
          cashbookId: book.id,
          debtId,
          contactId: debt.contact_id,
          source: 'debt_payment',
          direction: paymentDirection(debt.kind),
          amount: body.amount,
          date,
          description: paymentText(language, {
            kind: debt.kind,
            contactName: debt.contact_name,
            note: body.note,
          }),
          createdBy: actor.userId,
        });
        const row = await insertDebtPayment(tx, {
          businessId: actor.businessId,
          debtId,
          amount: body.amount,
          date,
          cashbookId: book.id,
          note: body.note,
          entryId,
          createdBy: actor.userId,
        });
        const paid = debt.paid + body.amount;
        await changeDebt(tx, actor.businessId, debtId, {
          paid,
          status: statusFor(debt.amount, paid),
        });
        const payment = toDebtPayment(row, book.name);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'debt.payment',
          entityType: 'debt',
          entityId: debtId,
          after: { ...payment, currency: debt.currency, remaining: debt.amount - paid },
        });
        return payment;
      });
    },

    /**
     * Removes a payment and its entry; the record owes that much again (a paid one reopens). A
     * void record's payments stay: they are what was paid before it was written off (422).
     */
    async remove(actor: Actor, debtId: string, id: string): Promise<{ storageKeys: string[] }> {
      return db.transaction(async (tx) => {
        const debt = await lockDebt(tx, actor, debtId);
        const payment = await findDebtPayment(tx, actor.businessId, debtId, id);
        if (!payment) throw notFound('Payment');
        debtRefusals.notVoid(debt);
        const book = await lockWritableBook(tx, actor.businessId, payment.cashbookId);
        await deleteDebtPayment(tx, actor.businessId, id);
        const storageKeys = await removeDebtEntry(tx, actor.businessId, payment.entryId);
        const paid = debt.paid - payment.amount;
        await changeDebt(tx, actor.businessId, debtId, {
          paid,
          status: statusFor(debt.amount, paid),
        });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'debt.payment_delete',
          entityType: 'debt',
          entityId: debtId,
          before: toDebtPayment(payment, book.name),
          after: { amount: payment.amount, currency: debt.currency, date: payment.date },
        });
        return { storageKeys };
      });
    },
  };
}

export type DebtPaymentService = ReturnType<typeof createDebtPaymentService>;
