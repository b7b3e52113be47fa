/** What the list reads first, asked for while its code loads (app/lazy-route.ts). */
import type { LoaderFunctionArgs } from 'react-router';
import { debtSummaryInfiniteQuery } from '../../api/debts.queries';
import { queryClient } from '../../lib/query-client';
import { parseListParams, summaryFilter } from './use-list-params';

export function prefetch({ request }: LoaderFunctionArgs) {
  const shown = parseListParams(new URL(request.url).searchParams);
  // One contact's records are a page of their own; the summary is what the list shows.
  if (shown.contact) return Promise.resolve();
  return queryClient.prefetchInfiniteQuery(debtSummaryInfiniteQuery(summaryFilter(shown)));
}
