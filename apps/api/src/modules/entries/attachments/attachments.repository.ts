/** The one writer of the attachments table; every statement is scoped to one business. */
import type { Attachment } from '@usaha/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attachments } from '../../../db/schema/index';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    filename: row.filename,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

export async function countForEntry(
  executor: Executor,
  businessId: string,
  entryId: string,
): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(attachments)
    .where(and(eq(attachments.businessId, businessId), eq(attachments.entryId, entryId)));
  return row?.value ?? 0;
}

export async function insertAttachment(
  executor: Executor,
  values: NewAttachment,
): Promise<AttachmentRow> {
  const [row] = await executor.insert(attachments).values(values).returning();
  if (!row) throw new Error('attachment insert returned nothing');
  return row;
}

export async function findAttachment(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await executor
    .select()
    .from(attachments)
    .where(and(eq(attachments.businessId, businessId), eq(attachments.id, id)));
  return row;
}

export async function deleteAttachment(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await executor
    .delete(attachments)
    .where(and(eq(attachments.businessId, businessId), eq(attachments.id, id)))
    .returning();
  return row;
}

/** Gives one entry's files to another entry of the business. */
export async function moveAttachments(
  executor: Executor,
  businessId: string,
  fromEntryId: string,
  toEntryId: string,
): Promise<void> {
  await executor
    .update(attachments)
    .set({ entryId: toEntryId })
    .where(and(eq(attachments.businessId, businessId), eq(attachments.entryId, fromEntryId)));
}

/** The files of one entry, oldest first. */
export async function listForEntry(
  executor: Executor,
  businessId: string,
  entryId: string,
): Promise<AttachmentRow[]> {
  return executor
    .select()
    .from(attachments)
    .where(and(eq(attachments.businessId, businessId), eq(attachments.entryId, entryId)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** Where the files of these entries are stored, a thousand entries per statement. */
export async function storageKeysOfEntries(
  executor: Executor,
  businessId: string,
  entryIds: readonly string[],
): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < entryIds.length; index += 1000) {
    const part = entryIds.slice(index, index + 1000);
    const rows = await executor
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(and(eq(attachments.businessId, businessId), inArray(attachments.entryId, part)));
    keys.push(...rows.map((row) => row.key));
  }
  return keys;
}

/** Where every file of these businesses is stored. */
export async function storageKeysOfBusinesses(
  executor: Executor,
  businessIds: readonly string[],
): Promise<string[]> {
  if (businessIds.length === 0) return [];
  const rows = await executor
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(inArray(attachments.businessId, [...businessIds]));
  return rows.map((row) => row.key);
}

/** Which of these storage keys are receipts (the stored-files sweep). */
export async function attachmentKeysAmong(
  executor: Executor,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await executor
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(inArray(attachments.storageKey, [...keys]));
  return rows.map((row) => row.key);
}
