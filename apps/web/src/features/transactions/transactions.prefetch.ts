/** What Transaksi reads first, asked for while its code loads (app/lazy-route.ts prefetchData). */
import type { LoaderFunctionArgs } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { entriesInfiniteQuery } from '../../api/entries.queries';
import { queryClient } from '../../lib/query-client';
import { parseEntryFilters } from './use-entry-filters';

export function prefetch({ request }: LoaderFunctionArgs) {
  const filters = parseEntryFilters(new URL(request.url).searchParams);
  return Promise.all([
    queryClient.prefetchInfiniteQuery(entriesInfiniteQuery(filters)),
    queryClient.prefetchQuery(cashbooksQuery(true)),
    queryClient.prefetchQuery(categoriesQuery({ includeArchived: true })),
  ]);
}
