/** Route-matrix row of the dashboard: any member; each card is null without its permission. */
import type { MatrixRow } from './row';

export const DASHBOARD_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/v1/dashboard/',
    access: { permission: 'business.view' },
    anonymous: 401,
  },
];
