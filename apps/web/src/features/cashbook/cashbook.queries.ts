/**
 * Query keys and options of the cash book area (cash books, categories, entries, transfers,
 * balance). Pages of other areas (Transaksi, Balance) use these too, so every write that moves
 * money invalidates the same keys through `invalidateLedger`.
 */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CategoryKind } from '@usaha/shared';
import {
  type EntryListQuery,
  getBalance,
  getBalanceTrend,
  getCashbook,
  getEntry,
  getTransfer,
  listCashbooks,
  listCategories,
  listEntries,
  listTransfers,
  type TransferListQuery,
} from './cashbook.api';

/** One page of entries or transfers. */
export const PAGE_SIZE = 50;

export const cashbookKeys = {
  all: ['cashbook'] as const,
  books: () => [...cashbookKeys.all, 'books'] as const,
  bookList: (includeArchived: boolean) =>
    [...cashbookKeys.books(), 'list', { includeArchived }] as const,
  book: (id: string) => [...cashbookKeys.books(), 'detail', id] as const,
  categories: () => [...cashbookKeys.all, 'categories'] as const,
  categoryList: (kind: CategoryKind | undefined, includeArchived: boolean) =>
    [...cashbookKeys.categories(), 'list', { kind, includeArchived }] as const,
  entries: () => [...cashbookKeys.all, 'entries'] as const,
  entryPages: (filter: Omit<EntryListQuery, 'cursor'>) =>
    [...cashbookKeys.entries(), 'pages', filter] as const,
  entryPage: (query: EntryListQuery) => [...cashbookKeys.entries(), 'page', query] as const,
  entry: (id: string) => [...cashbookKeys.entries(), 'detail', id] as const,
  transfers: () => [...cashbookKeys.all, 'transfers'] as const,
  transferPages: (filter: Omit<TransferListQuery, 'cursor'>) =>
    [...cashbookKeys.transfers(), 'pages', filter] as const,
  transfer: (id: string) => [...cashbookKeys.transfers(), 'detail', id] as const,
  balance: () => [...cashbookKeys.all, 'balance'] as const,
  balanceOn: (date: string | undefined) => [...cashbookKeys.balance(), 'on', date ?? null] as const,
  balanceTrend: (months: number, date: string | undefined) =>
    [...cashbookKeys.balance(), 'trend', months, date ?? null] as const,
};

export const cashbooksQuery = (includeArchived = false) =>
  queryOptions({
    queryKey: cashbookKeys.bookList(includeArchived),
    queryFn: () => listCashbooks(includeArchived),
  });

export const cashbookQuery = (id: string) =>
  queryOptions({ queryKey: cashbookKeys.book(id), queryFn: () => getCashbook(id) });

export const categoriesQuery = (options: { kind?: CategoryKind; includeArchived?: boolean } = {}) =>
  queryOptions({
    queryKey: cashbookKeys.categoryList(options.kind, options.includeArchived ?? false),
    queryFn: () => listCategories(options),
    staleTime: 5 * 60_000,
  });

/** Pages of entries by cursor ("load more"); the totals come with the first page. */
export const entriesInfiniteQuery = (filter: Omit<EntryListQuery, 'cursor'> = {}) =>
  infiniteQueryOptions({
    queryKey: cashbookKeys.entryPages(filter),
    queryFn: ({ pageParam }) =>
      listEntries({ limit: PAGE_SIZE, ...filter, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** One page of entries, e.g. `{ limit: 1 }` to know whether any exist. */
export const entriesQuery = (query: EntryListQuery = {}) =>
  queryOptions({ queryKey: cashbookKeys.entryPage(query), queryFn: () => listEntries(query) });

export const entryQuery = (id: string) =>
  queryOptions({ queryKey: cashbookKeys.entry(id), queryFn: () => getEntry(id) });

export const transfersInfiniteQuery = (filter: Omit<TransferListQuery, 'cursor'> = {}) =>
  infiniteQueryOptions({
    queryKey: cashbookKeys.transferPages(filter),
    queryFn: ({ pageParam }) =>
      listTransfers({ limit: PAGE_SIZE, ...filter, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const transferQuery = (id: string) =>
  queryOptions({ queryKey: cashbookKeys.transfer(id), queryFn: () => getTransfer(id) });

export const balanceQuery = (date?: string) =>
  queryOptions({ queryKey: cashbookKeys.balanceOn(date), queryFn: () => getBalance(date) });

export const balanceTrendQuery = (months = 12, date?: string) =>
  queryOptions({
    queryKey: cashbookKeys.balanceTrend(months, date),
    queryFn: () => getBalanceTrend(months, date),
  });

/**
 * After anything that moves money (an entry, a transfer, an opening balance, an import): the
 * books, their entries, the transfers and the balance are all stale.
 */
export function invalidateLedger(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: cashbookKeys.books() }),
    client.invalidateQueries({ queryKey: cashbookKeys.entries() }),
    client.invalidateQueries({ queryKey: cashbookKeys.transfers() }),
    client.invalidateQueries({ queryKey: cashbookKeys.balance() }),
  ]).then(() => undefined);
}

/** After a category changes: its chips everywhere, and entries that show its name. */
export function invalidateCategories(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: cashbookKeys.categories() });
}
