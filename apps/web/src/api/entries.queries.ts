/**
 * Query keys and options of the entries (under the ledger's 'cashbook' key) and of an entry's
 * history, and what a write that moves money makes stale.
 */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import { balanceKeys } from './balance.queries';
import { cashbookKeys } from './cashbooks.queries';
import { type EntryListQuery, getEntry, getEntryHistory, listEntries } from './entries.api';
import { transferKeys } from './transfers.queries';

/** One page of entries. */
export const ENTRY_PAGE_SIZE = 50;

export const entryKeys = {
  all: ['cashbook', 'entries'] as const,
  pages: (filter: Omit<EntryListQuery, 'cursor'>) => [...entryKeys.all, 'pages', filter] as const,
  page: (query: EntryListQuery) => [...entryKeys.all, 'page', query] as const,
  entry: (id: string) => [...entryKeys.all, 'detail', id] as const,
  /** Apart from the ledger's keys: a write does not make the history stale. */
  history: (id: string) => ['transactions', 'history', id] as const,
};

/** Pages of entries by cursor ("load more"); the totals come with the first page. */
export const entriesInfiniteQuery = (filter: Omit<EntryListQuery, 'cursor'> = {}) =>
  infiniteQueryOptions({
    queryKey: entryKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listEntries({ limit: ENTRY_PAGE_SIZE, ...filter, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** One page of entries, e.g. `{ limit: 1 }` to know whether any exist. */
export const entriesQuery = (query: EntryListQuery = {}) =>
  queryOptions({ queryKey: entryKeys.page(query), queryFn: () => listEntries(query) });

export const entryQuery = (id: string) =>
  queryOptions({ queryKey: entryKeys.entry(id), queryFn: () => getEntry(id) });

/**
 * An entry's history; `null` when the server has no history for it yet (404), which the page
 * shows as an empty history rather than an error.
 */
export const entryHistoryQuery = (entryId: string) =>
  queryOptions({
    queryKey: entryKeys.history(entryId),
    queryFn: async () => {
      try {
        return await getEntryHistory(entryId);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * After anything that moves money (an entry, a transfer, an opening balance, an import): the
 * books, their entries, the transfers and the balance are all stale.
 */
export function invalidateLedger(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: cashbookKeys.all }),
    client.invalidateQueries({ queryKey: entryKeys.all }),
    client.invalidateQueries({ queryKey: transferKeys.all }),
    client.invalidateQueries({ queryKey: balanceKeys.all }),
  ]).then(() => undefined);
}
