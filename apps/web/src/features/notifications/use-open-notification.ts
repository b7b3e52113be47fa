/** Opening a notification marks it read (in the background) and follows its in-app link. */
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@usaha/shared';
import { markRead } from '../../api/notifications.api';
import { afterInboxChange } from '../../api/notifications.queries';
import { safeRedirect } from '../../lib/navigation';

export const INBOX_PATH = '/apps/notifications';

/** Where a notification leads: its own link when it stays inside the app, else the inbox. */
export function notificationTarget(notification: Pick<Notification, 'link'>): string {
  return safeRedirect(notification.link, INBOX_PATH);
}

export function useMarkOpened(): (notification: Notification) => void {
  const client = useQueryClient();
  return (notification) => {
    if (notification.read) return;
    markRead(notification.id).then(
      () => afterInboxChange(client),
      () => undefined,
    );
  };
}
