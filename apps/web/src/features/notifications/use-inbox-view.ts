/**
 * The inbox page's view in the URL (STYLE.md): status filter, type filter and the preferences
 * tab, under the API's own names; anything the API would refuse is dropped.
 */
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_TYPES,
  type NotificationFilter,
  type NotificationType,
} from '@usaha/shared';
import type { InboxFilter } from '../../api/notifications.api';
import { useUrlFilter } from '../../lib/use-url-filter';

export type InboxView = InboxFilter & { tab?: 'preferences' };

export function isInboxStatus(value: string | null): value is NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly (string | null)[]).includes(value);
}

export function isNotificationType(value: string | null): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly (string | null)[]).includes(value);
}

export function parseInboxView(params: URLSearchParams): InboxView {
  const status = params.get('status');
  const type = params.get('type');
  const view: InboxView = { status: isInboxStatus(status) ? status : 'all' };
  if (isNotificationType(type)) view.type = type;
  if (params.get('tab') === 'preferences') view.tab = 'preferences';
  return view;
}

export function inboxViewToParams(view: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab) params.set('tab', view.tab);
  if (view.status && view.status !== 'all') params.set('status', view.status);
  if (view.type) params.set('type', view.type);
  return params;
}

export function useInboxView() {
  return useUrlFilter(parseInboxView, inboxViewToParams);
}
