/**
 * The keyset cursor of the notes list: the last row's (pinned, updated_at, id), the order of
 * notes_business_list_idx. The time keeps PostgreSQL's microseconds: a millisecond cursor would
 * skip or repeat notes changed within the same millisecond.
 */
import { AppError } from '@usaha/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MICRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export type NoteCursor = { pinned: boolean; at: string; id: string };

export function encodeNoteCursor(cursor: NoteCursor): string {
  return Buffer.from(`${cursor.pinned ? 1 : 0}|${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeNoteCursor(value: string | undefined): NoteCursor | null {
  if (value === undefined) return null;
  const [pinned, at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const valid =
    rest.length === 0 &&
    (pinned === '0' || pinned === '1') &&
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
  return { pinned: pinned === '1', at, id };
}
