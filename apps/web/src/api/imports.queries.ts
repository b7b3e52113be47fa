/** Query keys and options of the bank-statement imports. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { listImports } from './imports.api';

export const importKeys = {
  all: ['transactions', 'imports'] as const,
  list: (cashbookId: string | undefined) =>
    [...importKeys.all, 'list', cashbookId ?? null] as const,
};

export const importsQuery = (cashbookId?: string) =>
  queryOptions({
    queryKey: importKeys.list(cashbookId),
    queryFn: () => listImports(cashbookId).then((page) => page.data),
  });

export function invalidateImports(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: importKeys.all });
}
