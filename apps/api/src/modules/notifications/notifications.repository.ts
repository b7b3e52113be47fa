/**
 * The one writer of the notifications table. Every statement is scoped to one inbox:
 * the user and the business together, so another user's or business's row is never found.
 * (Each user's choices per type are notification-preferences.repository.ts's.)
 */
import type { NotificationFilter, NotificationType } from '@usaha/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cursorTime, everyRow, type TimeKey } from '../../db/keyset';
import { notifications } from '../../db/schema/index';
import type { Statement } from '../../db/sql';
import { isNotificationType, readParams, type StoredNotification } from './notification-view';

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

export function toStored(row: Row): StoredNotification {
  // Rows are written by the notifier with a known type; an unknown one reads as a test, with
  // the words it was stored with, if any: this version has none for it.
  const known = isNotificationType(row.type) ? row.type : null;
  return {
    id: row.id,
    type: known ?? 'test',
    params: known ? readParams(row.params) : null,
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
): Promise<StoredNotification> {
  const [row] = await executor.insert(n).values(values).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return toStored(row);
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
): Promise<StoredNotification | null> {
  const [row] = await executor
    .update(n)
    .set(set)
    .where(inboxWhere(inbox, eq(n.id, id)))
    .returning();
  return row ? toStored(row) : null;
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

/** A row of the inbox as the data export keeps it, with its sort key. */
export type InboxExportRow = {
  id: string;
  type: string;
  params: unknown;
  title: string | null;
  body: string | null;
  link: string | null;
  data: unknown;
  read_at: Date | string | null;
  archived_at: Date | string | null;
  created_at: Date | string;
  cursor_at: string;
};

function inboxExportSql(inbox: Inbox, cursor: TimeKey | null, limit: number): Statement {
  const params: unknown[] = [inbox.userId, inbox.businessId, limit + 1];
  let where = 'n.user_id = $1 and n.business_id = $2';
  if (cursor) {
    params.push(cursor.at, cursor.id);
    where += ' and (n.created_at, n.id) < ($4::timestamptz, $5::uuid)';
  }
  return {
    text: `select n.id, n.type, n.params, n.title, n.body, n.link, n.data, n.read_at, n.archived_at, n.created_at,
  ${cursorTime('n.created_at')} as cursor_at
from notifications n where ${where}
order by n.created_at desc, n.id desc limit $3`,
    params,
  };
}

/** Every notification of the inbox, archived ones too, newest first, by keyset on its index. */
export function everyInboxRow(database: Pick<Database, 'query'>, inbox: Inbox) {
  return everyRow<InboxExportRow, TimeKey>(
    database,
    (cursor, limit) => inboxExportSql(inbox, cursor, limit),
    (row) => ({ at: row.cursor_at, id: row.id }),
    500,
  );
}

export type Recipient = {
  email: string;
  full_name: string;
  language: string;
  is_active: boolean;
  business_name: string | null;
  in_app: boolean | null;
  email_choice: boolean | null;
};

/** The recipient, the business's name and their stored choice for the type, in one statement. */
const RECIPIENT_SQL = `select u.email, u.full_name, u.language, u.is_active, b.name as business_name,
  p.in_app, p.email as email_choice
from users u
left join businesses b on b.id = $2
left join notification_preferences p on p.user_id = u.id and p.business_id = $2 and p.type = $3
where u.id = $1`;

/** The recipient of a notification, with the business's name and their choice for the type. */
export async function findRecipient(
  database: Pick<Database, 'query'>,
  userId: string,
  businessId: string,
  type: string,
): Promise<Recipient | undefined> {
  const [recipient] = await database.query<Recipient>(RECIPIENT_SQL, [userId, businessId, type]);
  return recipient;
}

/** The active members of a business holding one of `roles`, oldest membership first. */
export async function membersWithRoles(
  database: Pick<Database, 'query'>,
  businessId: string,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await database.query<{ user_id: string }>(
    `select user_id from memberships
where business_id = $1 and status = 'active' and role = any($2::text[])
order by created_at, user_id`,
    [businessId, roles],
  );
  return rows.map((row) => row.user_id);
}
