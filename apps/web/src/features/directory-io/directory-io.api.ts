/** Imports (preview, commit) and downloads of contacts and products. */
import type { DirectoryImportInput, DirectoryImportPreview } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { type DownloadedFile, fetchFile } from '../../lib/download';
import { toQueryString } from '../../lib/query-string';

export type DirectoryKind = 'contacts' | 'products';
export type ExportFormat = 'csv' | 'xlsx';

/** The list filters an export applies: the contacts' or the products' (see their pages). */
export type DirectoryFilters = Record<string, string | number | boolean | undefined>;

type Data<T> = { success: true; data: T };

export async function previewDirectoryImport(
  kind: DirectoryKind,
  body: DirectoryImportInput,
): Promise<DirectoryImportPreview> {
  const response = await apiRequest<Data<DirectoryImportPreview>>(`/v1/${kind}/import/preview/`, {
    method: 'POST',
    body,
  });
  return response.data;
}

export async function commitDirectoryImport(
  kind: DirectoryKind,
  body: DirectoryImportInput,
  idempotencyKey: string,
): Promise<{ imported: number }> {
  const response = await apiRequest<Data<{ imported: number }>>(`/v1/${kind}/import/`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
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
