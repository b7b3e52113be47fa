/** Query keys and options of the categories (under the ledger's 'cashbook' key). */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CategoryKind } from '@usaha/shared';
import { currentLanguage } from '../lib/i18n';
import { type CategoryListQuery, listCategories } from './categories.api';

export const categoryKeys = {
  all: ['cashbook', 'categories'] as const,
  list: (kind: CategoryKind | undefined, includeArchived: boolean, language: string) =>
    [...categoryKeys.all, 'list', { kind, includeArchived, language }] as const,
};

/** The seeded categories' names follow the reader's language, so the language is in the key. */
export const categoriesQuery = (options: CategoryListQuery = {}) => {
  const language = currentLanguage();
  return queryOptions({
    queryKey: categoryKeys.list(options.kind, options.includeArchived ?? false, language),
    queryFn: () => listCategories(options, language),
    staleTime: 5 * 60_000,
  });
};

/** After a category changes: its chips everywhere, and entries that show its name. */
export function invalidateCategories(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: categoryKeys.all });
}
