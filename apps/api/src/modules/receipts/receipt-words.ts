/** The words and the date of a receipt (nota) in the caller's language. */
import type { DateFormat } from '@usaha/shared';

export type ReceiptLanguage = 'id' | 'en';

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

const MONTHS: Record<ReceiptLanguage, readonly string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** A business date (`YYYY-MM-DD`) in the business's date format. */
export function formatReceiptDate(date: string, format: DateFormat, language: ReceiptLanguage) {
  const [year = '', month = '', day = ''] = date.split('-');
  switch (format) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    case 'YYYY-MM-DD':
      return date;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'D MMM YYYY':
      return `${Number(day)} ${MONTHS[language][Number(month) - 1] ?? month} ${year}`;
  }
}

/** The locale money is written in for a language (as the web writes it). */
export const moneyLocale = (language: ReceiptLanguage) => (language === 'en' ? 'en-US' : 'id-ID');
