/** Route-matrix rows of the recurring invoices (issue 14). */
import type { Permission } from '@usaha/shared';
import type { MatrixRow } from './row';

const row = (method: string, url: string, permission: Permission): MatrixRow => ({
  method,
  url: `/api/v1/recurring-invoices/${url}`,
  access: { permission },
  anonymous: 401,
});

export const RECURRING_INVOICES_ROUTES: MatrixRow[] = [
  row('GET', '', 'invoice.view'),
  row('POST', '', 'invoice.manage'),
  row('GET', ':id/', 'invoice.view'),
  row('PUT', ':id/', 'invoice.manage'),
  row('DELETE', ':id/', 'invoice.delete'),
  row('POST', ':id/pause/', 'invoice.manage'),
  row('POST', ':id/resume/', 'invoice.manage'),
];
