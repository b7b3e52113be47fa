/**
 * Route-matrix rows of the admin area: 404 to every caller who is not platform staff; what only
 * superadmins do is refused (403) to other staff.
 */
import type { MatrixRow } from './row';

const staff = (method: string, url: string): MatrixRow => ({
  method,
  url,
  access: 'admin',
  anonymous: 404,
});
const superadmin = (method: string, url: string): MatrixRow => ({
  method,
  url,
  access: 'superadmin',
  anonymous: 404,
});

export const ADMIN_ROUTES: MatrixRow[] = [
  staff('GET', '/api/v1/admin/overview/'),
  staff('GET', '/api/v1/admin/audit/'),
  staff('GET', '/api/v1/admin/staff/'),
  superadmin('POST', '/api/v1/admin/staff/'),
  superadmin('POST', '/api/v1/admin/staff/:id/revoke/'),
  staff('GET', '/api/v1/admin/subscriptions/'),
  staff('GET', '/api/v1/admin/subscriptions/:id/'),
  staff('POST', '/api/v1/admin/subscriptions/:id/extend/'),
  staff('POST', '/api/v1/admin/subscriptions/:id/plan/'),
  staff('POST', '/api/v1/admin/subscriptions/:id/cancel/'),
  staff('POST', '/api/v1/admin/payments/:id/confirm/'),
  staff('POST', '/api/v1/admin/payments/:id/reject/'),
  staff('GET', '/api/v1/admin/payments/:id/proof/'),
  staff('PUT', '/api/v1/admin/plans/:code/'),
];
