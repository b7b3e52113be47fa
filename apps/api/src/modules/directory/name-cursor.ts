/**
 * Keyset cursors of the directory lists, ordered by `lower(name), id`: the last row's key as
 * base64url JSON, opaque to callers. The lower-case name is PostgreSQL's own `lower(name)`, read
 * back with the row, so the next page starts exactly where the index says.
 */
import { AppError } from '@usaha/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type NameCursor = { name: string; id: string };

export function encodeNameCursor(cursor: NameCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString('base64url');
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'The cursor is not valid', {
    errors: { cursor: ['The cursor is not valid'] },
  });
}

export function decodeNameCursor(value: string | undefined): NameCursor | null {
  if (value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [name, id] = parsed as unknown[];
  if (typeof name !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw invalidCursor();
  return { name, id };
}

/** A page of rows fetched with one extra: the extra says there is more. */
export function pageOf<Row extends { sortName: string; id: string }, Item>(
  rows: Row[],
  limit: number,
  map: (row: Row) => Item,
): { data: Item[]; next_cursor: string | null; has_more: boolean } {
  const has_more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(map),
    next_cursor: has_more && last ? encodeNameCursor({ name: last.sortName, id: last.id }) : null,
    has_more,
  };
}
