/**
 * The one writer of the entries table, and the reader of the day totals its trigger
 * keeps (entry_day_totals). Every statement is scoped to one business. The list's statements are
 * in entries.sql.ts, run here on the raw client.
 */
import type { EntryFilter, EntryTotals } from '@usaha/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type DateKey, everyRow } from '../../db/keyset';
import { toMinorUnits } from '../../db/row-values';
import { cashbooks, entries, users } from '../../db/schema/index';
import type { Statement } from '../../db/sql';
import type { ExportEntry } from '../exports/exports.types';
import {
  balanceThroughSql,
  bookBalanceSql,
  entryExportSql,
  entryPageSql,
  entryTotalsSql,
} from './entries.sql';
import type { EntryListRow } from './entry-mappers';
import { type TotalsRow, toTotals } from './entry-totals';

export type EntryRow = typeof entries.$inferSelect;
export type NewEntry = typeof entries.$inferInsert;
type Raw = Pick<Database, 'query'>;

/** Rows per insert or per `in (…)` list. */
const CHUNK = 1000;

export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += CHUNK)
    out.push(items.slice(index, index + CHUNK));
  return out;
}

/** One page of the Transaksi list, newest first, with one row more than `limit`. */
export function listEntryRows(
  database: Raw,
  businessId: string,
  filter: EntryFilter,
  cursor: DateKey | null,
  limit: number,
): Promise<EntryListRow[]> {
  const statement = entryPageSql(businessId, filter, cursor, limit);
  return database.query<EntryListRow>(statement.text, statement.params);
}

export async function readTotals(
  database: Raw,
  businessId: string,
  filter: EntryFilter,
): Promise<EntryTotals[]> {
  const statement = entryTotalsSql(businessId, filter);
  return toTotals(await database.query<TotalsRow>(statement.text, statement.params));
}

/**
 * Every entry of the filter for a download, read a thousand at a time by keyset, so a million
 * rows stream through without ever sitting in memory.
 */
export async function* exportEntryRows(
  database: Raw,
  businessId: string,
  filter: EntryFilter,
  order: 'asc' | 'desc',
): AsyncGenerator<ExportEntry> {
  type Row = Omit<ExportEntry, 'amount'> & { amount: string | number };
  const rows = everyRow<Row, DateKey>(
    database,
    (after, limit) => entryExportSql(businessId, filter, after, order, limit),
    (row) => ({ date: row.date, id: row.id }),
    CHUNK,
  );
  for await (const row of rows) yield { ...row, amount: toMinorUnits(row.amount) };
}

/** A book's balance up to and including one entry. */
export async function balanceThrough(
  database: Raw,
  businessId: string,
  cashbookId: string,
  through: DateKey,
): Promise<number> {
  return readBalance(database, balanceThroughSql(businessId, cashbookId, through));
}

async function readBalance(database: Raw, statement: Statement): Promise<number> {
  const [row] = await database.query<{ balance: string | number | null }>(
    statement.text,
    statement.params,
  );
  return toMinorUnits(row?.balance ?? 0);
}

/** A book's balance now (opening + Σ in − Σ out). */
export async function bookBalance(database: Raw, businessId: string, cashbookId: string) {
  return readBalance(database, bookBalanceSql(businessId, cashbookId));
}

/** One entry with its book's currency and the name of who recorded it. */
export async function findEntryDetail(executor: Executor, businessId: string, id: string) {
  const [row] = await executor
    .select({ entry: entries, createdByName: users.fullName, currency: cashbooks.currency })
    .from(entries)
    .innerJoin(
      cashbooks,
      and(eq(cashbooks.id, entries.cashbookId), eq(cashbooks.businessId, entries.businessId)),
    )
    .leftJoin(users, eq(users.id, entries.createdBy))
    .where(and(eq(entries.businessId, businessId), eq(entries.id, id)));
  return row;
}

export async function findEntries(
  executor: Executor,
  businessId: string,
  ids: readonly string[],
): Promise<EntryRow[]> {
  return executor
    .select()
    .from(entries)
    .where(and(eq(entries.businessId, businessId), inArray(entries.id, [...ids])));
}

