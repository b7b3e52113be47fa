/**
 * The Transaksi calls the cash book module does not make: bank-statement imports, exports and an
 * entry's history. Entries, categories and books come from features/cashbook/cashbook.api.ts.
 */
import type {
  EntryExportFormat,
  EntryFilter,
  EntryHistoryItem,
  ImportCommitInput,
  ImportPreview,
  ImportPreviewInput,
  StatementImport,
} from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { type DownloadedFile, fetchFile } from '../../lib/download';

type Data<T> = { success: true; data: T; message?: string };
type List<T> = {
  success: true;
  data: T[];
  meta: { next_cursor: string | null; has_more: boolean };
};

export function previewImport(body: ImportPreviewInput): Promise<ImportPreview> {
  return apiRequest<Data<ImportPreview>>('/v1/imports/preview/', { method: 'POST', body }).then(
    (response) => response.data,
  );
}

/** The key makes a double tap or a retry after a lost answer import the file only once. */
export function commitImport(body: ImportCommitInput, key: string): Promise<StatementImport> {
  return apiRequest<Data<StatementImport>>('/v1/imports/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  }).then((response) => response.data);
}

export function listImports(cashbookId?: string): Promise<List<StatementImport>> {
  const query = new URLSearchParams({ limit: '10' });
  if (cashbookId) query.set('cashbook_id', cashbookId);
  return apiRequest<List<StatementImport>>(`/v1/imports/?${query}`);
}

export function undoImport(id: string): Promise<StatementImport> {
  return apiRequest<Data<StatementImport>>(`/v1/imports/${id}/undo/`, { method: 'POST' }).then(
    (response) => response.data,
  );
}

function filterQuery(filters: EntryFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  return query;
}

export function downloadEntries(
  filters: EntryFilter,
  format: EntryExportFormat,
  language: 'id' | 'en',
): Promise<DownloadedFile> {
  const query = filterQuery(filters);
  query.set('format', format);
  query.set('language', language);
  return fetchFile(`/v1/exports/entries/?${query}`, `transaksi.${format}`);
}

export function downloadJournal(
  filters: Pick<EntryFilter, 'from' | 'to'>,
): Promise<DownloadedFile> {
  const query = new URLSearchParams();
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  const suffix = query.size > 0 ? `?${query}` : '';
  return fetchFile(`/v1/exports/journal/${suffix}`, 'usaha.journal');
}

/** Oldest first; 404 when the entry does not exist. */
export function getEntryHistory(id: string): Promise<EntryHistoryItem[]> {
  return apiRequest<{ success: true; data: EntryHistoryItem[] }>(`/v1/entries/${id}/history/`).then(
    (response) => response.data,
  );
}
