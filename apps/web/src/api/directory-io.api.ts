/**
 * Imports (preview, commit) and downloads of contacts and products (`/v1/{kind}/import/…`,
 * `/v1/exports/{kind}/`; contract: directory-import.schemas).
 */
import type {
  DirectoryImportInput,
  DirectoryImportPreview,
  directoryImportResultResponseSchema,
  ResponseOf,
} from '@usaha/shared';
import { requestData, toQueryString } from '../lib/api-data';
import { type DownloadedFile, fetchFile } from '../lib/download';
import { idempotencyHeaders } from '../lib/idempotency-key';

export type DirectoryKind = 'contacts' | 'products';
export type ExportFormat = 'csv' | 'xlsx';
/** The list filters an export applies: the contacts' or the products' (see their pages). */
export type DirectoryFilters = Record<string, string | number | boolean | undefined>;
type ImportResult = ResponseOf<typeof directoryImportResultResponseSchema>['data'];

export function previewDirectoryImport(
  kind: DirectoryKind,
  body: DirectoryImportInput,
): Promise<DirectoryImportPreview> {
  return requestData<DirectoryImportPreview>(`/v1/${kind}/import/preview/`, {
    method: 'POST',
    body,
  });
}

/** All or nothing; the key makes a retry import the file once. */
export function commitDirectoryImport(
  kind: DirectoryKind,
  body: DirectoryImportInput,
  idempotencyKey: string,
): Promise<ImportResult> {
  return requestData<ImportResult>(`/v1/${kind}/import/`, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** The list as CSV or XLSX with its titles in `language`; `template` gives the titles alone. */
export function downloadDirectory(
  kind: DirectoryKind,
  options: {
    format: ExportFormat;
    language: 'id' | 'en';
    filters?: DirectoryFilters;
    template?: boolean;
  },
): Promise<DownloadedFile> {
  const query = toQueryString({
    ...(options.template ? {} : options.filters),
    format: options.format,
    language: options.language,
    template: options.template || undefined,
  });
  return fetchFile(`/v1/exports/${kind}/${query}`, `${kind}.${options.format}`);
}
