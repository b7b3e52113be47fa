/** Query keys and options of the Transaksi area's own calls (imports, an entry's history). */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import { getEntryHistory, listImports } from './transactions.api';

export const transactionKeys = {
  all: ['transactions'] as const,
  imports: () => [...transactionKeys.all, 'imports'] as const,
  importList: (cashbookId: string | undefined) =>
    [...transactionKeys.imports(), 'list', cashbookId ?? null] as const,
  history: (entryId: string) => [...transactionKeys.all, 'history', entryId] as const,
};

export const importsQuery = (cashbookId?: string) =>
  queryOptions({
    queryKey: transactionKeys.importList(cashbookId),
    queryFn: () => listImports(cashbookId).then((page) => page.data),
  });

/**
 * An entry's history; `null` when the server has no history for it yet (404), which the page
 * shows as an empty history rather than an error.
 */
export const entryHistoryQuery = (entryId: string) =>
  queryOptions({
    queryKey: transactionKeys.history(entryId),
    queryFn: async () => {
      try {
        return await getEntryHistory(entryId);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function invalidateImports(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: transactionKeys.imports() });
}
