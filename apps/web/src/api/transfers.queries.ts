/** Query keys and options of the transfers (under the ledger's 'cashbook' key). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getTransfer, listTransfers, type TransferListQuery } from './transfers.api';

/** One page of transfers. */
export const TRANSFER_PAGE_SIZE = 50;

export const transferKeys = {
  all: ['cashbook', 'transfers'] as const,
  pages: (filter: Omit<TransferListQuery, 'cursor'>) =>
    [...transferKeys.all, 'pages', filter] as const,
  transfer: (id: string) => [...transferKeys.all, 'detail', id] as const,
};

export const transfersInfiniteQuery = (filter: Omit<TransferListQuery, 'cursor'> = {}) =>
  infiniteQueryOptions({
    queryKey: transferKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listTransfers({ limit: TRANSFER_PAGE_SIZE, ...filter, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const transferQuery = (id: string) =>
  queryOptions({ queryKey: transferKeys.transfer(id), queryFn: () => getTransfer(id) });
