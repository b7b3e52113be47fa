/**
 * Contracts of the downloads of the books: entries and invoices as CSV or XLSX, the books as an
 * hledger journal.
 */
import { z } from 'zod';
import { entryFilterSchema } from './entry.schemas';
import { invoiceFilterSchema } from './invoice.schemas';

export const TABLE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TableExportFormat = (typeof TABLE_EXPORT_FORMATS)[number];
/** The entries' name for it, kept for its callers. */
export type EntryExportFormat = TableExportFormat;

/** The format of a table download and the language of its column titles and words. */
const tableExportFields = {
  format: z.enum(TABLE_EXPORT_FORMATS).default('csv'),
  language: z.enum(['id', 'en']).default('id'),
};

/** The Transaksi filters plus the format and the language of the column titles. */
export const entryExportQuerySchema = entryFilterSchema.extend(tableExportFields);
export type EntryExportQuery = z.input<typeof entryExportQuerySchema>;

/** The invoice list's filters plus the format and the language. */
export const invoiceExportQuerySchema = invoiceFilterSchema.extend(tableExportFields);
export type InvoiceExportQuery = z.input<typeof invoiceExportQuerySchema>;

export const journalExportQuerySchema = z.object({
  from: entryFilterSchema.shape.from,
  to: entryFilterSchema.shape.to,
});
