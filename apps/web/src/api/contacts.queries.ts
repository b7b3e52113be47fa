/** Query keys and options of the contacts; every key starts with 'contacts'. */
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { Contact } from '@usaha/shared';
import { type ContactFilter, getContact, listContacts, searchContacts } from './contacts.api';
import { debtKeys } from './debts.queries';

export const CONTACT_PAGE_SIZE = 50;

export const contactKeys = {
  all: ['contacts'] as const,
  pages: (filter: ContactFilter) => [...contactKeys.all, 'pages', filter] as const,
  search: (q: string, kind?: string) => [...contactKeys.all, 'search', q, kind ?? 'all'] as const,
  one: (id: string) => [...contactKeys.all, 'detail', id] as const,
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
  queryOptions({ queryKey: contactKeys.one(id), queryFn: () => getContact(id) });

/** The picker's matches for what was typed. */
export const contactSearchQuery = (q: string, kind?: 'customer' | 'supplier') =>
  queryOptions({
    queryKey: contactKeys.search(q, kind),
    queryFn: () => searchContacts(q, kind),
    staleTime: 30_000,
    // While the next search loads, the last matches stay: the open list does not empty and close.
    placeholderData: keepPreviousData,
  });

/** One contact, shared with every other reader of the same id. */
export function useContact(id: string | null, enabled = true) {
  return useQuery({
    ...contactQuery(id ?? ''),
    enabled: Boolean(id) && enabled,
    staleTime: 60_000,
  });
}

/**
 * After a write every list and picker search is stale, and so are the debts and credits that show
 * the contact; the saved contact is known as it is now, and a deleted one is forgotten.
 */
export async function contactChanged(
  client: QueryClient,
  change: { saved: Contact } | { removed: string },
): Promise<void> {
  const id = 'saved' in change ? change.saved.id : change.removed;
  if ('saved' in change) client.setQueryData(contactKeys.one(id), change.saved);
  else client.removeQueries({ queryKey: contactKeys.one(id) });
  await Promise.all([
    client.invalidateQueries({
      queryKey: contactKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
    }),
    // Debts and credits show their contact's name and phone (a reminder needs the phone).
    client.invalidateQueries({ queryKey: debtKeys.all }),
  ]);
}
