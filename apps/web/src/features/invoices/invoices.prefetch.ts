/** What the invoice list reads first, asked for while its code loads (app/lazy-route.ts). */
import type { LoaderFunctionArgs } from 'react-router';
import { invoicesInfiniteQuery } from '../../api/invoices.queries';
import { queryClient } from '../../lib/query-client';
import { parseInvoiceFilters } from './use-invoice-filters';

export function prefetch({ request }: LoaderFunctionArgs) {
  const filter = parseInvoiceFilters(new URL(request.url).searchParams);
  return queryClient.prefetchInfiniteQuery(invoicesInfiniteQuery(filter));
}
