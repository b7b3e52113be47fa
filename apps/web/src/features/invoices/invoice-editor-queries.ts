/**
 * The editor's reads and cache updates of invoices, under the same keys as contacts and products
 * have theirs (`['invoices', 'detail', id]`), so the list and view pages see what was saved.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Invoice } from '@usaha/shared';
import { getInvoice } from '../../api/invoices.api';

export const invoiceEditorKeys = {
  all: ['invoices'] as const,
  one: (id: string) => [...invoiceEditorKeys.all, 'detail', id] as const,
};

export const invoiceEditorQuery = (id: string) =>
  queryOptions({ queryKey: invoiceEditorKeys.one(id), queryFn: () => getInvoice(id) });

/** After a save every list, total and timeline of invoices is stale; the saved one is known. */
export async function invoiceSaved(client: QueryClient, saved: Invoice): Promise<void> {
  client.setQueryData(invoiceEditorKeys.one(saved.id), saved);
  await client.invalidateQueries({
    queryKey: invoiceEditorKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== saved.id,
  });
}
