/** Route-matrix rows of the debts and credits (issue 15): the records, payments and positions. */
import type { Permission } from '@usaha/shared';
import type { MatrixRow } from './row';

const row = (method: string, url: string, permission: Permission): MatrixRow => ({
  method,
  url: `/api/v1/debts/${url}`,
  access: { permission },
  anonymous: 401,
});

export const DEBTS_ROUTES: MatrixRow[] = [
  row('GET', '', 'debt.view'),
  row('POST', '', 'debt.manage'),
  row('GET', 'summary/', 'debt.view'),
  row('GET', ':id/', 'debt.view'),
  row('PATCH', ':id/', 'debt.manage'),
  row('DELETE', ':id/', 'debt.delete'),
  row('POST', ':id/void/', 'debt.manage'),
  row('GET', ':id/history/', 'debt.view'),
  row('GET', ':id/payments/', 'debt.view'),
  row('POST', ':id/payments/', 'debt.manage'),
  row('DELETE', ':id/payments/:payment_id/', 'debt.delete'),
  // A contact's position lives with the debts: it is read with their permission.
  { ...row('GET', '', 'debt.view'), url: '/api/v1/contacts/:id/position/' },
];
