/** What the contacts list reads first, asked for while its code loads (app/lazy-route.ts). */
import type { LoaderFunctionArgs } from 'react-router';
import { contactsInfiniteQuery } from '../../api/contacts.queries';
import { queryClient } from '../../lib/query-client';
import { parseContactFilters } from './use-contact-filters';

export function prefetch({ request }: LoaderFunctionArgs) {
  const filter = parseContactFilters(new URL(request.url).searchParams);
  return queryClient.prefetchInfiniteQuery(contactsInfiniteQuery(filter));
}
