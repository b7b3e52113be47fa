/**
 * Query keys and options of the inbox, and how a live event changes what is cached: the unread
 * count, the bell's latest few and the first page of every list the new one belongs in.
 */
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import type { Notification, NotificationFilter } from '@usaha/shared';
import {
  getPreferences,
  getUnreadCount,
  type InboxFilter,
  listNotifications,
  type NotificationPage,
} from './notifications.api';

export const NOTIFICATIONS_PAGE_SIZE = 30;
/** How many the bell's popover shows. */
export const LATEST_SIZE = 8;

export const notificationKeys = {
  /** Everything that changes when a notification is read, archived or deleted. */
  inbox: ['notifications', 'inbox'] as const,
  unread: ['notifications', 'inbox', 'unread'] as const,
  latest: ['notifications', 'inbox', 'latest'] as const,
  lists: ['notifications', 'inbox', 'list'] as const,
  list: (filter: InboxFilter) => ['notifications', 'inbox', 'list', filter] as const,
  count: (status: NotificationFilter) => ['notifications', 'inbox', 'count', status] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export const unreadCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.unread, queryFn: getUnreadCount });

export const latestQuery = () =>
  queryOptions({
    queryKey: notificationKeys.latest,
    queryFn: () => listNotifications({ status: 'all', limit: LATEST_SIZE }),
  });

export const notificationsInfiniteQuery = (filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam }) =>
      listNotifications({
        ...filter,
        limit: NOTIFICATIONS_PAGE_SIZE,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** Counting stops at one full page (the API has no count call): "100+" says there are more. */
export const COUNT_LIMIT = 100;
export const inboxCountQuery = (status: NotificationFilter) =>
  queryOptions({
    queryKey: notificationKeys.count(status),
    queryFn: async () => {
      const page = await listNotifications({ status, limit: COUNT_LIMIT });
      return { count: page.data.length, more: page.has_more };
    },
  });

export const preferencesQuery = () =>
  queryOptions({ queryKey: notificationKeys.preferences, queryFn: getPreferences });

/** A list of status `status` (and type `type`) would show this new notification. */
function belongsIn(filter: InboxFilter, notification: Notification): boolean {
  if (filter.type && filter.type !== notification.type) return false;
  return filter.status === 'all' || filter.status === 'unread';
}

function prepend(page: NotificationPage, notification: Notification, max?: number) {
  const rest = page.data.filter((item) => item.id !== notification.id);
  const data = [notification, ...rest];
  return { ...page, data: max === undefined ? data : data.slice(0, max) };
}

/** A notification that just arrived on the live stream joins the lists already loaded. */
export function addLiveNotification(client: QueryClient, notification: Notification): void {
  client.setQueryData<NotificationPage>(notificationKeys.latest, (page) =>
    page ? prepend(page, notification, LATEST_SIZE) : page,
  );
  const lists = client.getQueriesData<InfiniteData<NotificationPage>>({
    queryKey: notificationKeys.lists,
  });
  for (const [key, data] of lists) {
    const filter = key[3] as InboxFilter | undefined;
    const [first, ...others] = data?.pages ?? [];
    if (!data || !first || !filter || !belongsIn(filter, notification)) continue;
    client.setQueryData(key, { ...data, pages: [prepend(first, notification), ...others] });
  }
}

export function setUnreadCount(client: QueryClient, count: number): void {
  client.setQueryData(notificationKeys.unread, count);
}

/**
 * After the user's own housekeeping: every inbox view is stale; preferences are not. With the
 * unread count the server answered, that count is set rather than asked for again.
 */
export function afterInboxChange(client: QueryClient, unreadCount?: number): Promise<void> {
  if (unreadCount === undefined) {
    return client.invalidateQueries({ queryKey: notificationKeys.inbox });
  }
  setUnreadCount(client, unreadCount);
  return client.invalidateQueries({
    queryKey: notificationKeys.inbox,
    predicate: (query) => query.queryKey[2] !== notificationKeys.unread[2],
  });
}
