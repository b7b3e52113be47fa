/** Receipts (`/v1/entries/{id}/receipt/`): an entry as a PDF nota, in the UI's language. */
import { type DownloadedFile, fetchFile } from '../lib/download';

export function downloadReceipt(entryId: string): Promise<DownloadedFile> {
  return fetchFile(`/v1/entries/${entryId}/receipt/`, 'nota.pdf');
}
