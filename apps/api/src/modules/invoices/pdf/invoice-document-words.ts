/**
 * The words of an invoice and of a payment's receipt (kwitansi) in the invoice's language, and
 * how they write money, dates, quantities and rates: from integers (minor units, thousandths,
 * basis points), exactly.
 */
import {
  type DateFormat,
  formatMoney,
  type Invoice,
  type InvoiceLanguage,
  type PaymentMethod,
} from '@usaha/shared';
import { formatDocumentDate, moneyLocale } from '../../../pdf/document-text';

const METHODS_ID: Record<PaymentMethod, string> = {
  cash: 'Tunai',
  transfer: 'Transfer bank',
  qris: 'QRIS',
  ewallet: 'Dompet digital',
  card: 'Kartu',
  other: 'Lainnya',
};

const METHODS_EN: Record<PaymentMethod, string> = {
  cash: 'Cash',
  transfer: 'Bank transfer',
  qris: 'QRIS',
  ewallet: 'E-wallet',
  card: 'Card',
  other: 'Other',
};

export const INVOICE_WORDS = {
  id: {
    title: 'Faktur',
    number: 'No. faktur',
    issueDate: 'Tanggal',
    dueDate: 'Jatuh tempo',
    billTo: 'Kepada',
    taxId: 'NPWP',
    lineNumber: 'No',
    description: 'Deskripsi',
    quantity: 'Kuantitas',
    unitPrice: 'Harga satuan',
    discount: 'Diskon',
    tax: 'Pajak',
    amount: 'Jumlah',
    subtotal: 'Subtotal',
    lineDiscounts: 'Termasuk diskon per baris',
    taxBase: 'DPP',
    otherTaxBase: 'DPP nilai lain',
    taxName: 'PPN',
    taxIncluded: 'termasuk dalam harga',
    charge: 'Biaya lain',
    rounding: 'Pembulatan',
    total: 'Total',
    paid: 'Dibayar',
    amountDue: 'Sisa tagihan',
    inWords: 'Terbilang',
    stampDuty: (duty: string) => `Dokumen ini dikenakan bea meterai ${duty}.`,
    notes: 'Catatan',
    terms: 'Syarat dan ketentuan',
    howToPay: 'Cara pembayaran',
    accountHolder: 'a.n.',
    scanToPay: 'Scan untuk membayar',
    transferNote: (number: string) => `Tulis nomor faktur ${number} di berita transfer.`,
    askHow: (business: string, contact: string) =>
      `Hubungi ${business} di ${contact} untuk cara pembayaran.`,
    payments: 'Pembayaran',
    date: 'Tanggal',
    method: 'Metode',
    methods: METHODS_ID,
    paidMark: 'Lunas',
    voidMark: 'Batal',
    page: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
  },
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    issueDate: 'Date',
    dueDate: 'Due date',
    billTo: 'Bill to',
    taxId: 'Tax ID (NPWP)',
    lineNumber: '#',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Discount',
    tax: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal',
    lineDiscounts: 'Includes line discounts of',
    taxBase: 'Tax base (DPP)',
    otherTaxBase: 'Other tax base (DPP nilai lain)',
    taxName: 'VAT',
    taxIncluded: 'included in the prices',
    charge: 'Other charge',
    rounding: 'Rounding',
    total: 'Total',
    paid: 'Paid',
    amountDue: 'Amount due',
    inWords: 'In words',
    stampDuty: (duty: string) => `Stamp duty (bea meterai) of ${duty} applies to this document.`,
    notes: 'Notes',
    terms: 'Terms and conditions',
    howToPay: 'How to pay',
    accountHolder: 'in the name of',
    scanToPay: 'Scan to pay',
    transferNote: (number: string) => `Please write ${number} with your transfer.`,
    askHow: (business: string, contact: string) =>
      `Contact ${business} at ${contact} to arrange payment.`,
    payments: 'Payments',
    date: 'Date',
    method: 'Method',
    methods: METHODS_EN,
    paidMark: 'Paid',
    voidMark: 'Void',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;

export type InvoiceWords = (typeof INVOICE_WORDS)[InvoiceLanguage];

export const PAYMENT_RECEIPT_WORDS = {
  id: {
    title: 'Kwitansi',
    number: 'No.',
    receivedFrom: 'Telah terima dari',
    sum: 'Uang sejumlah',
    forPayment: 'Untuk pembayaran',
    invoice: (number: string) => `Faktur ${number}`,
    date: 'Tanggal',
    method: 'Metode',
    cashBook: 'Diterima di',
    note: 'Catatan',
    amountDue: 'Sisa tagihan faktur',
    paidInFull: 'Lunas',
    receivedBy: 'Yang menerima,',
  },
  en: {
    title: 'Receipt',
    number: 'No.',
    receivedFrom: 'Received from',
    sum: 'The sum of',
    forPayment: 'For payment of',
    invoice: (number: string) => `Invoice ${number}`,
    date: 'Date',
    method: 'Method',
    cashBook: 'Received into',
    note: 'Note',
    amountDue: "Invoice's amount due",
    paidInFull: 'Paid in full',
    receivedBy: 'Received by,',
  },
} as const;

/** `value` / 10^scale as an exact decimal string: (2500, 3) → "2.500". */
function scaled(value: number, scale: number): string {
  const digits = Math.abs(value)
    .toString()
    .padStart(scale + 1, '0');
  return `${value < 0 ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl formats a numeric string exactly (ES2023), as formatMoney does: no float on the way. */
function formatDecimal(decimal: string, locale: string, digits: number): string {
  const key = `${locale}|${digits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    formatters.set(key, found);
  }
  return found.format(decimal as unknown as number);
}

/** Thousandths as people read them: 2500 → "2,5" (id-ID), 1000000 → "1.000". */
export const formatQuantity = (thousandths: number, locale: string) =>
  formatDecimal(scaled(thousandths, 3), locale, 3);

/** Basis points as a percentage: 1100 → "11%", 1050 → "10,5%" (id-ID). */
export const formatRate = (basisPoints: number, locale: string) =>
  `${formatDecimal(scaled(basisPoints, 2), locale, 2)}%`;

/** The share of the base a tax is charged on, when it is not all of it: "11/12", else null. */
export const taxShare = (base: { numerator: number; denominator: number } | null) =>
  base && base.numerator !== base.denominator ? `${base.numerator}/${base.denominator}` : null;

/** How a document writes what it shows, in the invoice's language and the business's format. */
export type Writer = {
  words: InvoiceWords;
  locale: string;
  /** With the currency: "Rp 1.500.000". */
  money: (amount: number) => string;
  /** Without it, for a table's columns: "1.500.000". */
  figure: (amount: number) => string;
  date: (date: string) => string;
};

export function writerOf(invoice: Invoice, dateFormat: DateFormat): Writer {
  const locale = moneyLocale(invoice.language);
  return {
    words: INVOICE_WORDS[invoice.language],
    locale,
    money: (amount) => formatMoney(amount, invoice.currency, locale),
    figure: (amount) => formatMoney(amount, invoice.currency, locale, { style: 'decimal' }),
    date: (date) => formatDocumentDate(date, dateFormat, invoice.language),
  };
}
