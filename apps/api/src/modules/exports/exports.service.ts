/**
 * The books' downloads: the entries of any Transaksi filter and the invoices of any invoice list
 * filter as a table (CSV, XLSX, or a file of the data export), and the books as an hledger
 * journal, streamed as they are read.
 */
import type { EntryFilter, InvoiceFilter } from '@usaha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { EntryService } from '../entries/entries.service';
import type { InvoiceService, PaymentTax } from '../invoices/invoices.service';
import { entryColumns } from './export-columns';
import { journalBooks } from './exports.repository';
import type { ExportEntry } from './exports.types';
import { INVOICE_EXPORT_NAMES, invoiceColumns } from './invoice-export-columns';
import { writeJournal } from './journal';

export {
  bookAccountNames,
  categoryAccount,
  counterPostings,
  OPENING_BALANCES_ACCOUNT,
  TAX_OWED_ACCOUNT,
  TRANSFERS_ACCOUNT,
} from './journal-names';

type Language = Parameters<typeof entryColumns>[0];

/**
 * The books as the whole journal opens them (each on its opening date): the reports that follow
 * the journal (general ledger, trial balance) name and open the accounts the same way.
 */
export function journalBooksOf(database: Database, businessId: string) {
  return journalBooks(database, businessId, undefined);
}
type Business = Pick<Actor, 'businessId'>;

/** The last day any query reaches: a journal without an end. */
const LAST_DAY = '9999-12-31';

/** The entries with the tax in the invoice payments among them. */
export async function* withTaxes(
  entries: AsyncIterable<ExportEntry>,
  taxes: readonly PaymentTax[],
): AsyncGenerator<ExportEntry> {
  const byEntry = new Map(taxes.map((tax) => [tax.entry_id, tax.tax]));
  for await (const entry of entries) {
    const tax = byEntry.get(entry.id);
    yield tax === undefined ? entry : { ...entry, tax };
  }
}

export function createExportService(deps: {
  database: Database;
  entries: EntryService;
  invoices: InvoiceService;
}) {
  return {
    /** The filter's entries, newest first unless `order` says otherwise, in the user's words. */
    entriesTable(
      actor: Business,
      filter: EntryFilter,
      language: Language,
      order: 'asc' | 'desc' = 'desc',
    ) {
      return {
        rows: deps.entries.exportRows(actor, filter, order),
        columns: entryColumns(language),
      };
    },

    /** The filter's invoices in the list's order, in the user's words, and the file's name. */
    invoicesTable(
      actor: Pick<Actor, 'businessId' | 'timezone'>,
      filter: InvoiceFilter,
      language: Language,
    ) {
      return {
        rows: deps.invoices.exportRows(actor, filter),
        columns: invoiceColumns(language),
        name: INVOICE_EXPORT_NAMES[language],
      };
    },

    /**
     * The books from `from` (or their start) to `to`, as journal text; an invoice's payment
     * posts the tax in it to the tax owed.
     */
    async journal(actor: Business, from: string | undefined, to: string | undefined) {
      const books = await journalBooks(deps.database, actor.businessId, from);
      const taxes = await deps.invoices.paymentTaxes(actor.businessId, {
        from: from ?? null,
        to: to ?? LAST_DAY,
        cashbookId: null,
      });
      const entries = withTaxes(deps.entries.exportRows(actor, { from, to }, 'asc'), taxes);
      return writeJournal(books, entries);
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
