/** Contracts of the ledger's downloads: entries as CSV or XLSX, the books as an hledger journal. */
import { z } from 'zod';
import { entryFilterSchema } from './entry.schemas';

export const ENTRY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type EntryExportFormat = (typeof ENTRY_EXPORT_FORMATS)[number];

/** The Transaksi filters plus the format and the language of the column titles. */
export const entryExportQuerySchema = entryFilterSchema.extend({
  format: z.enum(ENTRY_EXPORT_FORMATS).default('csv'),
  language: z.enum(['id', 'en']).default('id'),
});
export type EntryExportQuery = z.input<typeof entryExportQuerySchema>;

export const journalExportQuerySchema = z.object({
  from: entryFilterSchema.shape.from,
  to: entryFilterSchema.shape.to,
});
