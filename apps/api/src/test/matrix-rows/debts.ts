/** Route-matrix rows of the debts and credits (issue 15): the records, payments and positions. */
import type { Permission } from '@usaha/shared';
import type { MatrixRow } from './row';

const row = (
  method: string,
  url: string,
  permission: Permission,
  also?: Permission,
): MatrixRow => ({
  method,
  url: `/api/v1/debts/${url}`,
  access: also ? { permission, also } : { permission },
  anonymous: 401,
});

export const DEBTS_ROUTES: MatrixRow[] = [
  row('GET', '', 'debt.view'),
  row('POST', '', 'debt.manage'),
  row('GET', 'summary/', 'debt.view'),
  row('GET', ':id/', 'debt.view'),
  // The matrix's edit changes the amount of the cash the credit lent: an entry's edit too.
  { ...row('PATCH', ':id/', 'debt.manage'), bodyNeeds: 'transaction.update' },
  // Deleting removes the cash entry the record or payment posted; voiding writes off (a delete).
  row('DELETE', ':id/', 'debt.delete', 'transaction.delete'),
  row('POST', ':id/void/', 'debt.delete'),
  row('GET', ':id/history/', 'debt.view'),
  row('GET', ':id/payments/', 'debt.view'),
  row('POST', ':id/payments/', 'debt.manage'),
  row('DELETE', ':id/payments/:payment_id/', 'debt.delete', 'transaction.delete'),
  // A contact's position lives with the debts: it is read with their permission.
  { ...row('GET', '', 'debt.view'), url: '/api/v1/contacts/:id/position/' },
];
