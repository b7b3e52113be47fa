/**
 * What other modules write to the ledger's entries, inside their own transactions (the books
 * locked first, cashbooks.guards.ts): a transfer posts and removes its legs, a statement import
 * its rows, an attachment keeps the entry's count of files, a deleted account its businesses'.
 */
import type { Executor } from '../../db/client';
import { attachmentKeysOfEntries } from '../attachments/attachments.service';
import {
  deleteEntriesOfBusinesses,
  deleteImportedEntries,
  deleteTransferLegs,
  importedEntryIds,
  importedFingerprints,
  insertEntries,
  type NewEntry,
  setAttachmentCount,
} from './entries.repository';

export type { NewEntry };

export function postEntries(tx: Executor, rows: readonly NewEntry[]): Promise<void> {
  return insertEntries(tx, rows);
}

export function removeTransferLegs(tx: Executor, businessId: string, transferId: string) {
  return deleteTransferLegs(tx, businessId, transferId);
}

/** Removes every entry of an import; answers the stored files of their receipts. */
export async function removeImportedEntries(
  tx: Executor,
  businessId: string,
  importId: string,
): Promise<string[]> {
  const ids = await importedEntryIds(tx, businessId, importId);
  const keys = await attachmentKeysOfEntries(tx, businessId, ids);
  await deleteImportedEntries(tx, businessId, importId);
  return keys;
}

/** Which of these statement fingerprints the book already holds (from imports not undone). */
export function fingerprintsInBook(
  executor: Executor,
  businessId: string,
  cashbookId: string,
  fingerprints: readonly string[],
): Promise<Set<string>> {
  return importedFingerprints(executor, businessId, cashbookId, fingerprints);
}

/** Call with the entry locked (entries.guards.ts, requireEntryForFiles). */
export function recordAttachmentCount(
  tx: Executor,
  businessId: string,
  entryId: string,
  count: number,
) {
  return setAttachmentCount(tx, businessId, entryId, count);
}

/** Entries first: their trigger keeps the book totals, and it needs the books still there. */
export function removeEntriesOfBusinesses(tx: Executor, businessIds: string[]) {
  return deleteEntriesOfBusinesses(tx, businessIds);
}
