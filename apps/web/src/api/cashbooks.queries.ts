/**
 * Query keys and options of the cash books. Every ledger key (cash books, categories, entries,
 * transfers, balance) starts with 'cashbook', so a write that moves money invalidates them
 * together (`invalidateLedger` in entries.queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { getCashbook, listCashbooks } from './cashbooks.api';

export const cashbookKeys = {
  all: ['cashbook', 'books'] as const,
  list: (includeArchived: boolean) => [...cashbookKeys.all, 'list', { includeArchived }] as const,
  book: (id: string) => [...cashbookKeys.all, 'detail', id] as const,
};

export const cashbooksQuery = (includeArchived = false) =>
  queryOptions({
    queryKey: cashbookKeys.list(includeArchived),
    queryFn: () => listCashbooks(includeArchived),
  });

export const cashbookQuery = (id: string) =>
  queryOptions({ queryKey: cashbookKeys.book(id), queryFn: () => getCashbook(id) });
