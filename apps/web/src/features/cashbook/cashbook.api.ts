/**
 * The cash book area's calls: cash books, categories, entries, transfers, balance and receipts.
 * Creates send an Idempotency-Key so a double tap or a retry never books twice (DESIGN.md §2).
 */
import type {
  Attachment,
  Balance,
  Cashbook,
  Category,
  CategoryKind,
  CreateCashbookInput,
  CreateCategoryInput,
  CreateEntryInput,
  CreateTransferInput,
  Entry,
  EntryDetail,
  EntryFilter,
  EntryListItem,
  EntryTotals,
  Transfer,
  UpdateCashbookInput,
  UpdateCategoryInput,
  UpdateEntryInput,
  UpdateTransferInput,
} from '@usaha/shared';
import { apiBlob, apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { toQueryString } from '../../lib/query-string';

type Data<T> = { success: true; data: T; message?: string };
type Deleted = { success: true; message: string };

export type CurrencyTotal = { currency: string; balance: number };
export type CashbookList = { books: Cashbook[]; totals: CurrencyTotal[] };
export type EntryPage = {
  data: EntryListItem[];
  next_cursor: string | null;
  has_more: boolean;
  /** On the first page only. */
  totals: EntryTotals[] | null;
};
/** The Transaksi filters plus the page: the same names as the API's query parameters. */
export type EntryListQuery = EntryFilter & { cursor?: string; limit?: number };
export type TransferListQuery = {
  cashbook_id?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
};
export type TransferPage = { data: Transfer[]; next_cursor: string | null; has_more: boolean };
export type BalanceTrend = {
  points: { date: string; totals: CurrencyTotal[] }[];
};

// Cash books

export async function listCashbooks(includeArchived = false): Promise<CashbookList> {
  const response = await apiRequest<Data<Cashbook[]> & { meta: { totals: CurrencyTotal[] } }>(
    `/v1/cashbooks/${toQueryString({ include_archived: includeArchived || undefined })}`,
  );
  return { books: response.data, totals: response.meta.totals };
}

export async function getCashbook(id: string): Promise<Cashbook> {
  return (await apiRequest<Data<Cashbook>>(`/v1/cashbooks/${id}/`)).data;
}

export async function createCashbook(
  body: CreateCashbookInput,
  idempotencyKey?: string,
): Promise<Cashbook> {
  const response = await apiRequest<Data<Cashbook>>('/v1/cashbooks/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return response.data;
}

export async function updateCashbook(id: string, body: UpdateCashbookInput): Promise<Cashbook> {
  return (await apiRequest<Data<Cashbook>>(`/v1/cashbooks/${id}/`, { method: 'PUT', body })).data;
}

/** 422 BUSINESS_RULE when the book has entries: archive it instead. */
export async function deleteCashbook(id: string): Promise<void> {
  await apiRequest<Deleted>(`/v1/cashbooks/${id}/`, { method: 'DELETE' });
}

// Categories

export async function listCategories(
  options: { kind?: CategoryKind; includeArchived?: boolean } = {},
): Promise<Category[]> {
  const query = toQueryString({
    kind: options.kind,
    include_archived: options.includeArchived || undefined,
  });
  return (await apiRequest<Data<Category[]>>(`/v1/categories/${query}`)).data;
}

export async function createCategory(
  body: CreateCategoryInput,
  idempotencyKey?: string,
): Promise<Category> {
  const response = await apiRequest<Data<Category>>('/v1/categories/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return response.data;
}

export async function updateCategory(id: string, body: UpdateCategoryInput): Promise<Category> {
  return (await apiRequest<Data<Category>>(`/v1/categories/${id}/`, { method: 'PUT', body })).data;
}

/** A category in use is archived rather than deleted: `archived` says which happened. */
export async function deleteCategory(id: string): Promise<{ archived: boolean }> {
  const response = await apiRequest<Deleted & { archived: boolean }>(`/v1/categories/${id}/`, {
    method: 'DELETE',
  });
  return { archived: response.archived };
}

// Entries

export async function listEntries(query: EntryListQuery = {}): Promise<EntryPage> {
  const response = await apiRequest<
    Data<EntryListItem[]> & {
      meta: { next_cursor: string | null; has_more: boolean; totals: EntryTotals[] | null };
    }
  >(`/v1/entries/${toQueryString(query)}`);
  return { data: response.data, ...response.meta };
}

export async function getEntry(id: string): Promise<EntryDetail> {
  return (await apiRequest<Data<EntryDetail>>(`/v1/entries/${id}/`)).data;
}

export async function createEntry(body: CreateEntryInput, idempotencyKey?: string): Promise<Entry> {
  const response = await apiRequest<Data<Entry>>('/v1/entries/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return response.data;
}

/** Transfer legs cannot be edited here (422): edit the transfer. */
export async function updateEntry(id: string, body: UpdateEntryInput): Promise<Entry> {
  return (await apiRequest<Data<Entry>>(`/v1/entries/${id}/`, { method: 'PUT', body })).data;
}

export async function deleteEntry(id: string): Promise<void> {
  await apiRequest<Deleted>(`/v1/entries/${id}/`, { method: 'DELETE' });
}

export async function bulkCategoriseEntries(
  ids: string[],
  categoryId: string | null,
): Promise<number> {
  const response = await apiRequest<Data<{ count: number }>>('/v1/entries/bulk/categorise/', {
    method: 'POST',
    body: { ids, category_id: categoryId },
  });
  return response.data.count;
}

export async function bulkDeleteEntries(ids: string[]): Promise<number> {
  const response = await apiRequest<Data<{ count: number }>>('/v1/entries/bulk/delete/', {
    method: 'POST',
    body: { ids },
  });
  return response.data.count;
}

// Receipts

/**
 * Uploads a photo or PDF (≤ 10 MB) to an entry, as the raw bytes of the file. Pass the same key
 * when retrying one upload so the server stores the file once.
 */
export async function uploadAttachment(
  entryId: string,
  file: File,
  idempotencyKey?: string,
): Promise<Attachment> {
  const response = await apiRequest<Data<Attachment>>(
    `/v1/entries/${entryId}/attachments/${toQueryString({ filename: file.name || 'receipt' })}`,
    { method: 'POST', raw: file, headers: idempotencyHeaders(idempotencyKey) },
  );
  return response.data;
}

/** The file behind the bearer token; show it with URL.createObjectURL. */
export function downloadAttachment(id: string): Promise<Blob> {
  return apiBlob(`/v1/attachments/${id}/`);
}

export async function deleteAttachment(id: string): Promise<void> {
  await apiRequest<Deleted>(`/v1/attachments/${id}/`, { method: 'DELETE' });
}

// Transfers

export async function listTransfers(query: TransferListQuery = {}): Promise<TransferPage> {
  const response = await apiRequest<
    Data<Transfer[]> & { meta: { next_cursor: string | null; has_more: boolean } }
  >(`/v1/transfers/${toQueryString(query)}`);
  return { data: response.data, ...response.meta };
}

export async function getTransfer(id: string): Promise<Transfer> {
  return (await apiRequest<Data<Transfer>>(`/v1/transfers/${id}/`)).data;
}

export async function createTransfer(
  body: CreateTransferInput,
  idempotencyKey?: string,
): Promise<Transfer> {
  const response = await apiRequest<Data<Transfer>>('/v1/transfers/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return response.data;
}

export async function updateTransfer(id: string, body: UpdateTransferInput): Promise<Transfer> {
  return (await apiRequest<Data<Transfer>>(`/v1/transfers/${id}/`, { method: 'PUT', body })).data;
}

export async function deleteTransfer(id: string): Promise<void> {
  await apiRequest<Deleted>(`/v1/transfers/${id}/`, { method: 'DELETE' });
}

// Balance

export async function getBalance(date?: string): Promise<Balance> {
  return (await apiRequest<Data<Balance>>(`/v1/balance/${toQueryString({ date })}`)).data;
}

export async function getBalanceTrend(months = 12, date?: string): Promise<BalanceTrend> {
  return (
    await apiRequest<Data<BalanceTrend>>(`/v1/balance/trend/${toQueryString({ months, date })}`)
  ).data;
}
