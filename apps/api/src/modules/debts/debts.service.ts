/**
 * Debts and credits (hutang piutang, DESIGN.md §6 "Debt and credit", issue 15): the writes of a
 * record beside the reads of debts.reads.ts; payments are in debt-payments.service.ts. The cash a
 * record moves at creation is an entry (source `debt`) posted through the entries module and
 * linked both ways; it follows the record's amount, date and contact. The status is derived:
 * paid when nothing remains, open otherwise, void once written off.
 */
import type {
  createDebtBodySchema,
  Debt,
  updateDebtBodySchema,
  voidDebtBodySchema,
} from '@usaha/shared';
import type { MessageLanguage } from '@usaha/shared/messages';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { lockWritableBook } from '../cashbooks/cashbooks.guards';
import { requireLinkableContact } from '../contacts/contacts.guards';
import { changeDebtEntry, postDebtEntry, removeDebtEntry } from '../entries/entry-posting.service';
import { creationDirection, statusFor } from './debt-mappers';
import { creationText, debtRefusals } from './debt-rules';
import { createDebtReads, type DebtDeps, requireDebt } from './debts.reads';
import { deleteDebt, insertDebt, updateDebtAt } from './debts.repository';

type CreateBody = z.output<typeof createDebtBodySchema>;
type UpdateBody = z.output<typeof updateDebtBodySchema>;
type VoidBody = z.output<typeof voidDebtBodySchema>;

export type { DebtPage } from './debts.reads';

