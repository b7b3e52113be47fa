/** What the dashboard reads first, asked for while its code loads (app/lazy-route.ts). */
import { dashboardQuery } from '../../api/dashboard.queries';
import { queryClient } from '../../lib/query-client';

export function prefetch() {
  return queryClient.prefetchQuery(dashboardQuery());
}
