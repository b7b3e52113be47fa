/** The columns of an entries download and their titles in the user's language. */

import type { TableColumn } from '../../lib/table-export/table-cell';
import { exportCell } from './export-cells';
import type {
  ExportCodeLabel,
  ExportColumn,
  ExportColumnKey,
  ExportEntry,
  TabularExportOptions,
} from './exports.types';

type Language = 'id' | 'en';

const TITLES: Record<Language, Partial<Record<ExportColumnKey, string>>> = {
  id: {
    date: 'Tanggal',
    cashbook_name: 'Buku kas',
    currency: 'Mata uang',
    amount_in: 'Uang masuk',
    amount_out: 'Uang keluar',
    category_name: 'Kategori',
    description: 'Keterangan',
    reference: 'Referensi',
    source: 'Sumber',
    created_by_name: 'Dicatat oleh',
    id: 'ID',
  },
  en: {
    date: 'Date',
    cashbook_name: 'Cash book',
    currency: 'Currency',
    amount_in: 'Money in',
    amount_out: 'Money out',
    category_name: 'Category',
    description: 'Description',
    reference: 'Reference',
    source: 'Source',
    created_by_name: 'Recorded by',
    id: 'ID',
  },
};

const ORDER: ExportColumnKey[] = [
  'date',
  'cashbook_name',
  'currency',
  'amount_in',
  'amount_out',
  'category_name',
  'description',
  'reference',
  'source',
  'created_by_name',
  'id',
];

function columnWidth(key: ExportColumnKey): number {
  switch (key) {
    case 'date':
    case 'currency':
    case 'direction':
      return 12;
    case 'amount':
    case 'signed_amount':
    case 'amount_in':
    case 'amount_out':
      return 18;
    case 'description':
      return 48;
    default:
      return 24;
  }
}

/** Entry columns picked by key, as the generic CSV and XLSX writers take them. */
export function entryTableColumns(
  columns: readonly ExportColumn[],
  options: TabularExportOptions = {},
): TableColumn<ExportEntry>[] {
  return columns.map(({ key, title }) => ({
    title,
    width: columnWidth(key),
    cell: (entry) => exportCell(entry, key, options),
  }));
}

/** The columns of a Transaksi download in `language`, codes translated. */
export function entryColumns(language: Language): TableColumn<ExportEntry>[] {
  const columns = ORDER.map((key) => ({ key, title: TITLES[language][key] ?? key }));
  return entryTableColumns(columns, { codeLabel: codeLabels(language), language });
}

const SOURCES: Record<Language, Record<string, string>> = {
  id: {
    manual: 'Manual',
    transfer: 'Transfer',
    import: 'Impor mutasi',
    invoice_payment: 'Pembayaran faktur',
    debt: 'Hutang piutang',
    debt_payment: 'Pembayaran hutang piutang',
  },
  en: {
    manual: 'Manual',
    transfer: 'Transfer',
    import: 'Statement import',
    invoice_payment: 'Invoice payment',
    debt: 'Debt or credit',
    debt_payment: 'Debt or credit payment',
  },
};

export function codeLabels(language: Language): ExportCodeLabel {
  return (key, code) => (key === 'source' ? (SOURCES[language][code] ?? code) : code);
}
