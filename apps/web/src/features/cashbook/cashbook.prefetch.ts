/** What a cash book's page reads first, asked for while its code loads (app/lazy-route.ts). */
import type { LoaderFunctionArgs } from 'react-router';
import { cashbookQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { entriesInfiniteQuery } from '../../api/entries.queries';
import { queryClient } from '../../lib/query-client';

export function prefetch({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return Promise.all([
    queryClient.prefetchQuery(cashbookQuery(id)),
    queryClient.prefetchInfiniteQuery(entriesInfiniteQuery({ cashbook_id: id })),
    queryClient.prefetchQuery(categoriesQuery({ includeArchived: true })),
  ]);
}
