/** The admin area's API (`/v1/admin/…`): platform staff only. */
import { queryOptions } from '@tanstack/react-query';
import type { AdminOverview } from '@usaha/shared';
import { requestData } from '../lib/api-data';

export function getAdminOverview(): Promise<AdminOverview> {
  return requestData<AdminOverview>('/v1/admin/overview/');
}

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
};

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getAdminOverview });
