/** Notes: Markdown, colour, pin, tags; private to the author or shared (DESIGN.md §6 "Notes"). */
import {
  AppError,
  type createNoteBodySchema,
  type Note,
  type updateNoteBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import {
  deleteVisibleNote,
  findVisibleNote,
  fromListRow,
  insertNote,
  insertNotesInBulk,
  listNoteRows,
  type NoteFields,
  toNote,
  updateVisibleNoteAt,
} from './notes.repository';
import { type NoteFilter, noteKeyset } from './notes.sql';

type CreateBody = z.output<typeof createNoteBodySchema>;
type UpdateBody = z.output<typeof updateNoteBodySchema>;

export type NotePage = { data: Note[]; next_cursor: string | null; has_more: boolean };
export type { NoteFields, NoteFilter };

/** Notes an export reads per page. */
const EXPORT_BATCH = 500;

/**
 * An import's notes, inside its transaction (directory-io), all by the importer. Saved in one
 * statement, they share their time; the list shows the newest id first among them, so they are
 * inserted last line first and the list shows them in the file's order.
 */
export function importNotes(
  tx: Executor,
  businessId: string,
  authorId: string,
  rows: readonly NoteFields[],
): Promise<void> {
  return insertNotesInBulk(tx, businessId, authorId, [...rows].reverse());
}

/**
 * What the activity log keeps of a note. The log is read by team managers (activity.view), who
 * must not read someone's private note there: of a private note it keeps no title, body or tags.
 */
export function noteSnapshot(note: Note) {
  if (note.visibility === 'shared') return note;
  const { title: _title, body: _body, tags: _tags, ...rest } = note;
  return { ...rest, content_hidden: true };
}

export function createNoteService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  async function list(
    actor: Actor,
    query: NoteFilter & { cursor?: string; limit: number },
  ): Promise<NotePage> {
    const { cursor: rawCursor, limit, ...filter } = query;
    const cursor = noteKeyset.decode(rawCursor);
    const rows = await listNoteRows(database, actor, filter, cursor, limit);
    return noteKeyset.page(rows, limit, fromListRow, (row) => ({
      pinned: row.pinned,
      at: row.cursor_at,
      id: row.id,
    }));
  }

  return {
    list,

    /** Every note the list would show the caller, in its order, a page at a time. */
    async *exportRows(actor: Actor, filter: NoteFilter): AsyncGenerator<Note> {
      let cursor: string | undefined;
      for (;;) {
        const page = await list(actor, { ...filter, cursor, limit: EXPORT_BATCH });
        yield* page.data;
        if (!page.next_cursor) return;
        cursor = page.next_cursor;
      }
    },

    async get(actor: Actor, id: string): Promise<Note> {
      const note = await findVisibleNote(db, { ...actor, id });
      if (!note) throw notFound('Note');
      return note;
    },

    async create(actor: Actor, body: CreateBody, key: string | null): Promise<Stored<Note>> {
      return runIdempotent(
        database,
        actor,
        key,
        { route: 'notes.create', body, status: 201 },
        async (tx) => {
          const row = await insertNote(tx, {
            businessId: actor.businessId,
            authorId: actor.userId,
            ...body,
          });
          // Read back with the author's name, as every read of a note is.
          const note = await findVisibleNote(tx, { ...actor, id: row.id });
          if (!note) throw new Error('note insert returned nothing');
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'note.create',
            entityType: 'note',
            entityId: row.id,
            after: noteSnapshot(note),
          });
          return note;
        },
      );
    },

    /** Anyone who may manage notes edits a shared one; only its author changes who sees it. */
    async update(actor: Actor, id: string, body: UpdateBody): Promise<Note> {
      return db.transaction(async (tx) => {
        const before = await findVisibleNote(tx, { ...actor, id }, true);
        if (!before) throw notFound('Note');
        const { version, ...fields } = body;
        if (
          fields.visibility !== undefined &&
          fields.visibility !== before.visibility &&
          before.author_id !== actor.userId
        ) {
          throw new AppError('FORBIDDEN', 'Only the author can change who sees this note', {
            issues: [{ field: 'visibility', code: 'note_author_only' }],
          });
        }
        const row = await updateVisibleNoteAt(tx, { ...actor, id }, version, fields);
        if (!row) throw versionConflict();
        const note = toNote(row, before.author_name);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'note.update',
          entityType: 'note',
          entityId: id,
          before: noteSnapshot(before),
          after: noteSnapshot(note),
        });
        return note;
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findVisibleNote(tx, { ...actor, id }, true);
        if (!before) throw notFound('Note');
        await deleteVisibleNote(tx, { ...actor, id });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'note.delete',
          entityType: 'note',
          entityId: id,
          before: noteSnapshot(before),
        });
      });
    },
  };
}

export type NoteService = ReturnType<typeof createNoteService>;
