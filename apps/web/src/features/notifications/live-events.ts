/** What the tab does with each live event: caches, a toast, and a fresh profile after a role change. */

import {
  addLiveNotification,
  afterInboxChange,
  setUnreadCount,
} from '../../api/notifications.queries';
import { fetchProfile } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import type { LiveEvent } from './live-stream';
import { showToast } from './toasts';

export function handleLiveEvent(event: LiveEvent): void {
  switch (event.kind) {
    case 'open':
      // Whatever happened while the connection was down is fetched again.
      if (event.reconnected) void afterInboxChange(queryClient);
      return;
    case 'notification':
      addLiveNotification(queryClient, event.notification);
      showToast(event.notification);
      return;
    case 'unread':
      setUnreadCount(queryClient, event.count);
      return;
    case 'membership':
      // The role (and so the permissions) may have changed: the profile says what holds now.
      fetchProfile().then(
        () => queryClient.invalidateQueries(),
        () => undefined,
      );
      return;
  }
}
