/** The only place that touches the attachments table; every call is scoped to one business. */
import type { Attachment } from '@usaha/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, cashbooks, entries } from '../../db/schema/index';
import type { LockedCashbook } from '../ledger/locks';

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

export type EntryForFiles = { id: string; cashbookId: string; attachmentCount: number };

/**
 * The entry with its number of files; with `lock`, its row is locked for the rest of the
 * transaction, so uploads and deletes on one entry take turns and the count stays exact.
 */
export async function findEntry(
  executor: Executor,
  businessId: string,
  entryId: string,
  options: { lock?: boolean } = {},
): Promise<EntryForFiles | undefined> {
  const query = executor
    .select({
      id: entries.id,
      cashbookId: entries.cashbookId,
      attachmentCount: entries.attachmentCount,
    })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.id, entryId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The entry with its cash book, read without locks: a check before any file is stored. */
export async function findEntryWithBook(
  executor: Executor,
  businessId: string,
  entryId: string,
): Promise<{ entry: EntryForFiles; book: LockedCashbook } | undefined> {
  const [row] = await executor
    .select({
      id: entries.id,
      cashbookId: entries.cashbookId,
      attachmentCount: entries.attachmentCount,
      currency: cashbooks.currency,
      name: cashbooks.name,
      archived: sql<boolean>`${cashbooks.archivedAt} is not null`,
    })
    .from(entries)
    .innerJoin(
      cashbooks,
      and(eq(cashbooks.id, entries.cashbookId), eq(cashbooks.businessId, entries.businessId)),
    )
    .where(and(eq(entries.businessId, businessId), eq(entries.id, entryId)));
  if (!row) return undefined;
  const { currency, name, archived, ...entry } = row;
  return { entry, book: { id: entry.cashbookId, currency, name, archived } };
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

/**
 * Sets the entry's attachment_count from the rows themselves (call it with the entry locked).
 * The entry's version is left alone: a receipt added while someone edits the entry must not
 * make their save a conflict.
 */
export async function recountEntry(
  executor: Executor,
  businessId: string,
  entryId: string,
): Promise<number> {
  const total = await countForEntry(executor, businessId, entryId);
  await executor
    .update(entries)
    .set({ attachmentCount: total })
    .where(and(eq(entries.businessId, businessId), eq(entries.id, entryId)));
  return total;
}
