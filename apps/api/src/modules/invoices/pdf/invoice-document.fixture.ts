/**
 * Invoices built by hand for the PDF tests and the benchmark, each consistent with its figures
 * (worked out with half-up rounding and largest-remainder allocation, as calculateInvoice does),
 * and the PDF read back as poppler reads it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  add,
  amountInWords,
  applyRate,
  type Invoice,
  type InvoicePayment,
  stampDutyApplies,
} from '@usaha/shared';
import type { DocumentDefinition } from '../../../pdf/document';
import { renderPdf } from '../../../pdf/render';
import type { InvoiceDocumentInput } from './invoice-document';

const run = promisify(execFile);

const id = (n: number) => `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const NO_DISCOUNT = { discount: null, discount_amount: 0, invoice_discount: 0 } as const;

const CUSTOMER: Invoice['customer'] = {
  name: 'Bu Ratna Wulandari',
  company: 'CV Sumber Rejeki',
  address: 'Jl. Kaliurang Km 5 No. 12, Sleman, Yogyakarta',
  phone: '+628123456789',
  email: 'ratna@example.com',
  tax_id: '0123456789012345',
};

const BASE: Omit<Invoice, 'lines' | 'taxes' | 'subtotal' | 'base' | 'tax' | 'total'> = {
  id: id(1),
  number: 'INV/2026/0042',
  status: 'sent',
  payment_status: 'unpaid',
  overdue: false,
  contact_id: id(2),
  customer: CUSTOMER,
  issue_date: '2026-10-05',
  due_date: '2026-10-19',
  prices_include_tax: false,
  discount: null,
  currency: 'IDR',
  line_discount: 0,
  invoice_discount: 0,
  charge: 0,
  charge_label: null,
  rounding: 0,
  paid: 0,
  amount_due: 0,
  notes: null,
  terms: null,
  language: 'id',
  amount_in_words: null,
  stamp_duty: false,
  sent_at: '2026-10-05T03:00:00.000Z',
  voided_at: null,
  version: 1,
  created_at: '2026-10-05T02:00:00.000Z',
  updated_at: '2026-10-05T03:00:00.000Z',
};

/**
 * Three lines at two tax groups (PPN 12% on DPP 11/12, PPN 11%), a 10% line discount, an invoice
 * discount of Rp50.000, a charge, a price with sen (so the total rounds by 45 sen), Rp1.000.000 paid.
 */
export function richInvoice(): Invoice {
  const twelve = { tax_rate: 1200, tax_base: { numerator: 11, denominator: 12 } } as const;
  return {
    ...BASE,
    payment_status: 'partial',
    lines: [
      {
        ...twelve,
        id: id(11),
        product_id: null,
        description: 'Nasi kotak ayam bakar',
        quantity: 100_000,
        unit: 'kotak',
        unit_price: 2_500_000,
        discount: { type: 'percent', value: 1000 },
        amount: 250_000_000,
        discount_amount: 25_000_000,
        invoice_discount: 4_499_999,
        base: 220_500_001,
        tax: 24_255_000,
      },
      {
        ...twelve,
        ...NO_DISCOUNT,
        id: id(12),
        product_id: null,
        description: 'Kopi susu gula aren',
        quantity: 2_500,
        unit: 'liter',
        unit_price: 4_000_000,
        amount: 10_000_000,
        invoice_discount: 200_000,
        base: 9_800_000,
        tax: 1_078_000,
      },
      {
        ...NO_DISCOUNT,
        id: id(13),
        product_id: null,
        description: 'Sewa alat makan',
        quantity: 1_000,
        unit: null,
        unit_price: 15_000_050,
        tax_rate: 1100,
        tax_base: null,
        amount: 15_000_050,
        invoice_discount: 300_001,
        base: 14_700_049,
        tax: 1_617_005,
      },
    ],
    discount: { type: 'amount', value: 5_000_000 },
    subtotal: 250_000_050,
    line_discount: 25_000_000,
    invoice_discount: 5_000_000,
    base: 245_000_050,
    taxes: [
      {
        rate: 1100,
        tax_base: { numerator: 1, denominator: 1 },
        base: 14_700_049,
        taxable: 14_700_049,
        tax: 1_617_005,
      },
      {
        rate: 1200,
        tax_base: { numerator: 11, denominator: 12 },
        base: 230_300_001,
        taxable: 211_108_334,
        tax: 25_333_000,
      },
    ],
    tax: 26_950_005,
    charge: 2_500_000,
    charge_label: 'Ongkos kirim',
    rounding: 45,
    total: 274_450_100,
    paid: 100_000_000,
    amount_due: 174_450_100,
    notes: 'Terima kasih atas pesanannya.',
    terms: 'Pembayaran paling lambat 14 hari setelah tanggal faktur.',
    amount_in_words: 'dua juta tujuh ratus empat puluh empat ribu lima ratus satu rupiah',
  };
}

