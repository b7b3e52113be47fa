/** Helpers for the directory import and export tests: calls over the real API, reads of the tables. */
import type { DirectoryImportPreview } from '@usaha/shared';
import type { TestApp, TestClient } from '../../test/harness';
import { data } from '../../test/ledger';

export type DirectoryPath = 'contacts' | 'products' | 'notes';

/** A CSV's text, or a file with its format (a workbook's content in base64) and name. */
export type Upload = string | { content: string; format?: 'csv' | 'xlsx'; filename?: string };

/** The request body: `contacts.csv` unless named, the format only when the test gives one. */
function importBody(path: DirectoryPath, upload: Upload) {
  const file = typeof upload === 'string' ? { content: upload } : upload;
  const filename = file.filename ?? `${path}.${file.format ?? 'csv'}`;
  return { filename, content: file.content, ...(file.format && { format: file.format }) };
}

export async function preview(client: TestClient, path: DirectoryPath, upload: Upload) {
  const response = await client.request('POST', `/api/v1/${path}/import/preview/`, {
    body: importBody(path, upload),
  });
  return data<DirectoryImportPreview>(response);
}

export function commit(
  client: TestClient,
  path: DirectoryPath,
  upload: Upload,
  headers: Record<string, string> = {},
) {
  return client.request('POST', `/api/v1/${path}/import/`, {
    body: importBody(path, upload),
    headers,
  });
}

/** A download's bytes as the import takes a workbook. */
export const base64Of = (response: { rawPayload: Buffer }) =>
  Buffer.from(response.rawPayload).toString('base64');

export async function download(client: TestClient, url: string) {
  const response = await client.request('GET', url);
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** The CSV text of a download, without its byte-order mark. */
export async function downloadCsv(client: TestClient, url: string): Promise<string> {
  const body = (await download(client, url)).body;
  if (!body.startsWith('\uFEFF')) throw new Error('the CSV has no byte-order mark');
  return body.slice(1);
}

export async function countRows(t: TestApp, table: DirectoryPath, businessId: string) {
  const [row] = await t.database.query<{ count: number | string }>(
    `select count(*) as count from ${table} where business_id = $1`,
    [businessId],
  );
  return Number(row?.count ?? 0);
}
