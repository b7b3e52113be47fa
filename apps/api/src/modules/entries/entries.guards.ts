/**
 * What other modules ask of the entries inside their own transactions: the entry a receipt
 * belongs to. (Whether a book, category or contact is in use, its foreign keys answer.)
 */
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type EntryForFiles, findEntryForFiles } from './entries.repository';

export type { EntryForFiles };

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
