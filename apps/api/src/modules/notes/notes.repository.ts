/**
 * The one writer of the notes table (with notes.sql.ts, the list's raw statements);
 * every read and write sees shared notes and the caller's own private ones only.
 */
import type { Note, NoteColor, NoteVisibility } from '@usaha/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Database, Executor } from '../../db/client';
import { notes, users } from '../../db/schema/index';
import type { NoteKey } from './notes.sql';
import { type NoteFilter, notePageSql } from './notes.sql';

export type NoteRow = typeof notes.$inferSelect;

/** A row of the raw list statement (notes.sql.ts), snake_case as selected. */
export type NoteListRow = {
  id: string;
  title: string;
  body: string;
  color: string;
  pinned: boolean;
  tags: string[];
  visibility: string;
  author_id: string | null;
  author_name: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  cursor_at: string;
};

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toNote(row: NoteRow, authorName: string | null): Note {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    color: row.color as NoteColor,
    pinned: row.pinned,
    tags: row.tags,
    visibility: row.visibility as NoteVisibility,
    author_id: row.authorId,
    author_name: authorName,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function fromListRow(row: NoteListRow): Note {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    color: row.color as NoteColor,
    pinned: row.pinned,
    tags: row.tags,
    visibility: row.visibility as NoteVisibility,
    author_id: row.author_id,
    author_name: row.author_name,
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Shared notes and the caller's private ones: the rule every read and write goes through. */
export function visibleTo(businessId: string, userId: string, id: string): SQL {
  return and(
    eq(notes.businessId, businessId),
    eq(notes.id, id),
    or(eq(notes.visibility, 'shared'), eq(notes.authorId, userId)),
  ) as SQL;
}

/** One note the caller may see, with its author's name; `lock` holds the row for a write. */
export async function findVisibleNote(
  executor: Executor,
  where: { businessId: string; userId: string; id: string },
  lock = false,
): Promise<Note | undefined> {
  const query = executor
    .select({ note: notes, authorName: users.fullName })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(visibleTo(where.businessId, where.userId, where.id));
  const [row] = lock ? await query.for('update', { of: notes }) : await query;
  return row ? toNote(row.note, row.authorName) : undefined;
}

type NewNote = typeof notes.$inferInsert;
type Where = { businessId: string; userId: string; id: string };

export function listNoteRows(
  database: Pick<Database, 'query'>,
  reader: { businessId: string; userId: string },
  filter: NoteFilter,
  cursor: NoteKey | null,
  limit: number,
): Promise<NoteListRow[]> {
  const page = notePageSql(reader.businessId, reader.userId, filter, cursor, limit);
  return database.query<NoteListRow>(page.text, page.params);
}

export async function insertNote(executor: Executor, values: NewNote): Promise<NoteRow> {
  const [row] = await executor.insert(notes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

/** A note's fields as the create schema gives them: what an import saves. */
export type NoteFields = Pick<Note, 'title' | 'body' | 'color' | 'pinned' | 'tags' | 'visibility'>;

const BULK_COLUMNS: readonly BulkColumn[] = [
  { name: 'title', type: 'text' },
  { name: 'body', type: 'text' },
  { name: 'color', type: 'text' },
  { name: 'pinned', type: 'boolean' },
  { name: 'tags', type: 'text[]' },
  { name: 'visibility', type: 'text' },
];

/** Thousands of notes of an import, by one author, a batch per statement. */
export function insertNotesInBulk(
  tx: Executor,
  businessId: string,
  authorId: string,
  rows: readonly NoteFields[],
): Promise<void> {
  return bulkInsert(tx, 'notes', BULK_COLUMNS, { businessId, createdBy: authorId }, rows);
}

/** Changes a note the caller may see if it is still at `version`; undefined when it is not. */
export async function updateVisibleNoteAt(
  executor: Executor,
  where: Where,
  version: number,
  changes: Partial<NewNote>,
): Promise<NoteRow | undefined> {
  const [row] = await executor
    .update(notes)
    .set({ ...changes, version: sql`${notes.version} + 1` })
    .where(and(visibleTo(where.businessId, where.userId, where.id), eq(notes.version, version)))
    .returning();
  return row;
}

export async function deleteVisibleNote(executor: Executor, where: Where): Promise<void> {
  await executor.delete(notes).where(visibleTo(where.businessId, where.userId, where.id));
}
