/** Route-matrix rows of the notifications routes: each user's own inbox, any role may use it. */
import type { MatrixRow } from './row';

const access = { permission: 'notification.view' } as const;
const row = (method: string, url: string): MatrixRow => ({
  method,
  url: `/api/v1/notifications/${url}`,
  access,
  anonymous: 401,
});

export const NOTIFICATIONS_ROUTES: MatrixRow[] = [
  row('GET', ''),
  row('GET', 'unread-count/'),
  row('GET', 'stream/'),
  row('POST', 'read-all/'),
  row('POST', 'bulk/'),
  row('POST', 'cleanup/'),
  row('GET', 'preferences/'),
  row('PUT', 'preferences/'),
  row('POST', 'test/'),
  row('POST', ':id/read/'),
  row('POST', ':id/unread/'),
  row('POST', ':id/archive/'),
  row('DELETE', ':id/'),
];
