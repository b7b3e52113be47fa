/**
 * Receipts attached to entries: the file goes to storage first, its row and the entry's count
 * change in one transaction, and a file whose row never lands (or is gone) is removed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { AppError, type Attachment } from '@usaha/shared';
import type { Database, Executor } from '../../../db/client';
import { recordActivity } from '../../../lib/activity-log';
import { type Actor, activityBase } from '../../../lib/actor';
import { notFound } from '../../../lib/errors';
import { runIdempotent, type Stored } from '../../../lib/idempotency';
import {
  discardFiles,
  type FileStorage,
  type StorageLog,
  stderrLog,
} from '../../../storage/file-storage';
import { requireAcceptableImage } from '../../../storage/image-size';
import { requireSupportedType } from '../../../storage/sniff';
import {
  assertWritable,
  lockCashbooks,
  requireBook,
  requireCashbook,
} from '../../cashbooks/cashbooks.guards';
import { type EntryForFiles, requireEntryForFiles } from '../entries.guards';
import { recordAttachmentCount } from '../entry-posting.service';
import { sanitizeFilename } from './attachment-files';
import {
  attachmentKeysAmong,
  countForEntry,
  deleteAttachment,
  findAttachment,
  insertAttachment,
  listForEntry,
  moveAttachments,
  storageKeysOfBusinesses,
  storageKeysOfEntries,
  toAttachment,
} from './attachments.repository';

export const MAX_ATTACHMENTS_PER_ENTRY = 10;

/** The stored bytes and their row; `attachment.content_type` is the type sniffed at upload. */
export type AttachmentFile = { attachment: Attachment; data: Buffer };

function tooMany(): AppError {
  return new AppError(
    'ATTACHMENT_LIMIT_REACHED',
    `An entry can have at most ${MAX_ATTACHMENTS_PER_ENTRY} attachments. Remove one first.`,
  );
}

/**
 * Locks the entry's cash book and then the entry, the order every ledger write takes, so an
 * archived book stays read-only (also for its receipts) and uploads to one entry take turns.
 */
async function lockEntry(tx: Executor, actor: Actor, entryId: string): Promise<EntryForFiles> {
  const current = await requireEntryForFiles(tx, actor.businessId, entryId);
  const books = await lockCashbooks(tx, actor.businessId, [current.cashbookId]);
  assertWritable(requireBook(books, current.cashbookId));
  const locked = await requireEntryForFiles(tx, actor.businessId, entryId, { lock: true });
  if (locked.cashbookId !== current.cashbookId) {
    throw new AppError('CONFLICT', 'The entry moved to another cash book just now. Try again.');
  }
  return locked;
}

/**
 * Sets the entry's count of files from the rows themselves (call it with the entry locked).
 */
async function recount(tx: Executor, businessId: string, entryId: string): Promise<void> {
  await recordAttachmentCount(
    tx,
    businessId,
    entryId,
    await countForEntry(tx, businessId, entryId),
  );
}

/** An entry's receipts, for the entry's detail. */
export async function attachmentsOfEntry(
  executor: Executor,
  businessId: string,
  entryId: string,
): Promise<Attachment[]> {
  return (await listForEntry(executor, businessId, entryId)).map(toAttachment);
}

/** Moves an entry's receipts to another entry (a rebuilt transfer leg); both counts follow. */
export async function moveEntryAttachments(
  tx: Executor,
  businessId: string,
  fromEntryId: string,
  toEntryId: string,
): Promise<void> {
  await moveAttachments(tx, businessId, fromEntryId, toEntryId);
  await recount(tx, businessId, fromEntryId);
  await recount(tx, businessId, toEntryId);
}

/** Where the receipts of these entries are stored: removed once the entries are gone. */
export function attachmentKeysOfEntries(
  executor: Executor,
  businessId: string,
  entryIds: readonly string[],
): Promise<string[]> {
  return storageKeysOfEntries(executor, businessId, entryIds);
}

