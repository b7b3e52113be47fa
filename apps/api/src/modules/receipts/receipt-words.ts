/** The words of a receipt (nota) in the caller's language. */
import type { DocumentLanguage } from '../../pdf/document-text';

export type ReceiptLanguage = DocumentLanguage;

export const RECEIPT_WORDS = {
  id: {
    title: 'Nota',
    in: 'Uang masuk',
    out: 'Uang keluar',
    number: 'No.',
    date: 'Tanggal',
    book: 'Buku kas',
    category: 'Kategori',
    from: 'Diterima dari',
    to: 'Dibayar kepada',
    description: 'Keterangan',
    amount: 'Jumlah',
    recordedBy: 'Dicatat oleh',
    madeWith: 'Dibuat dengan Usaha',
  },
  en: {
    title: 'Receipt',
    in: 'Money in',
    out: 'Money out',
    number: 'No.',
    date: 'Date',
    book: 'Cash book',
    category: 'Category',
    from: 'Received from',
    to: 'Paid to',
    description: 'Description',
    amount: 'Amount',
    recordedBy: 'Recorded by',
    madeWith: 'Made with Usaha',
  },
} as const;

export type ReceiptWords = (typeof RECEIPT_WORDS)[ReceiptLanguage];
