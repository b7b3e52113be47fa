/**
 * The only place that touches the notification tables. Every statement is scoped to one inbox:
 * the user and the business together, so another user's or business's row is never found.
 */
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationFilter,
  type NotificationType,
} from '@usaha/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TimeKey } from '../../db/keyset';
import { notifications } from '../../db/schema/index';

export type Inbox = { userId: string; businessId: string };
type Row = typeof notifications.$inferSelect;

const n = notifications;

export function inboxWhere(inbox: Inbox, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(eq(n.userId, inbox.userId), eq(n.businessId, inbox.businessId), ...more);
}

export function statusWhere(status: NotificationFilter): SQL | undefined {
  switch (status) {
    case 'all':
      return isNull(n.archivedAt);
    case 'unread':
      return and(isNull(n.readAt), isNull(n.archivedAt));
    case 'read':
      return and(isNotNull(n.readAt), isNull(n.archivedAt));
    case 'archived':
      return isNotNull(n.archivedAt);
  }
}

const isType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    // Rows are written by the notifier with a known type; an unknown one reads as a test.
    type: isType(row.type) ? row.type : 'test',
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function countUnread(executor: Executor, inbox: Inbox): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(n)
    .where(inboxWhere(inbox, statusWhere('unread')));
  return row?.total ?? 0;
}

/** One page, newest first, by keyset on notifications_inbox_idx; one row more tells of more. */
export async function listPage(
  executor: Executor,
  inbox: Inbox,
  filter: { status: NotificationFilter; type?: NotificationType | undefined },
  cursor: TimeKey | null,
  limit: number,
) {
  return executor
    .select({
      row: n,
      cursorAt: sql<string>`to_char(${n.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(n)
    .where(
      inboxWhere(
        inbox,
        statusWhere(filter.status),
        filter.type ? eq(n.type, filter.type) : undefined,
        cursor
          ? sql`(${n.createdAt}, ${n.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(limit + 1);
}

export async function insertNotification(
  executor: Executor,
  values: typeof notifications.$inferInsert,
): Promise<Notification> {
  const [row] = await executor.insert(n).values(values).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
}

type StateChange = { readAt?: Date | null | SQL; archivedAt?: Date | null | SQL };

/** Changes the read or archived state of the inbox's rows that match; answers how many. */
export async function updateWhere(
  executor: Executor,
  inbox: Inbox,
  set: StateChange,
  ...where: Array<SQL | undefined>
): Promise<number> {
  const rows = await executor
    .update(n)
    .set(set)
    .where(inboxWhere(inbox, ...where))
    .returning({ id: n.id });
  return rows.length;
}

/** Changes one row of the inbox; null when the inbox has no such row. */
export async function updateOne(
  executor: Executor,
  inbox: Inbox,
  id: string,
  set: StateChange,
): Promise<Notification | null> {
  const [row] = await executor
    .update(n)
    .set(set)
    .where(inboxWhere(inbox, eq(n.id, id)))
    .returning();
  return row ? toNotification(row) : null;
}

/** The time a row was first read (or archived): kept when it is read again. */
export const firstTime = (column: 'readAt' | 'archivedAt', now: Date): SQL =>
  sql`coalesce(${n[column]}, ${now.toISOString()}::timestamptz)`;

export async function deleteWhere(
  executor: Executor,
  inbox: Inbox,
  ...where: Array<SQL | undefined>
): Promise<number> {
  const rows = await executor
    .delete(n)
    .where(inboxWhere(inbox, ...where))
    .returning({ id: n.id });
  return rows.length;
}

export const byIds = (ids: string[]) => inArray(n.id, ids);
export const byId = (id: string) => eq(n.id, id);
export const isRead = (read: boolean) => (read ? isNotNull(n.readAt) : isNull(n.readAt));
export const isArchived = (archived: boolean) =>
  archived ? isNotNull(n.archivedAt) : isNull(n.archivedAt);
export const createdBefore = (time: Date) =>
  sql`${n.createdAt} < ${time.toISOString()}::timestamptz`;
