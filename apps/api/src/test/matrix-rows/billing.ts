/** Route-matrix rows of billing: the plans are public, the subscription its managers'. */
import type { MatrixRow } from './row';

export const BILLING_ROUTES: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/billing/plans/', access: 'public', anonymous: 200 },
  {
    method: 'GET',
    url: '/api/v1/billing/subscription/',
    access: { permission: 'billing.manage' },
    anonymous: 401,
  },
];
