/** Route-matrix rows of the team routes: the caller's businesses, members, invitations and links. */
import type { MatrixRow } from './row';

const view = { permission: 'team.view' } as const;
const manage = { permission: 'team.manage' } as const;

export const TEAM_ROUTES: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/businesses/', access: 'authenticated', anonymous: 401 },
  { method: 'POST', url: '/api/v1/businesses/', access: 'authenticated', anonymous: 401 },
  { method: 'POST', url: '/api/v1/businesses/switch/', access: 'authenticated', anonymous: 401 },
  { method: 'GET', url: '/api/v1/team/members/', access: view, anonymous: 401 },
  { method: 'PUT', url: '/api/v1/team/members/:user_id/', access: manage, anonymous: 401 },
  { method: 'DELETE', url: '/api/v1/team/members/:user_id/', access: manage, anonymous: 401 },
  { method: 'GET', url: '/api/v1/team/invitations/', access: view, anonymous: 401 },
  { method: 'POST', url: '/api/v1/team/invitations/', access: manage, anonymous: 401 },
  { method: 'POST', url: '/api/v1/team/invitations/:id/resend/', access: manage, anonymous: 401 },
  { method: 'DELETE', url: '/api/v1/team/invitations/:id/', access: manage, anonymous: 401 },
  // The URL as written carries no valid token: the public lookup refuses it as invalid input.
  { method: 'GET', url: '/api/v1/invitations/:token/', access: 'public', anonymous: 400 },
  {
    method: 'POST',
    url: '/api/v1/invitations/:token/accept/',
    access: 'authenticated',
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/invitations/:token/register/',
    access: 'public',
    csrf: true,
    anonymous: 403,
  },
];
