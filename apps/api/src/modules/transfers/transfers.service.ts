/**
 * Transfers between cash books: one object and its legs, written together in one transaction.
 * They move money and never count as income or expense; only the fee is an expense. The legs
 * are entries, posted through the entries module (entry-posting.service.ts).
 */
import type { createTransferBodySchema, Transfer, updateTransferBodySchema } from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { dateKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { assertWritable, lockCashbooks, requireBook } from '../cashbooks/cashbooks.guards';
import { requireCategoryFor } from '../categories/categories.guards';
import {
  postEntries,
  removeTransferLegs,
  replaceTransferLegs,
} from '../entries/entry-posting.service';
import { assertDistinctBooks, receivedAmount, transferLegs } from './transfer-legs';
import {
  deleteTransfer,
  findTransfer,
  insertTransfer,
  listTransferRows,
  type TransferFilter,
  toTransfer,
  updateTransferAt,
} from './transfers.repository';

type CreateBody = z.output<typeof createTransferBodySchema>;
type UpdateBody = z.output<typeof updateTransferBodySchema>;

/** Locks the books, checks them and the fee category; returns the amount received. */
async function prepare(tx: Executor, actor: Actor, input: CreateBody, alsoLock: string[] = []) {
  assertDistinctBooks(input);
  const books = await lockCashbooks(tx, actor.businessId, [
    input.from_cashbook_id,
    input.to_cashbook_id,
    ...alsoLock,
  ]);
  const from = requireBook(books, input.from_cashbook_id);
  const to = requireBook(books, input.to_cashbook_id);
  // An archived book is read-only, also for moving a transfer out of it.
  for (const book of books.values()) assertWritable(book);
  if (input.fee_category_id) {
    await requireCategoryFor(
      tx,
      actor.businessId,
      input.fee_category_id,
      'expense',
      'fee_category_id',
    );
  }
  return receivedAmount(input, from, to);
}

function legsOf(actor: Actor, transferId: string, input: CreateBody, amountReceived: number) {
  const base = { businessId: actor.businessId, transferId, createdBy: actor.userId };
  return transferLegs(base, input, amountReceived);
}

/** The transfer's columns from a create or update body. */
function columnsOf(body: CreateBody, amountReceived: number) {
  return {
    fromCashbookId: body.from_cashbook_id,
    toCashbookId: body.to_cashbook_id,
    amountSent: body.amount_sent,
    amountReceived,
    fee: body.fee,
    feeCategoryId: body.fee_category_id ?? null,
    date: body.date,
    note: body.note,
  };
}

export function createTransferService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(actor: Actor, query: TransferFilter & { cursor?: string; limit: number }) {
      const { cursor, limit, ...filter } = query;
      const rows = await listTransferRows(
        db,
        actor.businessId,
        filter,
        dateKeyset.decode(cursor),
        limit,
      );
      return dateKeyset.page(rows, limit, toTransfer, (row) => ({ date: row.date, id: row.id }));
    },

    async get(actor: Actor, id: string): Promise<Transfer> {
      const row = await findTransfer(db, actor.businessId, id);
      if (!row) throw notFound('Transfer');
      return toTransfer(row);
    },

    async create(actor: Actor, body: CreateBody, key: string | null): Promise<Stored<Transfer>> {
      return runIdempotent(
        database,
        actor,
        key,
        { route: 'transfers.create', body, status: 201 },
        async (tx) => {
          const amountReceived = await prepare(tx, actor, body);
          const row = await insertTransfer(tx, {
            businessId: actor.businessId,
            ...columnsOf(body, amountReceived),
            createdBy: actor.userId,
          });
          await postEntries(tx, legsOf(actor, row.id, body, amountReceived));
          const transfer = toTransfer(row);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'transfer.create',
            entityType: 'transfer',
            entityId: row.id,
            after: transfer,
          });
          return transfer;
        },
      );
    },

    /** The legs are rebuilt from the new values, all in one transaction. */
    async update(actor: Actor, id: string, body: UpdateBody): Promise<Transfer> {
      return db.transaction(async (tx) => {
        const before = await findTransfer(tx, actor.businessId, id);
        if (!before) throw notFound('Transfer');
        const amountReceived = await prepare(tx, actor, body, [
          before.fromCashbookId,
          before.toCashbookId,
        ]);
        const row = await updateTransferAt(
          tx,
          actor.businessId,
          id,
          body.version,
          columnsOf(body, amountReceived),
        );
        if (!row) throw versionConflict();
        // The legs' receipts stay with them.
        await replaceTransferLegs(
          tx,
          actor.businessId,
          id,
          legsOf(actor, id, body, amountReceived),
        );
        const transfer = toTransfer(row);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'transfer.update',
          entityType: 'transfer',
          entityId: id,
          before: toTransfer(before),
          after: transfer,
        });
        return transfer;
      });
    },

    /** Answers where the legs' receipts are stored, to discard once committed. */
    async remove(actor: Actor, id: string): Promise<{ storageKeys: string[] }> {
      return db.transaction(async (tx) => {
        const before = await findTransfer(tx, actor.businessId, id);
        if (!before) throw notFound('Transfer');
        const books = await lockCashbooks(tx, actor.businessId, [
          before.fromCashbookId,
          before.toCashbookId,
        ]);
        for (const book of books.values()) assertWritable(book);
        const storageKeys = await removeTransferLegs(tx, actor.businessId, id);
        await deleteTransfer(tx, actor.businessId, id);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'transfer.delete',
          entityType: 'transfer',
          entityId: id,
          before: toTransfer(before),
        });
        return { storageKeys };
      });
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
