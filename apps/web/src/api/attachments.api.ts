/** Receipts of an entry (`/v1/entries/{id}/attachments/`, `/v1/attachments/`). */
import type { Attachment } from '@usaha/shared';
import { apiBlob } from '../lib/api-client';
import { requestData, requestDelete, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

/**
 * Uploads a photo or PDF (≤ 10 MB) to an entry, as the raw bytes of the file. Pass the same key
 * when retrying one upload so the server stores the file once.
 */
export function uploadAttachment(
  entryId: string,
  file: File,
  idempotencyKey?: string,
): Promise<Attachment> {
  return requestData<Attachment>(
    `/v1/entries/${entryId}/attachments/${toQueryString({ filename: file.name || 'receipt' })}`,
    { method: 'POST', raw: file, headers: idempotencyHeaders(idempotencyKey) },
  );
}

/** The file behind the bearer token; show it with URL.createObjectURL. */
export function downloadAttachment(id: string): Promise<Blob> {
  return apiBlob(`/v1/attachments/${id}/`);
}

export function deleteAttachment(id: string): Promise<void> {
  return requestDelete(`/v1/attachments/${id}/`);
}
