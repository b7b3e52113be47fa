/** The inbox calls (`/v1/notifications/…`): the signed-in user's notifications in this business. */
import type {
  Notification,
  NotificationAction,
  NotificationCleanupBody,
  NotificationFilter,
  NotificationPreference,
  NotificationType,
} from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { toQueryString } from '../../lib/query-string';

type Data<T> = { success: true; data: T; message?: string };

export type InboxFilter = { status: NotificationFilter; type?: NotificationType };
export type NotificationPage = {
  data: Notification[];
  next_cursor: string | null;
  has_more: boolean;
  unread_count: number;
};
/** What a bulk action or a clean-up touched, and the unread count after it. */
export type InboxCounts = { count: number; unread_count: number };

export async function listNotifications(
  query: InboxFilter & { cursor?: string; limit?: number },
): Promise<NotificationPage> {
  const response = await apiRequest<
    Data<Notification[]> & {
      meta: { next_cursor: string | null; has_more: boolean; unread_count: number };
    }
  >(`/v1/notifications/${toQueryString(query)}`);
  return { data: response.data, ...response.meta };
}

export async function getUnreadCount(): Promise<number> {
  const response = await apiRequest<Data<{ unread_count: number }>>(
    '/v1/notifications/unread-count/',
  );
  return response.data.unread_count;
}

export async function markAllRead(): Promise<InboxCounts> {
  return (await apiRequest<Data<InboxCounts>>('/v1/notifications/read-all/', { method: 'POST' }))
    .data;
}

/** One action on chosen notifications; ids that are not the caller's are skipped by the API. */
export async function bulkAction(action: NotificationAction, ids: string[]): Promise<InboxCounts> {
  const response = await apiRequest<Data<InboxCounts>>('/v1/notifications/bulk/', {
    method: 'POST',
    body: { action, ids },
  });
  return response.data;
}

export async function markRead(id: string): Promise<Notification> {
  return (await apiRequest<Data<Notification>>(`/v1/notifications/${id}/read/`, { method: 'POST' }))
    .data;
}

export async function cleanUp(body: NotificationCleanupBody): Promise<InboxCounts> {
  const response = await apiRequest<Data<InboxCounts>>('/v1/notifications/cleanup/', {
    method: 'POST',
    body,
  });
  return response.data;
}

export async function getPreferences(): Promise<NotificationPreference[]> {
  return (await apiRequest<Data<NotificationPreference[]>>('/v1/notifications/preferences/')).data;
}

export async function savePreferences(
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  const response = await apiRequest<Data<NotificationPreference[]>>(
    '/v1/notifications/preferences/',
    { method: 'PUT', body: { preferences } },
  );
  return response.data;
}

/** A real `test` notification to the caller; says which channels it went to. */
export async function sendTestNotification(): Promise<{ in_app: boolean; email: boolean }> {
  return (
    await apiRequest<Data<{ in_app: boolean; email: boolean }>>('/v1/notifications/test/', {
      method: 'POST',
    })
  ).data;
}
