/** Transfers between cash books (`/v1/transfers/`, contract: cashbook.schemas). */
import type { CreateTransferInput, Page, Transfer, UpdateTransferInput } from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

export type TransferListQuery = {
  cashbook_id?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
};

export function listTransfers(query: TransferListQuery = {}): Promise<Page<Transfer>> {
  return requestPage<Transfer>(`/v1/transfers/${toQueryString(query)}`);
}

export function getTransfer(id: string): Promise<Transfer> {
  return requestData<Transfer>(`/v1/transfers/${id}/`);
}

/** The key makes a double tap or a retry book the transfer once (DESIGN.md §2). */
export function createTransfer(
  body: CreateTransferInput,
  idempotencyKey?: string,
): Promise<Transfer> {
  return requestData<Transfer>('/v1/transfers/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateTransfer(id: string, body: UpdateTransferInput): Promise<Transfer> {
  return requestData<Transfer>(`/v1/transfers/${id}/`, { method: 'PUT', body });
}

export function deleteTransfer(id: string): Promise<void> {
  return requestDelete(`/v1/transfers/${id}/`);
}
