/**
 * What the data export reads: the account's own rows, and per business the rows the member's
 * role may see, page by page through the same lists the app uses, so nothing waits in memory.
 */

import { describeDevice } from '@usaha/shared';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { ActivityService } from '../activity/activities.service';
import { sessionsOf as allSessionsOf } from '../auth/sessions.service';
import type { NoteService } from '../notes/notes.service';
import { membershipsOfUser } from '../team/members.service';

/** Rows per read. */
const BATCH = 500;

type Page<T> = { data: T[]; next_cursor: string | null };

/** Every row of a cursor-paged list, one page at a time. */
export async function* allPages<T>(
  read: (cursor: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  for (;;) {
    const page = await read(cursor);
    yield* page.data;
    if (!page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

export function visibleNotes(notes: NoteService, actor: Actor) {
  return allPages((cursor) => notes.list(actor, { cursor, limit: BATCH }));
}

export function businessActivities(activities: ActivityService, actor: Actor) {
  return allPages((cursor) => activities.list(actor, { cursor, limit: BATCH }));
}

export { profileOf } from '../auth/users.service';

/** Every membership, active or not, with its business's name. */
export async function membershipsOf(executor: Executor, userId: string) {
  const rows = await membershipsOfUser(executor, userId, 'joined');
  return rows.map((row) => ({
    business_id: row.businessId,
    business_name: row.name,
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Every session the account has had, ended ones too, without any token. */
export async function sessionsOf(executor: Executor, userId: string) {
  const rows = await allSessionsOf(executor, userId);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    user_agent: row.userAgent,
    ip: row.ip,
    remember_me: row.rememberMe,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedReason,
  }));
}
