/** Query keys and options of the categories (under the ledger's 'cashbook' key). */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CategoryKind } from '@usaha/shared';
import { type CategoryListQuery, listCategories } from './categories.api';

export const categoryKeys = {
  all: ['cashbook', 'categories'] as const,
  list: (kind: CategoryKind | undefined, includeArchived: boolean) =>
    [...categoryKeys.all, 'list', { kind, includeArchived }] as const,
};

export const categoriesQuery = (options: CategoryListQuery = {}) =>
  queryOptions({
    queryKey: categoryKeys.list(options.kind, options.includeArchived ?? false),
    queryFn: () => listCategories(options),
    staleTime: 5 * 60_000,
  });

/** After a category changes: its chips everywhere, and entries that show its name. */
export function invalidateCategories(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: categoryKeys.all });
}
