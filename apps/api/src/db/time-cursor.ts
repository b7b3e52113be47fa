/**
 * Keyset pages of lists ordered by (created_at, id), newest first: the activity log, the inbox,
 * the team and the businesses. The cursor's time keeps PostgreSQL's microseconds: rows written
 * in one transaction share a timestamp, and a millisecond cursor would skip or repeat them.
 */
import { AppError } from '@usaha/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MICRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export type TimeCursor = { at: string; id: string };

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeTimeCursor(value: string | undefined): TimeCursor | null {
  if (value === undefined) return null;
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const valid =
    rest.length === 0 &&
    at !== undefined &&
    MICRO_TIME.test(at) &&
    !Number.isNaN(Date.parse(at)) &&
    id !== undefined &&
    UUID.test(id);
  if (!valid) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid', {
      errors: { cursor: ['The cursor is not valid'] },
    });
  }
  return { at, id };
}

/** A list's query after validation: the cursor of the page before, and the page size. */
export type ListQuery = { cursor?: string | undefined; limit: number };

export type Page<T> = { data: T[]; next_cursor: string | null; has_more: boolean };

/** The text of a timestamp column as the cursor keeps it (select it `as cursor_at`). */
export const cursorTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A row selected with its sort key as `cursor_at` and `cursor_id`. */
export type KeyedRow = { cursor_at: string; cursor_id: string };

export const keyOfRow = (row: KeyedRow): TimeCursor => ({ at: row.cursor_at, id: row.cursor_id });

/** A page from rows fetched with one extra (the extra says there is more). */
export function timePage<Row, T>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => T,
  keyOf: (row: Row) => TimeCursor,
): Page<T> {
  const has_more = rows.length > limit;
  const last = rows[limit - 1];
  return {
    data: rows.slice(0, limit).map(toItem),
    next_cursor: has_more && last ? encodeTimeCursor(keyOf(last)) : null,
    has_more,
  };
}
