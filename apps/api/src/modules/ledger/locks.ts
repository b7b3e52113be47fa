/**
 * Every write that touches entries first locks the cash books it touches, in id order: the
 * entries trigger updates those rows anyway, and taking them in one order up front means two
 * transfers in opposite directions queue instead of deadlocking.
 */
import { AppError } from '@usaha/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashbooks } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

export type LockedCashbook = { id: string; currency: string; archived: boolean; name: string };

/** Locks the business's cash books with these ids; any id not of this business is a 404. */
export async function lockCashbooks(
  tx: Executor,
  businessId: string,
  ids: readonly string[],
): Promise<Map<string, LockedCashbook>> {
  const wanted = [...new Set(ids)].sort();
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({
      id: cashbooks.id,
      currency: cashbooks.currency,
      name: cashbooks.name,
      archived: sql<boolean>`${cashbooks.archivedAt} is not null`,
    })
    .from(cashbooks)
    .where(and(eq(cashbooks.businessId, businessId), inArray(cashbooks.id, wanted)))
    .orderBy(asc(cashbooks.id))
    .for('update');
  if (rows.length !== wanted.length) throw notFound('Cash book');
  return new Map(rows.map((row) => [row.id, row]));
}

export function requireBook(books: Map<string, LockedCashbook>, id: string): LockedCashbook {
  const book = books.get(id);
  if (!book) throw notFound('Cash book');
  return book;
}

export function assertWritable(book: LockedCashbook): void {
  if (book.archived) {
    throw new AppError('BUSINESS_RULE', `The cash book "${book.name}" is archived`, {
      errors: { cashbook_id: ['This cash book is archived'] },
    });
  }
}
