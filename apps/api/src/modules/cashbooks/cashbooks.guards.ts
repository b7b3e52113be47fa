/**
 * The cash-book guards every ledger write takes (entries, transfers, imports, receipts): lock the
 * books it touches, in id order, before anything else. The entries trigger updates those rows
 * anyway, and taking them in one order up front means two transfers in opposite directions queue
 * instead of deadlocking. An archived book is read-only.
 */
import { AppError } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type BookState, findBookState, lockBookRows } from './cashbooks.repository';

export type LockedCashbook = BookState;

/** Locks the business's cash books with these ids; any id not of this business is a 404. */
export async function lockCashbooks(
  tx: Executor,
  businessId: string,
  ids: readonly string[],
): Promise<Map<string, LockedCashbook>> {
  const wanted = [...new Set(ids)].sort();
  if (wanted.length === 0) return new Map();
  const rows = await lockBookRows(tx, businessId, wanted);
  if (rows.length !== wanted.length) throw notFound('Cash book');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The book's state, read without a lock (a check before any work); 404 for another's book. */
export async function requireCashbook(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<LockedCashbook> {
  const book = await findBookState(executor, businessId, id);
  if (!book) throw notFound('Cash book');
  return book;
}

export function requireBook(books: Map<string, LockedCashbook>, id: string): LockedCashbook {
  const book = books.get(id);
  if (!book) throw notFound('Cash book');
  return book;
}

/** Locks one book of the business (404 for another's) that must be writable (422 if archived). */
export async function lockWritableBook(
  tx: Executor,
  businessId: string,
  id: string,
): Promise<LockedCashbook> {
  const book = requireBook(await lockCashbooks(tx, businessId, [id]), id);
  assertWritable(book);
  return book;
}

export function assertWritable(book: LockedCashbook): void {
  if (book.archived) {
    throw new AppError('CASHBOOK_ARCHIVED', `The cash book "${book.name}" is archived`, {
      issues: [{ field: 'cashbook_id', code: 'cashbook_archived' }],
    });
  }
}
