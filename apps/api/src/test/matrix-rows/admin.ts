/** Route-matrix rows of the admin area: 404 to every caller who is not platform staff. */
import type { MatrixRow } from './row';

export const ADMIN_ROUTES: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/admin/overview/', access: 'admin', anonymous: 404 },
];
