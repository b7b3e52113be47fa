/**
 * Entries of money in and out (`/v1/entries/`, contract: entry.schemas): the list with its
 * totals, one entry, the writes, the bulk actions and an entry's history.
 */
import type {
  bulkResponseSchema,
  CreateEntryInput,
  Entry,
  EntryDetail,
  EntryFilter,
  EntryHistoryItem,
  EntryListItem,
  entryListResponseSchema,
  Page,
  ResponseOf,
  UpdateEntryInput,
} from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

/** The Transaksi filters plus the page: the same names as the API's query parameters. */
export type EntryListQuery = EntryFilter & { cursor?: string; limit?: number };
type EntryListMeta = ResponseOf<typeof entryListResponseSchema>['meta'];
/** A page of entries; the filter's totals come on the first page only. */
export type EntryPage = Page<EntryListItem, EntryListMeta>;
type BulkResult = ResponseOf<typeof bulkResponseSchema>['data'];

export function listEntries(query: EntryListQuery = {}): Promise<EntryPage> {
  return requestPage<EntryListItem, EntryListMeta>(`/v1/entries/${toQueryString(query)}`);
}

export function getEntry(id: string): Promise<EntryDetail> {
  return requestData<EntryDetail>(`/v1/entries/${id}/`);
}

/** The key makes a double tap or a retry book the entry once (DESIGN.md §2). */
export function createEntry(body: CreateEntryInput, idempotencyKey?: string): Promise<Entry> {
  return requestData<Entry>('/v1/entries/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Transfer legs cannot be edited here (422): edit the transfer. */
export function updateEntry(id: string, body: UpdateEntryInput): Promise<Entry> {
  return requestData<Entry>(`/v1/entries/${id}/`, { method: 'PUT', body });
}

export function deleteEntry(id: string): Promise<void> {
  return requestDelete(`/v1/entries/${id}/`);
}

export async function bulkCategoriseEntries(
  ids: string[],
  categoryId: string | null,
): Promise<number> {
  const result = await requestData<BulkResult>('/v1/entries/bulk/categorise/', {
    method: 'POST',
    body: { ids, category_id: categoryId },
  });
  return result.count;
}

export async function bulkDeleteEntries(ids: string[]): Promise<number> {
  const result = await requestData<BulkResult>('/v1/entries/bulk/delete/', {
    method: 'POST',
    body: { ids },
  });
  return result.count;
}

/** Oldest first; 404 when the entry does not exist. */
export function getEntryHistory(id: string): Promise<EntryHistoryItem[]> {
  return requestData<EntryHistoryItem[]>(`/v1/entries/${id}/history/`);
}
