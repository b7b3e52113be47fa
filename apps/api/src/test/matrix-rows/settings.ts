/** Route-matrix rows of the settings routes: the business profile (application) and privacy. */
import type { MatrixRow } from './row';

const APPLICATION = '/api/v1/settings/application/';
const LOGO = `${APPLICATION}logo/`;
const QRIS = `${APPLICATION}qris/`;

export const SETTINGS_ROUTES: MatrixRow[] = [
  { method: 'GET', url: APPLICATION, access: { permission: 'business.view' }, anonymous: 401 },
  { method: 'PUT', url: APPLICATION, access: { permission: 'settings.manage' }, anonymous: 401 },
  { method: 'POST', url: LOGO, access: { permission: 'settings.manage' }, anonymous: 401 },
  { method: 'GET', url: LOGO, access: { permission: 'business.view' }, anonymous: 401 },
  { method: 'DELETE', url: LOGO, access: { permission: 'settings.manage' }, anonymous: 401 },
  { method: 'POST', url: QRIS, access: { permission: 'settings.manage' }, anonymous: 401 },
  { method: 'GET', url: QRIS, access: { permission: 'business.view' }, anonymous: 401 },
  { method: 'DELETE', url: QRIS, access: { permission: 'settings.manage' }, anonymous: 401 },
  // Privacy: the caller's own sessions, data and account (bearer only, so no CSRF).
  { method: 'GET', url: '/api/v1/privacy/sessions/', access: 'authenticated', anonymous: 401 },
  {
    method: 'DELETE',
    url: '/api/v1/privacy/sessions/:id/',
    access: 'authenticated',
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/privacy/sessions/revoke-others/',
    access: 'authenticated',
    anonymous: 401,
  },
  { method: 'GET', url: '/api/v1/privacy/export/', access: 'authenticated', anonymous: 401 },
  {
    method: 'POST',
    url: '/api/v1/privacy/delete-account/',
    access: 'authenticated',
    anonymous: 401,
  },
];
