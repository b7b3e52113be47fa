/**
 * What other modules ask of the entries inside their own transactions before they delete or
 * change something: is a book, category or contact in use, and the entry a receipt belongs to.
 */
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { anyEntryLinkedTo, type EntryForFiles, findEntryForFiles } from './entries.repository';

export type { EntryForFiles };

export function cashbookHasEntries(executor: Executor, businessId: string, cashbookId: string) {
  return anyEntryLinkedTo(executor, businessId, 'cashbook', cashbookId);
}

export function categoryHasEntries(executor: Executor, businessId: string, categoryId: string) {
  return anyEntryLinkedTo(executor, businessId, 'category', categoryId);
}

export function contactHasEntries(executor: Executor, businessId: string, contactId: string) {
  return anyEntryLinkedTo(executor, businessId, 'contact', contactId);
}

/**
 * The entry receipts are added to or removed from, with its number of files (404 for another
 * business's entry); with `lock`, its row is held so uploads to one entry take turns.
 */
export async function requireEntryForFiles(
  executor: Executor,
  businessId: string,
  entryId: string,
  options: { lock?: boolean } = {},
): Promise<EntryForFiles> {
  const entry = await findEntryForFiles(executor, businessId, entryId, options.lock === true);
  if (!entry) throw notFound('Entry');
  return entry;
}
