/** The one writer of the transfers table; every statement is scoped to one business. */
import type { Transfer } from '@usaha/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DateKey } from '../../db/keyset';
import { transfers } from '../../db/schema/index';

export type TransferRow = typeof transfers.$inferSelect;
type NewTransfer = typeof transfers.$inferInsert;

export type TransferFilter = { cashbook_id?: string; from?: string; to?: string };

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

/** One page, newest first, with one row more than `limit`. */
export async function listTransferRows(
  executor: Executor,
  businessId: string,
  filter: TransferFilter,
  cursor: DateKey | null,
  limit: number,
): Promise<TransferRow[]> {
  const conditions: SQL[] = [eq(transfers.businessId, businessId)];
  if (filter.cashbook_id) {
    const book = filter.cashbook_id;
    conditions.push(
      or(eq(transfers.fromCashbookId, book), eq(transfers.toCashbookId, book)) as SQL,
    );
  }
  if (filter.from) conditions.push(sql`${transfers.date} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${transfers.date} <= ${filter.to}`);
  if (cursor) {
    conditions.push(
      sql`(${transfers.date}, ${transfers.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`,
    );
  }
  return executor
    .select()
    .from(transfers)
    .where(and(...conditions))
    .orderBy(desc(transfers.date), desc(transfers.id))
    .limit(limit + 1);
}

export async function findTransfer(executor: Executor, businessId: string, id: string) {
  const [row] = await executor
    .select()
    .from(transfers)
    .where(and(eq(transfers.businessId, businessId), eq(transfers.id, id)));
  return row;
}

export async function insertTransfer(executor: Executor, values: NewTransfer) {
  const [row] = await executor.insert(transfers).values(values).returning();
  if (!row) throw new Error('transfer insert returned nothing');
  return row;
}

/** Changes a transfer if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateTransferAt(
  executor: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewTransfer>,
): Promise<TransferRow | undefined> {
  const [row] = await executor
    .update(transfers)
    .set({ ...changes, version: sql`${transfers.version} + 1` })
    .where(
      and(
        eq(transfers.businessId, businessId),
        eq(transfers.id, id),
        eq(transfers.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteTransfer(executor: Executor, businessId: string, id: string) {
  await executor
    .delete(transfers)
    .where(and(eq(transfers.businessId, businessId), eq(transfers.id, id)));
}
