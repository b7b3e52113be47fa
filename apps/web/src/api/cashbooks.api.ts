/** The cash books (`/v1/cashbooks/`, contract: cashbook.schemas). */
import type {
  Cashbook,
  CreateCashbookInput,
  cashbookListResponseSchema,
  ResponseOf,
  UpdateCashbookInput,
} from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

type CashbookListMeta = ResponseOf<typeof cashbookListResponseSchema>['meta'];
/** The balance of several books in one currency: amounts of two currencies never add up. */
export type CurrencyTotal = CashbookListMeta['totals'][number];
export type CashbookList = { books: Cashbook[]; totals: CurrencyTotal[] };

/** Every book (one page holds them all) with the active books' totals per currency. */
export async function listCashbooks(includeArchived = false): Promise<CashbookList> {
  const page = await requestPage<Cashbook, CashbookListMeta>(
    `/v1/cashbooks/${toQueryString({ include_archived: includeArchived || undefined })}`,
  );
  return { books: page.data, totals: page.totals };
}

export function getCashbook(id: string): Promise<Cashbook> {
  return requestData<Cashbook>(`/v1/cashbooks/${id}/`);
}

/** The key makes a double tap or a retry create the book once (DESIGN.md §2). */
export function createCashbook(body: CreateCashbookInput, idempotencyKey?: string) {
  return requestData<Cashbook>('/v1/cashbooks/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateCashbook(id: string, body: UpdateCashbookInput): Promise<Cashbook> {
  return requestData<Cashbook>(`/v1/cashbooks/${id}/`, { method: 'PUT', body });
}

/** 422 CASHBOOK_HAS_ENTRIES when the book has entries: archive it instead. */
export function deleteCashbook(id: string): Promise<void> {
  return requestDelete(`/v1/cashbooks/${id}/`);
}
