/**
 * The undo of a bank-statement import: its preview, and the undo that removes the import's
 * entries, those changed by hand since the import only when the caller confirms them.
 */
import {
  AppError,
  type ImportUndoPreview,
  type StatementImport,
  UNDO_PREVIEW_EDITED_LIMIT,
} from '@usaha/shared';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { assertWritable, lockCashbooks, requireCashbook } from '../cashbooks/cashbooks.guards';
import {
  booksOfImportedEntries,
  importedEntriesToRemove,
  removeImportedEntries,
} from '../entries/entry-posting.service';
import { findImport, markUndone, toStatementImport } from './imports.repository';

/** The import, while it can still be undone (404 for another business's). */
async function requireUndoable(executor: Executor, businessId: string, id: string) {
  const found = await findImport(executor, businessId, id);
  if (!found) throw notFound('Import');
  if (found.undoneAt) {
    throw new AppError('IMPORT_ALREADY_UNDONE', 'This import was already undone');
  }
  return found;
}

export function createUndoImport(deps: { database: Database; now: () => Date }) {
  const { db } = deps.database;

  return {
    /** What an undo would remove now, naming the entries changed by hand since the import. */
    async undoPreview(actor: Actor, id: string): Promise<ImportUndoPreview> {
      const found = await requireUndoable(db, actor.businessId, id);
      const book = await requireCashbook(db, actor.businessId, found.cashbookId);
      const entries = await importedEntriesToRemove(
        db,
        actor.businessId,
        id,
        UNDO_PREVIEW_EDITED_LIMIT,
      );
      return {
        entry_count: entries.total,
        edited_count: entries.editedCount,
        edited: entries.edited,
        currency: book.currency,
      };
    },

    /**
     * Removes every entry of the import; the import stays in the list, marked undone. Entries
     * changed by hand since the import go only when `removeEdited` says so; the check runs under
     * the book's lock, so an edit made after the preview is caught too.
     */
    async undo(
      actor: Actor,
      id: string,
      options: { removeEdited: boolean },
    ): Promise<{ result: StatementImport; storageKeys: string[] }> {
      return db.transaction(async (tx) => {
        const found = await requireUndoable(tx, actor.businessId, id);
        // Every book the undo changes is locked and must be writable: an entry moved by hand
        // into another book (an archived one, say) is removed from there.
        const moved = await booksOfImportedEntries(tx, actor.businessId, id);
        const books = await lockCashbooks(tx, actor.businessId, [found.cashbookId, ...moved]);
        for (const book of books.values()) assertWritable(book);
        // Read again under the lock: a second undo of the same import waits here for the first.
        const before = await requireUndoable(tx, actor.businessId, id);
        if (!options.removeEdited) {
          const { editedCount } = await importedEntriesToRemove(tx, actor.businessId, id, 0);
          if (editedCount > 0) {
            throw new AppError(
              'IMPORT_HAS_EDITED_ENTRIES',
              'Some transactions of this import were changed or given an attachment after the import. Confirm that they are deleted too, then undo again.',
            );
          }
        }
        const storageKeys = await removeImportedEntries(tx, actor.businessId, id);
        const row = await markUndone(tx, actor.businessId, id, deps.now());
        if (!row) throw notFound('Import');
        const result = toStatementImport(row);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'import.undo',
          entityType: 'import',
          entityId: id,
          before: toStatementImport(before),
          after: result,
        });
        return { result, storageKeys };
      });
    },
  };
}
