/** The one writer of the cashbooks table; every statement is scoped to one business. */
import type { Cashbook, CashbookKind } from '@usaha/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashbooks } from '../../db/schema/index';

export type CashbookRow = typeof cashbooks.$inferSelect;
type NewCashbook = typeof cashbooks.$inferInsert;

/** What a ledger write needs of a book: its currency, and whether it is archived (read-only). */
export type BookState = {
  id: string;
  currency: string;
  archived: boolean;
  name: string;
  kind: CashbookKind;
};

export function toCashbook(row: CashbookRow): Cashbook {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as CashbookKind,
    currency: row.currency,
    opening_balance: row.openingBalance,
    balance: row.openingBalance + row.entriesNet,
    archived: row.archivedAt !== null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listCashbooks(
  executor: Executor,
  businessId: string,
  includeArchived: boolean,
): Promise<CashbookRow[]> {
  const conditions: SQL[] = [eq(cashbooks.businessId, businessId)];
  if (!includeArchived) conditions.push(isNull(cashbooks.archivedAt));
  return executor
    .select()
    .from(cashbooks)
    .where(and(...conditions))
    .orderBy(asc(cashbooks.createdAt), asc(cashbooks.id));
}

export async function findCashbook(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<CashbookRow | undefined> {
  const [row] = await executor
    .select()
    .from(cashbooks)
    .where(and(eq(cashbooks.businessId, businessId), eq(cashbooks.id, id)));
  return row;
}

const bookState = {
  id: cashbooks.id,
  currency: cashbooks.currency,
  name: cashbooks.name,
  kind: sql<CashbookKind>`${cashbooks.kind}`,
  archived: sql<boolean>`${cashbooks.archivedAt} is not null`,
};

/** The books with these ids, their rows locked in id order (two writers queue, never deadlock). */
export async function lockBookRows(
  tx: Executor,
  businessId: string,
  sortedIds: readonly string[],
): Promise<BookState[]> {
  return tx
    .select(bookState)
    .from(cashbooks)
    .where(and(eq(cashbooks.businessId, businessId), inArray(cashbooks.id, [...sortedIds])))
    .orderBy(asc(cashbooks.id))
    .for('update');
}

/** A book's state without a lock: a check before anything is written. */
export async function findBookState(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<BookState | undefined> {
  const [row] = await executor
    .select(bookState)
    .from(cashbooks)
    .where(and(eq(cashbooks.businessId, businessId), eq(cashbooks.id, id)));
  return row;
}

export async function insertCashbook(executor: Executor, values: NewCashbook) {
  const [row] = await executor.insert(cashbooks).values(values).returning();
  if (!row) throw new Error('cash book insert returned nothing');
  return row;
}

/** Changes a book if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateCashbookAt(
  executor: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewCashbook>,
): Promise<CashbookRow | undefined> {
  const [row] = await executor
    .update(cashbooks)
    .set({ ...changes, version: sql`${cashbooks.version} + 1` })
    .where(
      and(
        eq(cashbooks.businessId, businessId),
        eq(cashbooks.id, id),
        eq(cashbooks.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteCashbook(executor: Executor, businessId: string, id: string) {
  await executor
    .delete(cashbooks)
    .where(and(eq(cashbooks.businessId, businessId), eq(cashbooks.id, id)));
}

/** The business's books not archived: what the plan's cash book limit counts. */
export async function countOpenCashbooks(executor: Executor, businessId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(cashbooks)
    .where(and(eq(cashbooks.businessId, businessId), isNull(cashbooks.archivedAt)));
  return row?.n ?? 0;
}
