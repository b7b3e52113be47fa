/** The only place that touches the cashbooks table. */
import type { Cashbook, CashbookKind } from '@usaha/shared';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashbooks } from '../../db/schema/index';

export type CashbookRow = typeof cashbooks.$inferSelect;

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

/** Balances added up per currency: rupiah and dollars are never summed together. */
export function totalsByCurrency(books: Array<{ currency: string; balance: number }>) {
  const totals = new Map<string, number>();
  for (const book of books)
    totals.set(book.currency, (totals.get(book.currency) ?? 0) + book.balance);
  return [...totals].map(([currency, balance]) => ({ currency, balance }));
}
