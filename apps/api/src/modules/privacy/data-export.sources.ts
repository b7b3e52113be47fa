/**
 * What the data export reads: the account's own rows, and per business the rows the member's
 * role may see, page by page through the same lists the app uses, so nothing waits in memory.
 */

import { describeDevice } from '@usaha/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cursorTime } from '../../db/keyset';
import { businesses, memberships, sessions, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import type { ActivityService } from '../activity/activities.service';
import type { NoteService } from '../notes/notes.service';

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

type NotificationRow = {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  data: unknown;
  read_at: Date | string | null;
  archived_at: Date | string | null;
  created_at: Date | string;
  cursor_at: string;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The user's own notifications in one business, newest first, by keyset on their inbox index. */
export async function* ownNotifications(
  database: Database,
  userId: string,
  businessId: string,
): AsyncGenerator<Omit<NotificationRow, 'cursor_at'>> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [userId, businessId, BATCH];
    let where = 'n.user_id = $1 and n.business_id = $2';
    if (after) {
      params.push(after.at, after.id);
      where += ' and (n.created_at, n.id) < ($4::timestamptz, $5::uuid)';
    }
    const rows = await database.query<NotificationRow>(
      `select n.id, n.type, n.title, n.body, n.link, n.data, n.read_at, n.archived_at, n.created_at,
  ${cursorTime('n.created_at')} as cursor_at
from notifications n where ${where}
order by n.created_at desc, n.id desc limit $3`,
      params,
    );
    for (const { cursor_at: _cursor, ...row } of rows) {
      yield {
        ...row,
        read_at: iso(row.read_at),
        archived_at: iso(row.archived_at),
        created_at: iso(row.created_at) ?? '',
      };
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { at: last.cursor_at, id: last.id };
  }
}

/** The account itself, without its password hash. */
export async function profileOf(executor: Executor, userId: string) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    full_name: user.fullName,
    phone: user.phone,
    language: user.language,
    platform_roles: user.platformRoles,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** Every membership, active or not, with its business's name. */
export async function membershipsOf(executor: Executor, userId: string) {
  const rows = await executor
    .select({ membership: memberships, name: businesses.name })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(businesses.id));
  return rows.map(({ membership, name }) => ({
    business_id: membership.businessId,
    business_name: name,
    role: membership.role,
    status: membership.status,
    created_at: membership.createdAt.toISOString(),
  }));
}

/** Every session the account has had, ended ones too, without any token. */
export async function sessionsOf(executor: Executor, userId: string) {
  const rows = await executor
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
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
