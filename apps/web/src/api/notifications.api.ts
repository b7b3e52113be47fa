/**
 * The inbox (`/v1/notifications/…`, contract: notification.schemas): the signed-in user's
 * notifications in this business, their housekeeping and the user's preferences.
 */
import type {
  Notification,
  NotificationAction,
  NotificationCleanupBody,
  NotificationFilter,
  NotificationPreference,
  NotificationType,
  notificationCountResponseSchema,
  notificationListResponseSchema,
  Page,
  ResponseOf,
  testNotificationResponseSchema,
  unreadCountResponseSchema,
} from '@usaha/shared';
import { requestData, requestPage, toQueryString } from '../lib/api-data';

export type InboxFilter = { status: NotificationFilter; type?: NotificationType };
type NotificationListMeta = ResponseOf<typeof notificationListResponseSchema>['meta'];
/** A page of the inbox, with the unread count as it is now. */
export type NotificationPage = Page<Notification, NotificationListMeta>;
/** What a bulk action or a clean-up touched, and the unread count after it. */
export type InboxCounts = ResponseOf<typeof notificationCountResponseSchema>['data'];
type UnreadCount = ResponseOf<typeof unreadCountResponseSchema>['data'];
type TestNotificationResult = ResponseOf<typeof testNotificationResponseSchema>['data'];

export function listNotifications(
  query: InboxFilter & { cursor?: string; limit?: number },
): Promise<NotificationPage> {
  return requestPage<Notification, NotificationListMeta>(
    `/v1/notifications/${toQueryString(query)}`,
  );
}

export async function getUnreadCount(): Promise<number> {
  const counts = await requestData<UnreadCount>('/v1/notifications/unread-count/');
  return counts.unread_count;
}

export function markAllRead(): Promise<InboxCounts> {
  return requestData<InboxCounts>('/v1/notifications/read-all/', { method: 'POST' });
}

/** One action on chosen notifications; ids that are not the caller's are skipped by the API. */
export function bulkAction(action: NotificationAction, ids: string[]): Promise<InboxCounts> {
  return requestData<InboxCounts>('/v1/notifications/bulk/', {
    method: 'POST',
    body: { action, ids },
  });
}

export function markRead(id: string): Promise<Notification> {
  return requestData<Notification>(`/v1/notifications/${id}/read/`, { method: 'POST' });
}

export function cleanUp(body: NotificationCleanupBody): Promise<InboxCounts> {
  return requestData<InboxCounts>('/v1/notifications/cleanup/', { method: 'POST', body });
}

export function getPreferences(): Promise<NotificationPreference[]> {
  return requestData<NotificationPreference[]>('/v1/notifications/preferences/');
}

export function savePreferences(
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  return requestData<NotificationPreference[]>('/v1/notifications/preferences/', {
    method: 'PUT',
    body: { preferences },
  });
}

/** A real `test` notification to the caller; says which channels it went to. */
export function sendTestNotification(): Promise<TestNotificationResult> {
  return requestData<TestNotificationResult>('/v1/notifications/test/', { method: 'POST' });
}
