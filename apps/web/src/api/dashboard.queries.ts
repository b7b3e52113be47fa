/**
 * Query key and options of the dashboard: under the balance's key, so whatever moves money or
 * what is owed (entries, transfers, invoices, debts) makes it stale with the balance.
 */
import { queryOptions } from '@tanstack/react-query';
import { balanceKeys } from './balance.queries';
import { getDashboard } from './dashboard.api';

export const dashboardKeys = {
  on: (date: string | undefined) => [...balanceKeys.all, 'dashboard', date ?? null] as const,
};

export const dashboardQuery = (date?: string) =>
  queryOptions({ queryKey: dashboardKeys.on(date), queryFn: () => getDashboard(date) });
