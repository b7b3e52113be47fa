/** Keyset cursors: the last row's sort key, opaque to callers (DESIGN.md §2, never OFFSET). */
import { AppError, isCalendarDate } from '@usaha/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type DateCursor = { date: string; id: string };

export function encodeCursor(cursor: DateCursor): string {
  return Buffer.from(`${cursor.date}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): DateCursor | null {
  if (value === undefined) return null;
  const [date, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !date || !id || !isCalendarDate(date) || !UUID.test(id)) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid', {
      errors: { cursor: ['The cursor is not valid'] },
    });
  }
  return { date, id };
}
