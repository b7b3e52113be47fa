/** The one writer of statement imports; every statement is scoped to one business. */
import type { StatementImport } from '@usaha/shared';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statementImports } from '../../db/schema/index';

type ImportRow = typeof statementImports.$inferSelect;
type NewImport = typeof statementImports.$inferInsert;

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

/** Newest first by id (ids count up with time), one row more than `limit`. */
export async function listImportRows(
  executor: Executor,
  businessId: string,
  filter: { cashbook_id?: string },
  before: string | null,
  limit: number,
): Promise<ImportRow[]> {
  const conditions: SQL[] = [eq(statementImports.businessId, businessId)];
  if (filter.cashbook_id) conditions.push(eq(statementImports.cashbookId, filter.cashbook_id));
  if (before) conditions.push(lt(statementImports.id, before));
  return executor
    .select()
    .from(statementImports)
    .where(and(...conditions))
    .orderBy(desc(statementImports.id))
    .limit(limit + 1);
}

export async function findImport(executor: Executor, businessId: string, id: string) {
  const [row] = await executor
    .select()
    .from(statementImports)
    .where(and(eq(statementImports.businessId, businessId), eq(statementImports.id, id)));
  return row;
}

export async function insertImport(executor: Executor, values: NewImport) {
  const [row] = await executor.insert(statementImports).values(values).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

export async function markUndone(executor: Executor, businessId: string, id: string, at: Date) {
  const [row] = await executor
    .update(statementImports)
    .set({ undoneAt: at })
    .where(and(eq(statementImports.businessId, businessId), eq(statementImports.id, id)))
    .returning();
  return row;
}
