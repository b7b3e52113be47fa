/** Query keys and options of the contacts pages; every key starts with 'contacts'. */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Contact } from '@usaha/shared';
import { contactLookupKeys, fetchContact } from './contact-lookup';
import { listContacts } from './contacts.api';
import type { ContactFilter } from './use-contact-filters';

export const CONTACT_PAGE_SIZE = 50;

export const contactKeys = {
  all: ['contacts'] as const,
  pages: (filter: ContactFilter) => [...contactKeys.all, 'pages', filter] as const,
  one: contactLookupKeys.one,
};

export const contactsInfiniteQuery = (filter: ContactFilter) =>
  infiniteQueryOptions({
    queryKey: contactKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listContacts({ ...filter, limit: CONTACT_PAGE_SIZE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const contactQuery = (id: string) =>
  queryOptions({ queryKey: contactKeys.one(id), queryFn: () => fetchContact(id) });

/**
 * After a write every list and picker search is stale; the saved contact is known as it is now,
 * and a deleted one is forgotten.
 */
export async function contactChanged(
  client: QueryClient,
  change: { saved: Contact } | { removed: string },
): Promise<void> {
  const id = 'saved' in change ? change.saved.id : change.removed;
  if ('saved' in change) client.setQueryData(contactKeys.one(id), change.saved);
  else client.removeQueries({ queryKey: contactKeys.one(id) });
  await client.invalidateQueries({
    queryKey: contactKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
  });
}
