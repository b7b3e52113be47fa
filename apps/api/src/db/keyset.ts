/**
 * The one keyset cursor (DESIGN.md §2, never OFFSET): a page ends with the sort key of its last
 * row, sent as base64url JSON and opaque to callers, and the next page starts right after it.
 * Each list names the parts of its key (`keyset({ date: 'date', id: 'uuid' })`), and a cursor
 * whose parts are not of those kinds is refused with 400, so a cursor of one list never reaches
 * another list's SQL.
 */
import { AppError, isCalendarDate } from '@usaha/shared';
import type { Database } from './client';
import type { Statement } from './sql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** PostgreSQL's microseconds: rows written in one transaction share a millisecond. */
const MICRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * What one part of a key holds: an id, a business date, an instant, any text, a yes or no, or a
 * whole number sent as its digits (a sum in minor units, compared as `numeric`).
 */
export type KeyPart = 'uuid' | 'date' | 'time' | 'text' | 'flag' | 'integer';
type Shape = Record<string, KeyPart>;
type ValueOf<P extends KeyPart> = P extends 'flag' ? boolean : string;
export type KeyOf<S extends Shape> = { [Name in keyof S]: ValueOf<S[Name]> };

const VALID: Record<KeyPart, (value: unknown) => boolean> = {
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  date: (value) => typeof value === 'string' && isCalendarDate(value),
  time: (value) =>
    typeof value === 'string' && MICRO_TIME.test(value) && !Number.isNaN(Date.parse(value)),
  text: (value) => typeof value === 'string',
  flag: (value) => typeof value === 'boolean',
  integer: (value) => typeof value === 'string' && /^-?\d{1,30}$/.test(value),
};

/** A list's query after validation: the cursor of the page before, and the page size. */
export type ListQuery = { cursor?: string | undefined; limit: number };

export type Page<T> = { data: T[]; next_cursor: string | null; has_more: boolean };

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'The cursor is not valid', {
    issues: [{ field: 'cursor', code: 'invalid_cursor' }],
  });
}

function parse(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}

export type Keyset<S extends Shape> = {
  encode(key: KeyOf<S>): string;
  /** The key of a cursor; null when none was given. */
  decode(value: string | undefined): KeyOf<S> | null;
  /** A page from rows fetched with one extra (`limit + 1`): the extra says there is more. */
  page<Row, T>(
    rows: readonly Row[],
    limit: number,
    toItem: (row: Row) => T,
    keyOf: (row: Row) => KeyOf<S>,
  ): Page<T>;
};

/** The cursor of a list ordered by the given columns, in this order. */
export function keyset<const S extends Shape>(shape: S): Keyset<S> {
  const parts: Array<[keyof S & string, KeyPart]> = Object.entries(shape);
  const encode = (key: KeyOf<S>) =>
    Buffer.from(JSON.stringify(parts.map(([name]) => key[name]))).toString('base64url');
  return {
    encode,
    decode(value) {
      if (value === undefined || value === '') return null;
      const values = parse(value);
      if (!Array.isArray(values) || values.length !== parts.length) throw invalidCursor();
      const key: Record<string, unknown> = {};
      parts.forEach(([name, kind], index) => {
        const part: unknown = values[index];
        if (!VALID[kind](part)) throw invalidCursor();
        key[name] = part;
      });
      return key as KeyOf<S>;
    },
    page(rows, limit, toItem, keyOf) {
      const has_more = rows.length > limit;
      const last = rows[limit - 1];
      return {
        data: rows.slice(0, limit).map(toItem),
        next_cursor: has_more && last !== undefined ? encode(keyOf(last)) : null,
        has_more,
      };
    },
  };
}

/** Entries and transfers: newest business date first, then id. */
export const dateKeyset = keyset({ date: 'date', id: 'uuid' });
export type DateKey = { date: string; id: string };

/** The activity log, the inbox, the team, the businesses: by (created_at, id). */
export const timeKeyset = keyset({ at: 'time', id: 'uuid' });
export type TimeKey = { at: string; id: string };

/** The directory lists: by PostgreSQL's own `lower(name)`, read back with the row, then id. */
export const nameKeyset = keyset({ name: 'text', id: 'uuid' });
export type NameKey = { name: string; id: string };

/** The name key of a directory row selected with its sort name (`lower(name) as "sortName"`). */
export const nameKeyOf = (row: { sortName: string; id: string }): NameKey => ({
  name: row.sortName,
  id: row.id,
});

/** Lists ordered by their time-ordered (UUIDv7) ids alone. */
export const idKeyset = keyset({ id: 'uuid' });

/** The text of a timestamp column as a cursor keeps it (select it `as cursor_at`). */
export const cursorTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A row selected with its time key as `cursor_at` and `cursor_id`. */
export type KeyedRow = { cursor_at: string; cursor_id: string };

export const keyOfRow = (row: KeyedRow): TimeKey => ({ at: row.cursor_at, id: row.cursor_id });

/**
 * Every row of a keyset list, `batch` rows per statement, for a download: `statement` is the
 * list's own page statement (it fetches one row more than asked), so the export reads the same
 * index in the same order, and no row waits in memory.
 */
export async function* everyRow<Row, Key>(
  database: Pick<Database, 'query'>,
  statement: (cursor: Key | null, limit: number) => Statement,
  keyOf: (row: Row) => Key,
  batch = 1000,
): AsyncGenerator<Row> {
  let cursor: Key | null = null;
  for (;;) {
    const page = statement(cursor, batch);
    const rows = await database.query<Row>(page.text, page.params);
    const shown = rows.slice(0, batch);
    yield* shown;
    const last = shown.at(-1);
    if (rows.length <= batch || last === undefined) return;
    cursor = keyOf(last);
  }
}
