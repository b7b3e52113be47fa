/** Bank-statement imports (`/v1/imports/`, contract: import.schemas). */
import type {
  ImportCommitInput,
  ImportPreview,
  ImportPreviewInput,
  ImportUndoInput,
  ImportUndoPreview,
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

/** What an undo would remove now, with the entries changed by hand since the import. */
export function undoPreview(id: string): Promise<ImportUndoPreview> {
  return requestData<ImportUndoPreview>(`/v1/imports/${id}/undo-preview/`);
}

/**
 * Without `remove_edited: true` the server refuses (IMPORT_HAS_EDITED_ENTRIES) when entries of
 * the import were changed by hand; send it only after the user saw them listed.
 */
export function undoImport(id: string, body?: ImportUndoInput): Promise<StatementImport> {
  return requestData<StatementImport>(`/v1/imports/${id}/undo/`, { method: 'POST', body });
}
