/** The only place that reads statement imports and the fingerprints of imported rows. */
import type { StatementImport } from '@usaha/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries, type statementImports } from '../../db/schema/index';

type ImportRow = typeof statementImports.$inferSelect;

export const CHUNK = 1000;

export function toStatementImport(row: ImportRow, skipped = 0): StatementImport {
  return {
    id: row.id,
    cashbook_id: row.cashbookId,
    filename: row.filename,
    row_count: row.rowCount,
    total_in: row.totalIn,
    total_out: row.totalOut,
    skipped,
    undone_at: row.undoneAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    out.push(items.slice(index, index + size));
  return out;
}

/** Fingerprints of rows already in this book from imports that were not undone. */
export async function importedFingerprints(
  executor: Executor,
  businessId: string,
  cashbookId: string,
  fingerprints: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(fingerprints, CHUNK)) {
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
