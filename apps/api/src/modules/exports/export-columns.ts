/** The columns of an entries download and their titles in the user's language. */
import type { ExportCodeLabel, ExportColumn, ExportColumnKey } from './export-types';

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

export function entryColumns(language: Language): ExportColumn[] {
  return ORDER.map((key) => ({ key, title: TITLES[language][key] ?? key }));
}

const SOURCES: Record<Language, Record<string, string>> = {
  id: {
    manual: 'Manual',
    transfer: 'Transfer',
    import: 'Impor mutasi',
    invoice_payment: 'Pembayaran faktur',
    debt_payment: 'Pembayaran hutang/piutang',
  },
  en: {
    manual: 'Manual',
    transfer: 'Transfer',
    import: 'Statement import',
    invoice_payment: 'Invoice payment',
    debt_payment: 'Debt payment',
  },
};

export function codeLabels(language: Language): ExportCodeLabel {
  return (key, code) => (key === 'source' ? (SOURCES[language][code] ?? code) : code);
}
