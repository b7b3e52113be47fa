/**
 * Query keys and options of the invoices; every key starts with 'invoices'. A payment moves money,
 * so it also makes the ledger stale (`invalidateLedger`); any change moves the receivables the
 * balance shows and what each contact owes (the debts' positions and summary).
 */
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { Invoice, InvoiceFilter } from '@usaha/shared';
import { PUBLIC_DATA, retryUnlessMissing } from '../lib/query-client';
import { balanceKeys } from './balance.queries';
import { debtKeys } from './debts.queries';
import { invalidateLedger } from './entries.queries';
import {
  getInvoice,
  getPortalInvoice,
  invoiceHistory,
  listInvoicePayments,
  listInvoices,
} from './invoices.api';

export const INVOICE_PAGE_SIZE = 50;

export const invoiceKeys = {
  all: ['invoices'] as const,
  pages: (filter: InvoiceFilter) => [...invoiceKeys.all, 'pages', filter] as const,
  one: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  payments: (id: string) => [...invoiceKeys.one(id), 'payments'] as const,
  history: (id: string) => [...invoiceKeys.one(id), 'history'] as const,
  portal: (token: string) => ['portal', 'invoice', token] as const,
};

export const invoicesInfiniteQuery = (filter: InvoiceFilter) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listInvoices({ ...filter, limit: INVOICE_PAGE_SIZE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.one(id),
    queryFn: () => getInvoice(id),
    retry: retryUnlessMissing,
  });

export const invoicePaymentsQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.payments(id), queryFn: () => listInvoicePayments(id) });

export const invoiceHistoryQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.history(id), queryFn: () => invoiceHistory(id) });

/** The customer's page: public data, kept when someone signs in or out in the same tab. */
export const portalInvoiceQuery = (token: string) =>
  queryOptions({
    queryKey: invoiceKeys.portal(token),
    queryFn: () => getPortalInvoice(token),
    retry: retryUnlessMissing,
    meta: { [PUBLIC_DATA]: true },
  });

export function useInvoice(id: string) {
  return useQuery(invoiceQuery(id));
}

/**
 * After a write: the lists, the invoice's payments and timeline are stale; the invoice itself is
 * known as the server answered it, or forgotten when it was deleted. `money` for what touched a
 * cash book (a payment recorded or removed).
 */
export async function invoiceChanged(
  client: QueryClient,
  change: { saved: Invoice } | { removed: string } | { id: string },
  money = false,
): Promise<void> {
  if ('saved' in change) client.setQueryData(invoiceKeys.one(change.saved.id), change.saved);
  if ('removed' in change) client.removeQueries({ queryKey: invoiceKeys.one(change.removed) });
  const id = 'saved' in change ? change.saved.id : 'removed' in change ? change.removed : change.id;
  await Promise.all([
    client.invalidateQueries({
      queryKey: invoiceKeys.all,
      // The invoice just answered is current; its payments and timeline are not.
      predicate: (query) =>
        !('saved' in change) ||
        JSON.stringify(query.queryKey) !== JSON.stringify(invoiceKeys.one(id)),
    }),
    money ? invalidateLedger(client) : client.invalidateQueries({ queryKey: balanceKeys.all }),
    // What a contact owes counts their invoices due (debts.queries: positions and the summary).
    client.invalidateQueries({
      queryKey: debtKeys.all,
      predicate: (query) => query.queryKey[1] === 'position' || query.queryKey[1] === 'summary',
    }),
  ]);
}