export async function entryExists(executor: Executor, businessId: string, id: string) {
  const [row] = await executor
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.id, id)));
  return row !== undefined;
}

export async function insertEntry(executor: Executor, values: NewEntry): Promise<EntryRow> {
  const [row] = await executor.insert(entries).values(values).returning();
  if (!row) throw new Error('entry insert returned nothing');
  return row;
}

/** Many rows (a transfer's legs, a statement's lines), a thousand per statement. */
export async function insertEntries(executor: Executor, rows: readonly NewEntry[]) {
  for (const part of chunks(rows)) await executor.insert(entries).values(part);
}

/** Changes an entry if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateEntryAt(
  executor: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewEntry>,
): Promise<EntryRow | undefined> {
  const [row] = await executor
    .update(entries)
    .set({ ...changes, version: sql`${entries.version} + 1` })
    .where(
      and(eq(entries.businessId, businessId), eq(entries.id, id), eq(entries.version, version)),
    )
    .returning();
  return row;
}

/**
 * Changes an entry whatever its version (a record that owns it changed: a debt's amount or
 * date), and moves its version on, so an edit opened before is stale.
 */
export async function changeEntry(
  executor: Executor,
  businessId: string,
  id: string,
  changes: Partial<NewEntry>,
): Promise<EntryRow> {
  const [row] = await executor
    .update(entries)
    .set({ ...changes, version: sql`${entries.version} + 1` })
    .where(and(eq(entries.businessId, businessId), eq(entries.id, id)))
    .returning();
  if (!row) throw new Error('entry update returned nothing');
  return row;
}

export async function setEntriesCategory(
  executor: Executor,
  businessId: string,
  ids: readonly string[],
  categoryId: string | null,
): Promise<EntryRow[]> {
  return executor
    .update(entries)
    .set({ categoryId, version: sql`${entries.version} + 1` })
    .where(and(eq(entries.businessId, businessId), inArray(entries.id, [...ids])))
    .returning();
}

export async function deleteEntries(
  executor: Executor,
  businessId: string,
  ids: readonly string[],
) {
  await executor
    .delete(entries)
    .where(and(eq(entries.businessId, businessId), inArray(entries.id, [...ids])));
}

/** A transfer's legs: which is which, and whether they hold receipts. */
export async function transferLegsOf(
  executor: Executor,
  businessId: string,
  transferId: string,
): Promise<Array<{ id: string; role: string | null; attachmentCount: number }>> {
  return executor
    .select({
      id: entries.id,
      role: entries.transferRole,
      attachmentCount: entries.attachmentCount,
    })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.transferId, transferId)));
}

/** Removes every entry of an import (an undo). */
export async function deleteImportedEntries(
  executor: Executor,
  businessId: string,
  importId: string,
) {
  await executor
    .delete(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.importId, importId)));
}

export type EntryForFiles = { id: string; cashbookId: string; attachmentCount: number };

/** The entry with its number of files; with `lock`, its row is locked until the commit. */
export async function findEntryForFiles(
  executor: Executor,
  businessId: string,
  entryId: string,
  lock: boolean,
): Promise<EntryForFiles | undefined> {
  const query = executor
    .select({
      id: entries.id,
      cashbookId: entries.cashbookId,
      attachmentCount: entries.attachmentCount,
    })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.id, entryId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The entry's version is left alone: a receipt added during an edit must not make it stale. */
export async function setAttachmentCount(
  executor: Executor,
  businessId: string,
  entryId: string,
  count: number,
) {
  await executor
    .update(entries)
    .set({ attachmentCount: count })
    .where(and(eq(entries.businessId, businessId), eq(entries.id, entryId)));
}

/** Every entry of these businesses (deleted with them; the trigger still needs their books). */
export async function deleteEntriesOfBusinesses(executor: Executor, businessIds: string[]) {
  if (businessIds.length === 0) return;
  await executor.delete(entries).where(inArray(entries.businessId, businessIds));
}
