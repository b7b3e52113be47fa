/** Downloads of the books (`/v1/exports/entries/`, `/v1/exports/invoices/`, `/v1/exports/journal/`). */
import type {
  EntryExportFormat,
  EntryFilter,
  InvoiceFilter,
  TableExportFormat,
} from '@usaha/shared';
import { toQueryString } from '../lib/api-data';
import { type DownloadedFile, fetchFile } from '../lib/download';

/** The entries a Transaksi filter shows, with their titles in `language`. */
export function downloadEntries(
  filters: EntryFilter,
  format: EntryExportFormat,
  language: 'id' | 'en',
): Promise<DownloadedFile> {
  const query = toQueryString({ ...filters, format, language });
  return fetchFile(`/v1/exports/entries/${query}`, `transaksi.${format}`);
}

/** The invoices an invoice list filter shows, with their titles and words in `language`. */
export function downloadInvoices(
  filter: InvoiceFilter,
  format: TableExportFormat,
  language: 'id' | 'en',
): Promise<DownloadedFile> {
  const query = toQueryString({ ...filter, format, language });
  return fetchFile(`/v1/exports/invoices/${query}`, `faktur.${format}`);
}

/** The double-entry journal of a period (plain-text ledger format). */
export function downloadJournal(
  filters: Pick<EntryFilter, 'from' | 'to'>,
): Promise<DownloadedFile> {
  const query = toQueryString({ from: filters.from, to: filters.to });
  return fetchFile(`/v1/exports/journal/${query}`, 'usaha.journal');
}
