/** Query keys and options of the bank-statement imports. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { listImports, undoPreview } from './imports.api';

export const importKeys = {
  all: ['transactions', 'imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (cashbookId: string | undefined) => [...importKeys.lists(), cashbookId ?? null] as const,
  undoPreview: (id: string) => [...importKeys.all, 'undo-preview', id] as const,
};

export const importsQuery = (cashbookId?: string) =>
  queryOptions({
    queryKey: importKeys.list(cashbookId),
    queryFn: () => listImports(cashbookId).then((page) => page.data),
  });

/** Always asked afresh: it is read when the user is about to undo. */
export const undoPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: importKeys.undoPreview(id),
    queryFn: () => undoPreview(id),
    staleTime: 0,
    gcTime: 0,
  });

/** The lists; an undo preview is asked afresh each time the modal opens and is left alone. */
export function invalidateImports(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: importKeys.lists() });
}
