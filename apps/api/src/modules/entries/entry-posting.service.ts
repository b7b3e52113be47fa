/**
 * What other modules write to the ledger's entries, inside their own transactions (the books
 * locked first, cashbooks.guards.ts): a transfer posts and removes its legs, a statement import
 * its rows, an attachment keeps the entry's count of files, a deleted account its businesses'.
 * And what an import reads of them: the rows a book already holds, the categorised history.
 */
import type { Direction, EditedEntryReason } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { attachmentKeysOfEntries, moveEntryAttachments } from './attachments/attachments.service';
import { type CategorisedEntry, newestCategorisedEntries } from './categorised-entries.repository';
import {
  changeEntry,
  deleteEntries,
  deleteEntriesOfBusinesses,
  deleteImportedEntries,
  insertEntries,
  insertEntry,
  type NewEntry,
  setAttachmentCount,
  transferLegsOf,
} from './entries.repository';
import {
  countImportedEntries,
  importedEntryBooks,
  importedEntryIds,
  importedFingerprints,
  touchedImportedEntries,
} from './imported-entries.repository';

export type { NewEntry };

export function postEntries(tx: Executor, rows: readonly NewEntry[]): Promise<void> {
  return insertEntries(tx, rows);
}

/**
 * An invoice payment's entry: money in to the book, linked to its invoice, in the category its
 * revenue is booked to. Answers its id.
 */
export async function postInvoicePayment(
  tx: Executor,
  entry: {
    businessId: string;
    cashbookId: string;
    invoiceId: string;
    contactId: string;
    /** An income category of the business (categories.guards.ts), or none. */
    categoryId: string | null;
    amount: number;
    date: string;
    description: string;
    createdBy: string;
  },
): Promise<string> {
  const row = await insertEntry(tx, { ...entry, direction: 'in', source: 'invoice_payment' });
  return row.id;
}

/** Removes a payment's entry (its payment row is removed first). */
/** Removes an invoice payment's entry; answers the stored files of its receipts. */
export function removeInvoicePaymentEntry(tx: Executor, businessId: string, entryId: string) {
  return removeEntriesWithFiles(tx, businessId, [entryId]);
}

/** Removes entries; answers where their receipts are stored, to discard after the commit. */
async function removeEntriesWithFiles(
  tx: Executor,
  businessId: string,
  ids: readonly string[],
): Promise<string[]> {
  const keys = await attachmentKeysOfEntries(tx, businessId, ids);
  await deleteEntries(tx, businessId, ids);
  return keys;
}

/**
 * The cash a debt or credit moves, linked to it: at creation (source `debt`: out of the book for
 * a credit, in for a debt) or by a payment (source `debt_payment`: the other way). The caller
 * has locked the debt and then the book. Answers the entry's id (`id` when given).
 */
export async function postDebtEntry(
  tx: Executor,
  entry: {
    id?: string;
    businessId: string;
    cashbookId: string;
    debtId: string;
    contactId: string;
    source: 'debt' | 'debt_payment';
    direction: Direction;
    amount: number;
    date: string;
    description: string;
    createdBy: string;
  },
): Promise<string> {
  const row = await insertEntry(tx, entry);
  return row.id;
}

/** A debt's own entry following its record (amount, date, contact, words); the book is locked. */
export async function changeDebtEntry(
  tx: Executor,
  businessId: string,
  entryId: string,
  changes: { amount?: number; date?: string; contactId?: string; description?: string },
): Promise<void> {
  await changeEntry(tx, businessId, entryId, changes);
}

/**
 * Removes a debt's entry (a payment's, after its payment row; the creation's, before the debt);
 * answers the stored files of its receipts.
 */
export function removeDebtEntry(tx: Executor, businessId: string, entryId: string) {
  return removeEntriesWithFiles(tx, businessId, [entryId]);
}

/** Removes a transfer's legs; answers the stored files of their receipts. */
export async function removeTransferLegs(tx: Executor, businessId: string, transferId: string) {
  const legs = await transferLegsOf(tx, businessId, transferId);
  return removeEntriesWithFiles(
    tx,
    businessId,
    legs.map((leg) => leg.id),
  );
}

/**
 * Rebuilds a transfer's legs from `rows`: each old leg's receipts move to the new leg of the
 * same role (a fee that is gone gives its receipts to the sent leg), so an edit loses no file.
 */
export async function replaceTransferLegs(
  tx: Executor,
  businessId: string,
  transferId: string,
  rows: readonly NewEntry[],
): Promise<void> {
  const old = await transferLegsOf(tx, businessId, transferId);
  await insertEntries(tx, rows);
  const oldIds = new Set(old.map((leg) => leg.id));
  const fresh = (await transferLegsOf(tx, businessId, transferId)).filter(
    (leg) => !oldIds.has(leg.id),
  );
  for (const leg of old) {
    if (leg.attachmentCount === 0) continue;
    const target =
      fresh.find((candidate) => candidate.role === leg.role) ??
      fresh.find((candidate) => candidate.role === 'out');
    if (target) await moveEntryAttachments(tx, businessId, leg.id, target.id);
  }
  await deleteEntries(tx, businessId, [...oldIds]);
}

/** The books that removing an import's entries changes: the import's own and any moved to. */
export function booksOfImportedEntries(tx: Executor, businessId: string, importId: string) {
  return importedEntryBooks(tx, businessId, importId);
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

export type EditedImportedEntry = {
  id: string;
  date: string;
  description: string;
  amount: number;
  direction: Direction;
  reasons: EditedEntryReason[];
};

/**
 * The entries an undo of the import would remove, and those of them that are hand work: changed
 * after the import (`version` > 1) or given an attachment; the first `limit` of those by date.
 * Read with the import's book locked, no other entry becomes hand work before the caller
 * commits: an edit or an upload locks the entry's book first, and an entry that is not hand work
 * is still in the import's book.
 */
export async function importedEntriesToRemove(
  executor: Executor,
  businessId: string,
  importId: string,
  limit: number,
): Promise<{ total: number; editedCount: number; edited: EditedImportedEntry[] }> {
  const { total, touched } = await countImportedEntries(executor, businessId, importId);
  const rows =
    touched === 0 || limit === 0
      ? []
      : await touchedImportedEntries(executor, businessId, importId, limit);
  return {
    total,
    editedCount: touched,
    edited: rows.map((row) => ({
      id: row.id,
      date: row.date,
      description: row.description,
      amount: row.amount,
      direction: row.direction as Direction,
      reasons: [
        ...(row.version > 1 ? (['edited'] as const) : []),
        ...(row.attachmentCount > 0 ? (['attachments'] as const) : []),
      ],
    })),
  };
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

export type { CategorisedEntry };

/** The business's newest `limit` categorised entries (not transfers), to suggest categories by. */
export function categorisedHistory(
  executor: Executor,
  businessId: string,
  limit: number,
): Promise<CategorisedEntry[]> {
  return newestCategorisedEntries(executor, businessId, limit);
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
