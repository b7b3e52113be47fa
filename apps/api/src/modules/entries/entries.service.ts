/** Entries, the money in and out of cash books: single-entry writes beside the reads. */
import {
  AppError,
  type createEntryBodySchema,
  type Entry,
  type updateEntryBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import type { ActivityService } from '../activity/activities.service';
import { assertWritable, lockCashbooks, requireBook } from '../cashbooks/cashbooks.guards';
import { categoryKindFor, requireCategoryFor } from '../categories/categories.guards';
import { requireLinkableContact } from '../contacts/contacts.guards';
import { attachmentKeysOfEntries } from './attachments/attachments.service';
import { createEntryReads } from './entries.reads';
import {
  deleteEntries,
  findEntries,
  insertEntry,
  setEntriesCategory,
  updateEntryAt,
} from './entries.repository';
import { type EntryRow, toEntry } from './entry-mappers';
import { type RevenueFilter, readMonthlyRevenue } from './entry-revenue.repository';

type CreateBody = z.output<typeof createEntryBodySchema>;
type UpdateBody = z.output<typeof updateEntryBodySchema>;

function transferLeg(): AppError {
  return new AppError(
    'ENTRY_IS_TRANSFER_LEG',
    'This entry is part of a transfer. Edit or delete the transfer instead.',
  );
}

function invoicePayment(): AppError {
  return new AppError(
    'ENTRY_IS_INVOICE_PAYMENT',
    'This entry is an invoice payment. Change or delete the payment on its invoice instead.',
  );
}

function debtMovement(): AppError {
  return new AppError(
    'ENTRY_IS_DEBT_MOVEMENT',
    'This entry moved the cash of a debt or credit. Change it through the record instead.',
  );
}

/**
 * Entries another record owns change only through it: a transfer's legs, an invoice payment's
 * entry, the cash a debt or credit moved (at creation or by a payment).
 */
function assertOwnEntries(rows: readonly EntryRow[], legs: (row: EntryRow) => boolean) {
  if (rows.some((row) => row.invoiceId)) throw invoicePayment();
  if (rows.some((row) => row.debtId)) throw debtMovement();
  if (rows.some(legs)) throw transferLeg();
}

async function loadForWrite(tx: Executor, actor: Actor, ids: string[]): Promise<EntryRow[]> {
  const rows = await findEntries(tx, actor.businessId, ids);
  if (rows.length !== new Set(ids).size) throw notFound('Entry');
  return rows;
}

export function createEntryService(deps: { database: Database; activities: ActivityService }) {
  const { database } = deps;
  const { db } = database;

  return {
    ...createEntryReads(deps),

    /** The books' gross revenue per month `YYYY-MM` (entry-revenue.repository.ts). */
    monthlyRevenue(businessId: string, filter: RevenueFilter): Promise<Map<string, number>> {
      return readMonthlyRevenue(database, businessId, filter);
    },

    async create(actor: Actor, body: CreateBody, key: string | null): Promise<Stored<Entry>> {
      return runIdempotent(
        database,
        actor,
        key,
        { route: 'entries.create', body, status: 201 },
        async (tx) => {
          const book = requireBook(
            await lockCashbooks(tx, actor.businessId, [body.cashbook_id]),
            body.cashbook_id,
          );
          assertWritable(book);
          if (body.category_id) {
            await requireCategoryFor(
              tx,
              actor.businessId,
              body.category_id,
              categoryKindFor(body.direction),
            );
          }
          if (body.contact_id) await requireLinkableContact(tx, actor.businessId, body.contact_id);
          const row = await insertEntry(tx, {
            businessId: actor.businessId,
            cashbookId: body.cashbook_id,
            direction: body.direction,
            amount: body.amount,
            date: body.date,
            categoryId: body.category_id ?? null,
            contactId: body.contact_id ?? null,
            description: body.description,
            reference: body.reference,
            source: 'manual',
            createdBy: actor.userId,
          });
          const entry = toEntry(row, book.currency);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'entry.create',
            entityType: 'entry',
            entityId: row.id,
            after: entry,
          });
          return entry;
        },
      );
    },

    async update(actor: Actor, id: string, body: UpdateBody): Promise<Entry> {
      return db.transaction(async (tx) => {
        const [current] = await loadForWrite(tx, actor, [id]);
        if (!current) throw notFound('Entry');
        assertOwnEntries([current], (row) => row.transferId !== null);
        const cashbookId = body.cashbook_id ?? current.cashbookId;
        const books = await lockCashbooks(tx, actor.businessId, [current.cashbookId, cashbookId]);
        const book = requireBook(books, cashbookId);
        for (const locked of books.values()) assertWritable(locked);
        if (
          cashbookId !== current.cashbookId &&
          book.currency !== requireBook(books, current.cashbookId).currency
        ) {
          throw new AppError('CURRENCY_MISMATCH', 'The cash books have different currencies', {
            issues: [{ field: 'cashbook_id', code: 'currency_mismatch' }],
          });
        }
        const direction = body.direction ?? (current.direction as 'in' | 'out');
        const categoryId = body.category_id === undefined ? current.categoryId : body.category_id;
        if (categoryId && (categoryId !== current.categoryId || direction !== current.direction)) {
          await requireCategoryFor(tx, actor.businessId, categoryId, categoryKindFor(direction));
        }
        // Keeping an archived contact is fine; newly linking one is not.
        const contactId = body.contact_id === undefined ? current.contactId : body.contact_id;
        if (contactId && contactId !== current.contactId) {
          await requireLinkableContact(tx, actor.businessId, contactId);
        }
        const row = await updateEntryAt(tx, actor.businessId, id, body.version, {
          cashbookId,
          direction,
          amount: body.amount ?? current.amount,
          date: body.date ?? current.date,
          categoryId,
          contactId,
          description: body.description ?? current.description,
          reference: body.reference === undefined ? current.reference : body.reference,
        });
        if (!row) throw versionConflict();
        const entry = toEntry(row, book.currency);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'entry.update',
          entityType: 'entry',
          entityId: id,
          before: toEntry(current, book.currency),
          after: entry,
        });
        return entry;
      });
    },

    async remove(actor: Actor, ids: string[]): Promise<{ count: number; storageKeys: string[] }> {
      return db.transaction(async (tx) => {
        const rows = await loadForWrite(tx, actor, ids);
        assertOwnEntries(rows, (row) => row.transferId !== null);
        const books = await lockCashbooks(
          tx,
          actor.businessId,
          rows.map((row) => row.cashbookId),
        );
        for (const locked of books.values()) assertWritable(locked);
        const storageKeys = await attachmentKeysOfEntries(tx, actor.businessId, ids);
        await deleteEntries(tx, actor.businessId, ids);
        await logEach(tx, actor, 'entry.delete', rows, books, null);
        return { count: rows.length, storageKeys };
      });
    },

    async categorise(actor: Actor, ids: string[], categoryId: string | null): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await loadForWrite(tx, actor, ids);
        assertOwnEntries(rows, (row) => row.transferRole === 'in' || row.transferRole === 'out');
        const books = await lockCashbooks(
          tx,
          actor.businessId,
          rows.map((row) => row.cashbookId),
        );
        for (const locked of books.values()) assertWritable(locked);
        if (categoryId) {
          const directions = new Set(rows.map((row) => row.direction));
          if (directions.size > 1) {
            throw new AppError(
              'ENTRY_DIRECTIONS_MIXED',
              'Choose only money in or only money out to give them one category',
            );
          }
          const direction = rows[0]?.direction === 'in' ? 'in' : 'out';
          await requireCategoryFor(tx, actor.businessId, categoryId, categoryKindFor(direction));
        }
        const updated = await setEntriesCategory(tx, actor.businessId, ids, categoryId);
        await logEach(tx, actor, 'entry.update', rows, books, updated);
        return updated.length;
      });
    },
  };
}

async function logEach(
  tx: Executor,
  actor: Actor,
  action: string,
  before: EntryRow[],
  books: Map<string, { currency: string }>,
  after: EntryRow[] | null,
) {
  const afterById = new Map((after ?? []).map((row) => [row.id, row]));
  for (const row of before) {
    const currency = books.get(row.cashbookId)?.currency ?? '';
    const next = afterById.get(row.id);
    await recordActivity(tx, {
      ...activityBase(actor),
      action,
      entityType: 'entry',
      entityId: row.id,
      before: toEntry(row, currency),
      after: next ? toEntry(next, currency) : null,
    });
  }
}

export type EntryService = ReturnType<typeof createEntryService>;