/** The payment of richInvoice: Rp1.000.000 by bank transfer into "Rekening BCA". */
export function richPayment(): InvoicePayment {
  return {
    id: id(21),
    invoice_id: id(1),
    amount: 100_000_000,
    date: '2026-10-07',
    cashbook_id: id(31),
    cashbook_name: 'Rekening BCA',
    method: 'transfer',
    note: 'DP 1',
    category_id: null,
    entry_id: id(41),
    created_at: '2026-10-07T04:00:00.000Z',
  };
}

/** `count` lines of Rp25.000 at PPN 11%, unpaid: 200 lines make Rp5.550.000 (bea meterai). */
export function manyLinesInvoice(count: number): Invoice {
  const price = 2_500_000;
  const lineTax = applyRate(price, 1100);
  const base = price * count;
  const tax = applyRate(base, 1100);
  const total = add(base, tax);
  return {
    ...BASE,
    lines: Array.from({ length: count }, (_, index) => ({
      ...NO_DISCOUNT,
      id: id(1000 + index),
      product_id: null,
      description: `Barang nomor ${index + 1}`,
      quantity: 1_000,
      unit: 'pcs',
      unit_price: price,
      tax_rate: 1100,
      tax_base: null,
      amount: price,
      base: price,
      tax: lineTax,
    })),
    subtotal: base,
    base,
    taxes: [{ rate: 1100, tax_base: { numerator: 1, denominator: 1 }, base, taxable: base, tax }],
    tax,
    total,
    amount_due: total,
    amount_in_words: amountInWords(total, 'IDR', 'id'),
    stamp_duty: stampDutyApplies(total, 'IDR'),
  };
}

/** A document's input around an invoice: the business, one bank account, no pictures. */
export function documentInput(
  invoice: Invoice,
  overrides: Partial<InvoiceDocumentInput> = {},
): InvoiceDocumentInput {
  return {
    invoice,
    payments: [],
    business: {
      name: 'Warung Makan Sederhana',
      logo_url: null,
      address: 'Jl. Malioboro No. 1, Yogyakarta',
      phone: '+62274123456',
      email: 'halo@sederhana.example',
      npwp: '012345678901234',
    },
    bank_accounts: [
      { bank_name: 'BCA', account_number: '1234567890', account_name: 'Warung Makan Sederhana' },
    ],
    logo: null,
    qris: null,
    date_format: 'DD/MM/YYYY',
    footer: 'Dibuat dengan Usaha',
    ...overrides,
  };
}

export type ReadPdf = {
  bytes: Buffer;
  /** pdftotext -raw: the text in the order it is drawn, a line per line of the page. */
  text: string;
  /** The same, page by page. */
  pages: string[];
  /** pdfinfo's report. */
  info: string;
  /** How many pictures pdfimages lists. */
  images: number;
};

/** Renders a definition and reads the PDF back with poppler (pdftotext, pdfinfo, pdfimages). */
export async function readPdf(definition: DocumentDefinition): Promise<ReadPdf> {
  return readPdfBytes(await renderPdf(definition));
}

/** Reads a PDF (as a download sends it) back with poppler. */
export async function readPdfBytes(bytes: Buffer): Promise<ReadPdf> {
  const dir = await mkdtemp(join(tmpdir(), 'usaha-invoice-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const [text, info, images] = await Promise.all([
      run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']),
      run('pdfinfo', [file]),
      run('pdfimages', ['-list', file]),
    ]);
    return {
      bytes,
      text: text.stdout,
      // pdftotext ends every page with a form feed.
      pages: text.stdout.split('\f').slice(0, -1),
      info: info.stdout,
      images: images.stdout.trim().split('\n').slice(2).length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
