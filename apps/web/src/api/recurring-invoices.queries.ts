/** Query keys and options of the recurring invoices; every key starts with 'recurring-invoices'. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getRecurringInvoice,
  listRecurringInvoices,
  type RecurringFilter,
} from './recurring-invoices.api';

export const RECURRING_PAGE_SIZE = 50;

export const recurringKeys = {
  all: ['recurring-invoices'] as const,
  pages: (filter: RecurringFilter) => [...recurringKeys.all, 'pages', filter] as const,
  one: (id: string) => [...recurringKeys.all, 'detail', id] as const,
};

export const recurringInfiniteQuery = (filter: RecurringFilter) =>
  infiniteQueryOptions({
    queryKey: recurringKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listRecurringInvoices({
        ...filter,
        limit: RECURRING_PAGE_SIZE,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const recurringQuery = (id: string) =>
  queryOptions({ queryKey: recurringKeys.one(id), queryFn: () => getRecurringInvoice(id) });