export function createDebtService(deps: DebtDeps) {
  const { database, clock } = deps;
  const { db } = database;
  const todayOf = (actor: Pick<Actor, 'timezone'>) => businessToday(clock.now(), actor.timezone);

  const load = (tx: Executor, actor: Actor, id: string, lock = false) =>
    requireDebt(tx, actor.businessId, id, todayOf(actor), lock);

  return {
    ...createDebtReads(deps),

    /**
     * Records a debt or credit; with a cash book, the cash moves now (a credit lends it out of
     * the book, a debt brings it in). The currency is the book's, else the body's, else the
     * business's; a book in another currency than the body names is 422.
     */
    async create(
      actor: Actor,
      body: CreateBody,
      key: string | null,
      language: MessageLanguage,
    ): Promise<Stored<Debt>> {
      const request = { route: 'debts.create', body, status: 201 };
      return runIdempotent(database, actor, key, request, async (tx) => {
        const date = body.date ?? todayOf(actor);
        debtRefusals.dueNotBeforeDate(date, body.due_date);
        const contact = await requireLinkableContact(tx, actor.businessId, body.contact_id);
        const book = body.cashbook_id
          ? await lockWritableBook(tx, actor.businessId, body.cashbook_id)
          : null;
        if (book && body.currency) {
          debtRefusals.sameCurrency(book.currency, body.currency, 'cashbook_id');
        }
        const id = uuidv7();
        const entryId = book ? uuidv7() : null;
        await insertDebt(tx, {
          id,
          businessId: actor.businessId,
          kind: body.kind,
          contactId: body.contact_id,
          currency: book?.currency ?? body.currency ?? actor.currency,
          amount: body.amount,
          date,
          dueDate: body.due_date,
          description: body.description,
          reference: body.reference,
          entryId,
          createdBy: actor.userId,
        });
        if (book && entryId) {
          await postDebtEntry(tx, {
            id: entryId,
            businessId: actor.businessId,
            cashbookId: book.id,
            debtId: id,
            contactId: body.contact_id,
            source: 'debt',
            direction: creationDirection(body.kind),
            amount: body.amount,
            date,
            description: creationText(language, { ...body, contactName: contact.name }),
            createdBy: actor.userId,
          });
        }
        const debt = await load(tx, actor, id);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'debt.create',
          entityType: 'debt',
          entityId: id,
          after: { ...debt, cashbook_name: book?.name ?? null },
        });
        return debt;
      });
    },

    /**
     * Changes what was given; the cash moved at creation follows the amount, the date and the
     * contact. An amount below what is paid is 422; the status follows the amount (a larger
     * one reopens a paid record, one equal to what is paid settles it). A void record is 422.
     * A change that reaches that cash is an edit of its entry: without `may.changeCash` (the
     * caller's `transaction.update`) it is 403, before anything else is looked at.
     */
    async update(
      actor: Actor,
      id: string,
      body: UpdateBody,
      language: MessageLanguage,
      may: { changeCash: boolean },
    ): Promise<Debt> {
      return db.transaction(async (tx) => {
        const before = await load(tx, actor, id, true);
        const amount = body.amount ?? before.amount;
        const date = body.date ?? before.date;
        const dueDate = body.due_date === undefined ? before.due_date : body.due_date;
        const contactId = body.contact_id ?? before.contact_id;
        const description = body.description === undefined ? before.description : body.description;
        const reworded = contactId !== before.contact_id || description !== before.description;
        const cashChanges = before.entry_id
          ? amount !== before.amount || date !== before.date || reworded
          : false;
        if (cashChanges && !may.changeCash) debtRefusals.mayChangeCash();
        if (before.version !== body.version) throw versionConflict();
        debtRefusals.notVoid(before);
        debtRefusals.amountCoversPaid(amount, before);
        debtRefusals.dueNotBeforeDate(date, dueDate);
        const contactName =
          contactId === before.contact_id
            ? before.contact_name
            : (await requireLinkableContact(tx, actor.businessId, contactId)).name;
        if (before.entry_id && before.cashbook_id && cashChanges) {
          const changes = {
            ...(amount === before.amount ? {} : { amount }),
            ...(date === before.date ? {} : { date }),
            ...(contactId === before.contact_id ? {} : { contactId }),
            ...(reworded
              ? { description: creationText(language, { ...before, contactName, description }) }
              : {}),
          };
          await lockWritableBook(tx, actor.businessId, before.cashbook_id);
          await changeDebtEntry(tx, actor.businessId, before.entry_id, changes);
        }
        const row = await updateDebtAt(tx, actor.businessId, id, body.version, {
          contactId,
          amount,
          date,
          dueDate,
          description,
          reference: body.reference === undefined ? before.reference : body.reference,
          status: statusFor(amount, before.paid),
        });
        if (!row) throw versionConflict();
        const debt = await load(tx, actor, id);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'debt.update',
          entityType: 'debt',
          entityId: id,
          before,
          after: debt,
        });
        return debt;
      });
    },

    /**
     * Writes off what remains: nothing more is owed and no payment is taken. The payments and
     * the cash moved at creation stay (that money really moved). Only an open record (422).
     */
    async void(actor: Actor, id: string, body: VoidBody): Promise<Debt> {
      return db.transaction(async (tx) => {
        const before = await load(tx, actor, id, true);
        if (before.version !== body.version) throw versionConflict();
        debtRefusals.notVoid(before);
        debtRefusals.isOpen(before);
        const row = await updateDebtAt(tx, actor.businessId, id, body.version, {
          status: 'void',
          voidedAt: clock.now(),
        });
        if (!row) throw versionConflict();
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'debt.void',
          entityType: 'debt',
          entityId: id,
          before,
          after: { remaining: before.remaining, amount: before.amount, currency: before.currency },
        });
        return load(tx, actor, id);
      });
    },

    /**
     * Deletes a record without payments (422 otherwise), with the cash it moved at creation;
     * answers where that entry's receipts are stored, to discard once committed.
     */
    async remove(actor: Actor, id: string): Promise<{ storageKeys: string[] }> {
      return db.transaction(async (tx) => {
        const before = await load(tx, actor, id, true);
        debtRefusals.hasNoPayments(before);
        let storageKeys: string[] = [];
        if (before.entry_id && before.cashbook_id) {
          await lockWritableBook(tx, actor.businessId, before.cashbook_id);
          storageKeys = await removeDebtEntry(tx, actor.businessId, before.entry_id);
        }
        await deleteDebt(tx, actor.businessId, id);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'debt.delete',
          entityType: 'debt',
          entityId: id,
          before,
        });
        return { storageKeys };
      });
    },
  };
}

export type DebtService = ReturnType<typeof createDebtService>;
