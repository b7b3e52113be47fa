/**
 * Keyset pages of the team's lists (businesses, members, invitations): each statement selects one
 * row past the page, with its sort key as `cursor_at` (microseconds, UTC) and `cursor_id`.
 */
import { decodeTimeCursor, encodeTimeCursor } from '../../db/time-cursor';

/** A list's query after validation (teamListQuerySchema). */
export type ListQuery = { cursor?: string | undefined; limit: number };

export type Page<T> = { data: T[]; next_cursor: string | null; has_more: boolean };

export type KeyedRow = { cursor_at: string; cursor_id: string };

/** The same (time, id) cursor as the activity log's. */
export const decodeTeamCursor = decodeTimeCursor;

export function pageOf<Row extends KeyedRow, T>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => T,
): Page<T> {
  const has_more = rows.length > limit;
  const last = rows[limit - 1];
  return {
    data: rows.slice(0, limit).map(toItem),
    next_cursor:
      has_more && last ? encodeTimeCursor({ at: last.cursor_at, id: last.cursor_id }) : null,
    has_more,
  };
}

/** The text of a timestamp column as the cursor keeps it. */
export const cursorTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();
