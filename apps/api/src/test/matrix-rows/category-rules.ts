/** Route-matrix rows of the category rules: read as the categories are, changed by their managers. */
import type { Permission } from '@usaha/shared';
import type { MatrixRow } from './row';

const row = (method: string, url: string, permission: Permission): MatrixRow => ({
  method,
  url: `/api/v1/category-rules/${url}`,
  access: { permission },
  anonymous: 401,
});

export const CATEGORY_RULES_ROUTES: MatrixRow[] = [
  row('GET', '', 'transaction.view'),
  row('POST', '', 'category.manage'),
  row('PUT', ':id/', 'category.manage'),
  row('DELETE', ':id/', 'category.manage'),
];
