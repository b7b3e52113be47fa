/** Route-matrix rows of the invoices (issue 14): the app's routes and the public portal. */
import type { Permission } from '@usaha/shared';
import type { MatrixRow } from './row';

const row = (
  method: string,
  url: string,
  permission: Permission,
  also?: Permission,
): MatrixRow => ({
  method,
  url: `/api/v1/invoices/${url}`,
  access: also ? { permission, also } : { permission },
  anonymous: 401,
});

/** The URL as written carries no valid token: the portal refuses it as invalid input. */
const portal = (url: string): MatrixRow => ({
  method: 'GET',
  url: `/api/v1/portal/invoices/:token/${url}`,
  access: 'public',
  anonymous: 400,
});

export const INVOICES_ROUTES: MatrixRow[] = [
  row('GET', '', 'invoice.view'),
  row('POST', '', 'invoice.manage'),
  row('GET', ':id/', 'invoice.view'),
  row('PUT', ':id/', 'invoice.manage'),
  row('DELETE', ':id/', 'invoice.delete'),
  row('POST', ':id/send/', 'invoice.manage'),
  // Voiding cancels the invoice: a delete, as the cashier does none.
  row('POST', ':id/void/', 'invoice.delete'),
  row('POST', ':id/duplicate/', 'invoice.manage'),
  row('GET', ':id/history/', 'invoice.view'),
  row('GET', ':id/pdf/', 'invoice.view'),
  row('GET', ':id/whatsapp/', 'invoice.manage'),
  row('GET', ':id/payments/', 'invoice.view'),
  row('POST', ':id/payments/', 'invoice.manage'),
  // Removing a payment removes its cash-book entry.
  row('DELETE', ':id/payments/:payment_id/', 'invoice.delete', 'transaction.delete'),
  row('GET', ':id/payments/:payment_id/pdf/', 'invoice.view'),
  row('POST', ':id/share/', 'invoice.manage'),
  row('DELETE', ':id/share/', 'invoice.manage'),
  // The list's download lives with the other downloads, under exports/.
  { ...row('GET', '', 'invoice.view'), url: '/api/v1/exports/invoices/' },
  portal(''),
  portal('pdf/'),
  portal('logo/'),
  portal('qris/'),
];
