/**
 * Route-matrix rows of the debts' reminders and statements (issue 15): a WhatsApp reminder, a
 * contact's statement link, and the public statement portal.
 */
import type { MatrixRow } from './row';

const manage = (method: string, url: string): MatrixRow => ({
  method,
  url,
  access: { permission: 'debt.manage' },
  anonymous: 401,
});

/** The URL as written carries no valid token: the portal refuses it as invalid input. */
const portal = (url: string): MatrixRow => ({
  method: 'GET',
  url: `/api/v1/portal/statements/:token/${url}`,
  access: 'public',
  anonymous: 400,
});

export const DEBT_STATEMENTS_ROUTES: MatrixRow[] = [
  manage('POST', '/api/v1/debts/:id/reminders/'),
  manage('POST', '/api/v1/contacts/:id/statement-link/'),
  manage('DELETE', '/api/v1/contacts/:id/statement-link/'),
  portal(''),
  portal('pdf/'),
  portal('qris/'),
];
