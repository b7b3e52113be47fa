/** The only place that touches the notes table; reads see shared notes and the caller's own. */
import type { Note, NoteColor, NoteVisibility } from '@usaha/shared';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notes, users } from '../../db/schema/index';

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

export async function authorNameOf(executor: Executor, userId: string | null) {
  if (!userId) return null;
  const [row] = await executor
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}
