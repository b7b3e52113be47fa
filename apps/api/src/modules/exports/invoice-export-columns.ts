/** The columns of an invoices download and their titles and words in the user's language. */
import type { InvoiceStatus, PaymentStatus } from '@usaha/shared';
import {
  amountCell,
  type ExportCell,
  type TableColumn,
  textCell,
} from '../../lib/table-export/table-cell';
import type { InvoiceExportItem } from '../invoices/invoices.types';

type Language = 'id' | 'en';
type Column = {
  titles: Record<Language, string>;
  width?: number;
  cell: (invoice: InvoiceExportItem, language: Language) => ExportCell;
};

const STATUS: Record<Language, Record<InvoiceStatus, string>> = {
  id: { draft: 'Draf', sent: 'Terkirim', void: 'Batal' },
  en: { draft: 'Draft', sent: 'Sent', void: 'Void' },
};

const PAYMENT_STATUS: Record<Language, Record<PaymentStatus, string>> = {
  id: { unpaid: 'Belum dibayar', partial: 'Dibayar sebagian', paid: 'Lunas' },
  en: { unpaid: 'Unpaid', partial: 'Partly paid', paid: 'Paid' },
};

const YES_NO: Record<Language, [string, string]> = { id: ['Ya', 'Tidak'], en: ['Yes', 'No'] };

const money = (
  titles: Record<Language, string>,
  minor: (invoice: InvoiceExportItem) => number,
): Column => ({
  titles,
  width: 18,
  cell: (invoice) => amountCell(minor(invoice), invoice.currency),
});

const COLUMNS: readonly Column[] = [
  { titles: { id: 'Nomor', en: 'Number' }, cell: (invoice) => textCell(invoice.number) },
  {
    titles: { id: 'Status', en: 'Status' },
    width: 12,
    cell: (invoice, language) => textCell(STATUS[language][invoice.status]),
  },
  {
    titles: { id: 'Status bayar', en: 'Payment status' },
    width: 18,
    cell: (invoice, language) => textCell(PAYMENT_STATUS[language][invoice.payment_status]),
  },
  {
    titles: { id: 'Pelanggan', en: 'Customer' },
    width: 32,
    cell: (invoice) => textCell(invoice.customer_name),
  },
  {
    titles: { id: 'Tanggal faktur', en: 'Issue date' },
    width: 12,
    cell: (invoice) => ({ type: 'date', iso: invoice.issue_date }),
  },
  {
    titles: { id: 'Jatuh tempo', en: 'Due date' },
    width: 12,
    cell: (invoice) => ({ type: 'date', iso: invoice.due_date }),
  },
  {
    titles: { id: 'Mata uang', en: 'Currency' },
    width: 10,
    cell: (invoice) => textCell(invoice.currency),
  },
  money({ id: 'Subtotal', en: 'Subtotal' }, (invoice) => invoice.subtotal),
  money({ id: 'Diskon', en: 'Discount' }, (invoice) => invoice.discount),
  money({ id: 'Pajak', en: 'Tax' }, (invoice) => invoice.tax),
  money({ id: 'Total', en: 'Total' }, (invoice) => invoice.total),
  money({ id: 'Dibayar', en: 'Paid' }, (invoice) => invoice.paid),
  money({ id: 'Sisa tagihan', en: 'Amount due' }, (invoice) => invoice.amount_due),
  {
    titles: { id: 'Terlambat', en: 'Overdue' },
    width: 10,
    cell: (invoice, language) => textCell(YES_NO[language][invoice.overdue ? 0 : 1]),
  },
];

/** The columns of an invoices download in `language`. */
export function invoiceColumns(language: Language): TableColumn<InvoiceExportItem>[] {
  return COLUMNS.map((column) => ({
    title: column.titles[language],
    width: column.width,
    cell: (invoice) => column.cell(invoice, language),
  }));
}

/** The download's base name: `faktur-2026-11-05.csv`. */
export const INVOICE_EXPORT_NAMES: Record<Language, string> = { id: 'faktur', en: 'invoices' };