/** Where every receipt of these businesses is stored (an account deleted with its businesses). */
export function attachmentKeysOfBusinesses(
  executor: Executor,
  businessIds: readonly string[],
): Promise<string[]> {
  return storageKeysOfBusinesses(executor, businessIds);
}

export function createAttachmentService(deps: {
  database: Database;
  storage: FileStorage;
  log?: StorageLog;
}) {
  const { database, storage } = deps;
  const { db } = database;
  const log = deps.log ?? stderrLog;
  const discard = discardFiles(storage, log);

  return {
    async upload(
      actor: Actor,
      entryId: string,
      input: { filename: string; data: Buffer },
      idempotencyKey: string | null = null,
    ): Promise<Stored<Attachment>> {
      if (input.data.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'The file is empty', {
          issues: [{ field: 'file', code: 'file_empty' }],
        });
      }
      // Checked before anything is written, so a refused upload leaves no file behind.
      const entry = await requireEntryForFiles(db, actor.businessId, entryId);
      const sniffed = requireSupportedType(input.data);
      requireAcceptableImage(input.data, sniffed.contentType);
      assertWritable(await requireCashbook(db, actor.businessId, entry.cashbookId));
      if (entry.attachmentCount >= MAX_ATTACHMENTS_PER_ENTRY) throw tooMany();

      const key = `${actor.businessId}/${randomUUID()}`;
      await storage.put(key, input.data);
      // The same key and the same bytes give the first answer again, and the copy just stored goes.
      const fingerprint = {
        entryId,
        filename: input.filename,
        sha256: createHash('sha256').update(input.data).digest('hex'),
      };
      const request = { route: 'attachments.create', body: fingerprint, status: 201 };
      try {
        const stored = await runIdempotent(database, actor, idempotencyKey, request, async (tx) => {
          // Checked again under the locks: two uploads at once cannot both be the tenth.
          const locked = await lockEntry(tx, actor, entryId);
          if (locked.attachmentCount >= MAX_ATTACHMENTS_PER_ENTRY) throw tooMany();
          const row = await insertAttachment(tx, {
            businessId: actor.businessId,
            entryId,
            storageKey: key,
            filename: sanitizeFilename(input.filename, sniffed),
            contentType: sniffed.contentType,
            size: input.data.length,
            createdBy: actor.userId,
          });
          await recount(tx, actor.businessId, entryId);
          const attachment = toAttachment(row);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'attachment.create',
            entityType: 'entry',
            entityId: entryId,
            after: attachment,
          });
          return attachment;
        });
        if (stored.replayed) await discard([key]);
        return stored;
      } catch (error) {
        await discard([key]);
        throw error;
      }
    },

    async read(actor: Actor, id: string): Promise<AttachmentFile> {
      const row = await findAttachment(db, actor.businessId, id);
      if (!row) throw notFound('Attachment');
      const data = await storage.read(row.storageKey);
      if (!data) {
        log.error({ attachmentId: row.id, key: row.storageKey }, 'stored file is missing');
        throw new AppError('NOT_FOUND', 'The file of this attachment is missing');
      }
      return { attachment: toAttachment(row), data };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const key = await db.transaction(async (tx) => {
        const found = await findAttachment(tx, actor.businessId, id);
        if (!found) throw notFound('Attachment');
        await lockEntry(tx, actor, found.entryId);
        const row = await deleteAttachment(tx, actor.businessId, id);
        if (!row) throw notFound('Attachment');
        await recount(tx, actor.businessId, row.entryId);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'attachment.delete',
          entityType: 'entry',
          entityId: row.entryId,
          before: toAttachment(row),
        });
        return row.storageKey;
      });
      await discard([key]);
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;

/** Which of these storage keys are receipts (the stored-files sweep). */
export function receiptKeysAmong(executor: Executor, keys: readonly string[]): Promise<string[]> {
  return attachmentKeysAmong(executor, keys);
}
