/**
 * The statements behind the notes list and export, as text with parameters (run on the raw
 * client, like entries.sql.ts). Every one of them reads only what the caller may see: shared
 * notes and the caller's own private ones.
 */
import type { NoteVisibility } from '@usaha/shared';
import { cursorTime, keyset } from '../../db/keyset';
import { escapeLike } from '../../db/search-term';
import type { Statement } from '../../db/sql';

/**
 * The notes list's order (notes_business_list_idx): pinned first, then the latest change. The
 * time keeps PostgreSQL's microseconds, so notes changed within one millisecond are not skipped.
 */
export const noteKeyset = keyset({ pinned: 'flag', at: 'time', id: 'uuid' });
export type NoteKey = { pinned: boolean; at: string; id: string };

export type NoteFilter = { q?: string; tag?: string; visibility?: NoteVisibility };

/** The columns of a note as the API shows it, the author's name joined from users. */
export const NOTE_COLUMNS = `n.id, n.title, n.body, n.color, n.pinned, n.tags, n.visibility,
  n.author_id, u.full_name as author_name, n.version, n.created_at, n.updated_at,
  ${cursorTime('n.updated_at')} as cursor_at`;

export const NOTE_FROM = 'notes n left join users u on u.id = n.author_id';

/** The where clause for one caller and filter; `params` grows as placeholders are handed out. */
export function visibleNotesWhere(
  businessId: string,
  userId: string,
  filter: NoteFilter,
  params: unknown[],
): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const parts = [
    `n.business_id = ${param(businessId)}`,
    `(n.visibility = 'shared' or n.author_id = ${param(userId)})`,
  ];
  // search_text is lower(title || ' ' || body): a LIKE on it is answered by the trigram index.
  if (filter.q) parts.push(`n.search_text like lower(${param(`%${escapeLike(filter.q)}%`)})`);
  if (filter.tag) parts.push(`n.tags @> array[${param(filter.tag)}]::text[]`);
  if (filter.visibility) parts.push(`n.visibility = ${param(filter.visibility)}`);
  return parts.join(' and ');
}

/** One page: pinned first, then the latest change, by keyset on notes_business_list_idx. */
export function notePageSql(
  businessId: string,
  userId: string,
  filter: NoteFilter,
  cursor: NoteKey | null,
  limit: number,
): Statement {
  const params: unknown[] = [];
  let where = visibleNotesWhere(businessId, userId, filter, params);
  if (cursor) {
    params.push(cursor.pinned, cursor.at, cursor.id);
    const n = params.length;
    where += ` and (n.pinned, n.updated_at, n.id) < ($${n - 2}::boolean, $${n - 1}::timestamptz, $${n}::uuid)`;
  }
  params.push(limit + 1);
  return {
    text: `select ${NOTE_COLUMNS}
from ${NOTE_FROM}
where ${where}
order by n.pinned desc, n.updated_at desc, n.id desc
limit $${params.length}`,
    params,
  };
}
