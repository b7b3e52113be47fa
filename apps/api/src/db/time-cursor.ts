/**
 * The keyset cursor of lists ordered by (created_at, id), newest first: the activity log, the
 * inbox, the team and the businesses. The time keeps PostgreSQL's microseconds: rows written in
 * one transaction share a timestamp, and a millisecond cursor would skip or repeat them.
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
