/**
 * The user's own inbox in the current business: list, count, read/unread, archive, delete, bulk
 * actions and clean-up. Housekeeping of one's own inbox is not an audited business write, so it
 * stays out of the activity log; every change tells the user's other tabs the new unread count.
 */
import type {
  Language,
  Notification,
  NotificationAction,
  notificationCleanupBodySchema,
  notificationListQuerySchema,
} from '@usaha/shared';
import { DAY_MS } from '@usaha/shared';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { timeKeyset } from '../../db/keyset';
import { notFound } from '../../lib/errors';
import type { LiveBus } from '../../live/live-bus';
import { publishUnread } from './inbox-events';
import { readNotification, readParams, wordsOf } from './notification-view';
import {
  byId,
  byIds,
  countUnread,
  createdBefore,
  deleteWhere,
  everyInboxRow,
  firstTime,
  type Inbox,
  isArchived,
  isRead,
  listPage,
  toStored,
  updateOne,
  updateWhere,
} from './notifications.repository';

type ListQuery = z.output<typeof notificationListQuerySchema>;
type CleanupBody = z.output<typeof notificationCleanupBodySchema>;

export type NotificationPage = {
  data: Notification[];
  next_cursor: string | null;
  has_more: boolean;
  unread_count: number;
};
export type Counts = { count: number; unread_count: number };

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The user's own notifications in one business, archived ones too, for the data export: worded
 * in the export's language, with the values they are worded from.
 */
export async function* inboxForExport(
  database: Pick<Database, 'query'>,
  inbox: Inbox,
  language: Language,
) {
  for await (const { cursor_at: _cursor, ...row } of everyInboxRow(database, inbox)) {
    yield {
      ...row,
      ...wordsOf({ ...row, params: readParams(row.params) }, language),
      read_at: iso(row.read_at),
      archived_at: iso(row.archived_at),
      created_at: iso(row.created_at) ?? '',
    };
  }
}

export function createNotificationService(deps: {
  database: Database;
  live: LiveBus;
  clock: Clock;
}) {
  const { db } = deps.database;
  const changed = (inbox: Inbox) => publishUnread(db, deps.live, inbox);
  const counted = async (inbox: Inbox, count: number): Promise<Counts> => ({
    count,
    // Nothing changed: nothing to tell the other tabs.
    unread_count: count > 0 ? await changed(inbox) : await countUnread(db, inbox),
  });

  async function changeOne(
    inbox: Inbox,
    id: string,
    set: Parameters<typeof updateOne>[3],
    language: Language,
  ): Promise<Notification> {
    const notification = await updateOne(db, inbox, id, set);
    if (!notification) throw notFound('Notification');
    await changed(inbox);
    return readNotification(notification, language);
  }

  return {
    /** A page of the inbox, worded in the reader's language. */
    async list(inbox: Inbox, query: ListQuery, language: Language): Promise<NotificationPage> {
      const cursor = timeKeyset.decode(query.cursor);
      const rows = await listPage(db, inbox, query, cursor, query.limit);
      const page = timeKeyset.page(
        rows,
        query.limit,
        (item) => readNotification(toStored(item.row), language),
        (item) => ({ at: item.cursorAt, id: item.row.id }),
      );
      return { ...page, unread_count: await countUnread(db, inbox) };
    },

    unreadCount: (inbox: Inbox) => countUnread(db, inbox),

    markRead(inbox: Inbox, id: string, read: boolean, language: Language) {
      const readAt = read ? firstTime('readAt', deps.clock.now()) : null;
      return changeOne(inbox, id, { readAt }, language);
    },

    archive(inbox: Inbox, id: string, language: Language) {
      const archivedAt = firstTime('archivedAt', deps.clock.now());
      return changeOne(inbox, id, { archivedAt }, language);
    },

    async remove(inbox: Inbox, id: string): Promise<void> {
      if ((await deleteWhere(db, inbox, byId(id))) === 0) throw notFound('Notification');
      await changed(inbox);
    },

    async readAll(inbox: Inbox): Promise<Counts> {
      const now = deps.clock.now();
      return counted(inbox, await updateWhere(db, inbox, { readAt: now }, isRead(false)));
    },

    /** Ids outside the inbox (another user's or business's) are skipped, not reported. */
    async bulk(inbox: Inbox, action: NotificationAction, ids: string[]): Promise<Counts> {
      const now = deps.clock.now();
      const unique = [...new Set(ids)];
      const these = byIds(unique);
      let count: number;
      switch (action) {
        case 'read':
          count = await updateWhere(db, inbox, { readAt: now }, these, isRead(false));
          break;
        case 'unread':
          count = await updateWhere(db, inbox, { readAt: null }, these, isRead(true));
          break;
        case 'archive':
          count = await updateWhere(db, inbox, { archivedAt: now }, these, isArchived(false));
          break;
        case 'unarchive':
          count = await updateWhere(db, inbox, { archivedAt: null }, these, isArchived(true));
          break;
        case 'delete':
          count = await deleteWhere(db, inbox, these);
          break;
      }
      return counted(inbox, count);
    },

    /**
     * Archives or deletes the chosen kind (read, archived, or all) created more than N days ago
     * (0: any age). Archiving leaves archived ones as they are.
     */
    async cleanup(inbox: Inbox, body: CleanupBody): Promise<Counts> {
      const now = deps.clock.now();
      const conditions: SQL[] = [];
      if (body.older_than_days > 0) {
        conditions.push(createdBefore(new Date(now.getTime() - body.older_than_days * DAY_MS)));
      }
      if (body.scope === 'read') conditions.push(isRead(true));
      if (body.scope === 'archived') conditions.push(isArchived(true));
      const count =
        body.action === 'delete'
          ? await deleteWhere(db, inbox, ...conditions)
          : await updateWhere(db, inbox, { archivedAt: now }, ...conditions, isArchived(false));
      return counted(inbox, count);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
