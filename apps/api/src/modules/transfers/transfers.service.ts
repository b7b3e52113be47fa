/**
 * Transfers between cash books: one object and its legs, written together in one transaction.
 * They move money and never count as income or expense; only the fee is an expense.
 */
import type { createTransferBodySchema, Transfer, updateTransferBodySchema } from '@usaha/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { dateKeyset } from '../../db/keyset';
import { entries, transfers } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { requireCategoryFor } from '../categories/categories.repository';
import { assertWritable, lockCashbooks, requireBook } from '../ledger/locks';
import { assertDistinctBooks, receivedAmount, transferLegs } from './transfer-legs';

type CreateBody = z.output<typeof createTransferBodySchema>;
type UpdateBody = z.output<typeof updateTransferBodySchema>;
type TransferRow = typeof transfers.$inferSelect;

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    from_cashbook_id: row.fromCashbookId,
    to_cashbook_id: row.toCashbookId,
    amount_sent: row.amountSent,
    amount_received: row.amountReceived,
    fee: row.fee,
    fee_category_id: row.feeCategoryId,
    date: row.date,
    note: row.note,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findTransfer(tx: Executor, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(transfers)
    .where(and(eq(transfers.businessId, businessId), eq(transfers.id, id)));
  return row;
}

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

async function insertLegs(
  tx: Executor,
  actor: Actor,
  transferId: string,
  input: CreateBody,
  amountReceived: number,
) {
  const base = { businessId: actor.businessId, transferId, createdBy: actor.userId };
  await tx.insert(entries).values(transferLegs(base, input, amountReceived));
}

export function createTransferService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(
      actor: Actor,
      query: { cashbook_id?: string; from?: string; to?: string; cursor?: string; limit: number },
    ) {
      const cursor = dateKeyset.decode(query.cursor);
      const conditions: SQL[] = [eq(transfers.businessId, actor.businessId)];
      if (query.cashbook_id) {
        const book = query.cashbook_id;
        conditions.push(
          or(eq(transfers.fromCashbookId, book), eq(transfers.toCashbookId, book)) as SQL,
        );
      }
      if (query.from) conditions.push(sql`${transfers.date} >= ${query.from}`);
      if (query.to) conditions.push(sql`${transfers.date} <= ${query.to}`);
      if (cursor) {
        conditions.push(
          sql`(${transfers.date}, ${transfers.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`,
        );
      }
      const rows = await db
        .select()
        .from(transfers)
        .where(and(...conditions))
        .orderBy(desc(transfers.date), desc(transfers.id))
        .limit(query.limit + 1);
      return dateKeyset.page(rows, query.limit, toTransfer, (row) => ({
        date: row.date,
        id: row.id,
      }));
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
          const [row] = await tx
            .insert(transfers)
            .values({
              businessId: actor.businessId,
              fromCashbookId: body.from_cashbook_id,
              toCashbookId: body.to_cashbook_id,
              amountSent: body.amount_sent,
              amountReceived,
              fee: body.fee,
              feeCategoryId: body.fee_category_id ?? null,
              date: body.date,
              note: body.note,
              createdBy: actor.userId,
            })
            .returning();
          if (!row) throw new Error('transfer insert returned nothing');
          await insertLegs(tx, actor, row.id, body, amountReceived);
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
        const [row] = await tx
          .update(transfers)
          .set({
            fromCashbookId: body.from_cashbook_id,
            toCashbookId: body.to_cashbook_id,
            amountSent: body.amount_sent,
            amountReceived,
            fee: body.fee,
            feeCategoryId: body.fee_category_id ?? null,
            date: body.date,
            note: body.note,
            version: sql`${transfers.version} + 1`,
          })
          .where(
            and(
              eq(transfers.businessId, actor.businessId),
              eq(transfers.id, id),
              eq(transfers.version, body.version),
            ),
          )
          .returning();
        if (!row) throw versionConflict();
        await tx
          .delete(entries)
          .where(and(eq(entries.businessId, actor.businessId), eq(entries.transferId, id)));
        await insertLegs(tx, actor, id, body, amountReceived);
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

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findTransfer(tx, actor.businessId, id);
        if (!before) throw notFound('Transfer');
        const books = await lockCashbooks(tx, actor.businessId, [
          before.fromCashbookId,
          before.toCashbookId,
        ]);
        for (const book of books.values()) assertWritable(book);
        await tx
          .delete(entries)
          .where(and(eq(entries.businessId, actor.businessId), eq(entries.transferId, id)));
        await tx
          .delete(transfers)
          .where(and(eq(transfers.businessId, actor.businessId), eq(transfers.id, id)));
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'transfer.delete',
          entityType: 'transfer',
          entityId: id,
          before: toTransfer(before),
        });
      });
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
