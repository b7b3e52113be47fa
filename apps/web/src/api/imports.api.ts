/** Bank-statement imports (`/v1/imports/`, contract: import.schemas). */
import type {
  ImportCommitInput,
  ImportPreview,
  ImportPreviewInput,
  Page,
  StatementImport,
} from '@usaha/shared';
import { requestData, requestPage, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

export function previewImport(body: ImportPreviewInput): Promise<ImportPreview> {
  return requestData<ImportPreview>('/v1/imports/preview/', { method: 'POST', body });
}

/** The key makes a double tap or a retry after a lost answer import the file only once. */
export function commitImport(body: ImportCommitInput, key: string): Promise<StatementImport> {
  return requestData<StatementImport>('/v1/imports/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(key),
  });
}

/** The latest ten, of one book or of all. */
export function listImports(cashbookId?: string): Promise<Page<StatementImport>> {
  return requestPage<StatementImport>(
    `/v1/imports/${toQueryString({ limit: 10, cashbook_id: cashbookId })}`,
  );
}

export function undoImport(id: string): Promise<StatementImport> {
  return requestData<StatementImport>(`/v1/imports/${id}/undo/`, { method: 'POST' });
}
