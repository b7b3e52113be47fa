/** What the dashboard reads first, asked for while its code loads (app/lazy-route.ts). */
import { balanceQuery } from '../../api/balance.queries';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { entriesQuery } from '../../api/entries.queries';
import { queryClient } from '../../lib/query-client';

export function prefetch() {
  return Promise.all([
    queryClient.prefetchQuery(cashbooksQuery()),
    queryClient.prefetchQuery(balanceQuery()),
    queryClient.prefetchQuery(entriesQuery({ limit: 1 })),
  ]);
}
