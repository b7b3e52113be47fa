/** Query keys and options of the products pages; every key starts with 'products'. */
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import type { Product } from '@usaha/shared';
import { getProduct, listProducts, type ProductFilter, searchProducts } from './products.api';

export const PRODUCT_PAGE_SIZE = 50;

export const productKeys = {
  all: ['products'] as const,
  pages: (filter: ProductFilter) => [...productKeys.all, 'pages', filter] as const,
  search: (q: string) => [...productKeys.all, 'search', q] as const,
  one: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export const productsInfiniteQuery = (filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: productKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listProducts({ ...filter, limit: PRODUCT_PAGE_SIZE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: productKeys.one(id), queryFn: () => getProduct(id) });

/** The picker's matches for what was typed. */
export const productSearchQuery = (q: string) =>
  queryOptions({
    queryKey: productKeys.search(q),
    queryFn: () => searchProducts(q),
    staleTime: 30_000,
    // While the next search loads, the last matches stay: the open list does not empty and close.
    placeholderData: keepPreviousData,
  });

/** After a write every list and picker search is stale; the saved product is known as it is. */
export async function productChanged(
  client: QueryClient,
  change: { saved: Product } | { removed: string },
): Promise<void> {
  const id = 'saved' in change ? change.saved.id : change.removed;
  if ('saved' in change) client.setQueryData(productKeys.one(id), change.saved);
  else client.removeQueries({ queryKey: productKeys.one(id) });
  await client.invalidateQueries({
    queryKey: productKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
  });
}
