/**
 * The entries of bank-statement imports: which exist, which were touched by hand since, which
 * statement rows a book already holds. Reads only: the removal on undo is entries.repository.ts's,
 * the entries table's one writer.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries } from '../../db/schema/index';
import { chunks } from './entries.repository';

export async function importedEntryIds(
  executor: Executor,
  businessId: string,
  importId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.importId, importId)));
  return rows.map((row) => row.id);
}

/** The books an import's entries are in now (one moved by hand may be in another). */
export async function importedEntryBooks(
  executor: Executor,
  businessId: string,
  importId: string,
): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ cashbookId: entries.cashbookId })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.importId, importId)));
  return rows.map((row) => row.cashbookId);
}

/** Changed since it was posted (an edit or a re-categorisation), or given a receipt. */
const touchedByHand = or(gt(entries.version, 1), gt(entries.attachmentCount, 0));

/** How many entries an import still has in the books, and how many of them were touched by hand. */
export async function countImportedEntries(
  executor: Executor,
  businessId: string,
  importId: string,
): Promise<{ total: number; touched: number }> {
  const [row] = await executor
    .select({
      total: count(),
      touched: sql<number>`count(*) filter (where ${touchedByHand})`,
    })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.importId, importId)));
  return { total: Number(row?.total ?? 0), touched: Number(row?.touched ?? 0) };
}

/** The first `limit` entries of an import touched by hand, oldest date first. */
export function touchedImportedEntries(
  executor: Executor,
  businessId: string,
  importId: string,
  limit: number,
) {
  return executor
    .select({
      id: entries.id,
      date: entries.date,
      description: entries.description,
      amount: entries.amount,
      direction: entries.direction,
      version: entries.version,
      attachmentCount: entries.attachmentCount,
    })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.importId, importId), touchedByHand))
    .orderBy(asc(entries.date), asc(entries.id))
    .limit(limit);
}

/** Fingerprints of rows already in this book from imports that were not undone. */
export async function importedFingerprints(
  executor: Executor,
  businessId: string,
  cashbookId: string,
  fingerprints: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(fingerprints)) {
    const rows = await executor
      .select({ fingerprint: entries.importFingerprint })
      .from(entries)
      .where(
        and(
          eq(entries.businessId, businessId),
          eq(entries.cashbookId, cashbookId),
          isNotNull(entries.importFingerprint),
          inArray(entries.importFingerprint, part),
        ),
      );
    for (const row of rows) if (row.fingerprint) found.add(row.fingerprint);
  }
  return found;
}
