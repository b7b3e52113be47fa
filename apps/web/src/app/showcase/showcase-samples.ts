/**
 * The records /test-cards draws: a made-up warung's cash books, invoices, debts and products,
 * typed as the API returns them and dated from today, so each card shows its states (overdue,
 * partly paid, paid, void, archived, out of stock) as a user would meet them. Like the sample
 * dashboard (features/dashboard/sample-dashboard.ts), the records are the warung's own words.
 */
import type { Cashbook, Debt, InvoiceListItem, Product } from '@usaha/shared';
import { addDays } from '../../lib/date-presets';

/** Rupiah to minor units (sen). */
const rp = (rupiah: number) => rupiah * 100;
/** A fixed, valid UUID per sample, so lists have stable keys. */
const id = (kind: number, n: number) =>
  `00000000-0000-4000-8000-${String(kind * 1000 + n).padStart(12, '0')}`;
const STAMP = '2026-01-05T08:00:00.000Z';
const meta = { version: 1, created_at: STAMP, updated_at: STAMP };

export function sampleCashbooks(): Cashbook[] {
  const book = (
    n: number,
    name: string,
    kind: Cashbook['kind'],
    balance: number,
    archived = false,
  ) => ({
    id: id(1, n),
    name,
    kind,
    currency: 'IDR',
    opening_balance: 0,
    balance: rp(balance),
    archived,
    ...meta,
  });
  return [
    book(1, 'Kas laci warung', 'cash', 2_350_000),
    book(2, 'BCA usaha', 'bank', 18_420_500),
    book(3, 'GoPay', 'ewallet', -75_000),
    book(4, 'Tabungan lama', 'bank', 0, true),
  ];
}

export function sampleInvoices(today: string): InvoiceListItem[] {
  const invoice = (
    n: number,
    customer: string,
    status: InvoiceListItem['status'],
    payment: InvoiceListItem['payment_status'],
    total: number,
    paid: number,
    dueIn: number,
  ) => ({
    id: id(2, n),
    number: `INV/2026/00${40 + n}`,
    status,
    payment_status: payment,
    overdue: status !== 'void' && payment !== 'paid' && dueIn < 0,
    contact_id: id(5, n),
    customer_name: customer,
    issue_date: addDays(today, dueIn - 14),
    due_date: addDays(today, dueIn),
    currency: 'IDR',
    total: rp(total),
    paid: rp(paid),
    amount_due: rp(total - paid),
    version: 1,
  });
  return [
    invoice(1, 'Kantin SDN 3', 'sent', 'unpaid', 1_650_000, 0, 4),
    invoice(2, 'Katering Bu Ani', 'sent', 'partial', 3_200_000, 1_200_000, -6),
    invoice(3, 'Toko Sumber Rejeki', 'sent', 'paid', 845_000, 845_000, -2),
    invoice(4, 'CV Maju Jaya', 'draft', 'unpaid', 2_100_000, 0, 14),
    invoice(5, 'Pak Darto', 'void', 'unpaid', 120_000, 0, -20),
  ];
}

export function sampleDebts(today: string): Debt[] {
  const debt = (
    n: number,
    kind: Debt['kind'],
    contact: string,
    status: Debt['status'],
    amount: number,
    paid: number,
    dueIn: number | null,
    description: string,
  ) => ({
    id: id(3, n),
    kind,
    status,
    overdue: status === 'open' && dueIn !== null && dueIn < 0,
    contact_id: id(5, 10 + n),
    contact_name: contact,
    contact_phone: null,
    currency: 'IDR',
    amount: rp(amount),
    paid: rp(paid),
    remaining: status === 'open' ? rp(amount - paid) : 0,
    date: addDays(today, -10 - n),
    due_date: dueIn === null ? null : addDays(today, dueIn),
    description,
    reference: null,
    entry_id: null,
    cashbook_id: null,
    voided_at: status === 'void' ? STAMP : null,
    ...meta,
  });
  return [
    debt(1, 'credit', 'Pak Joko', 'open', 500_000, 150_000, 2, 'Kasbon beras dan minyak'),
    debt(2, 'credit', 'Bu Wati', 'open', 275_000, 0, -3, 'Belanja bulanan'),
    debt(3, 'debt', 'Grosir Makmur', 'open', 4_800_000, 0, 10, 'Stok gula 2 karung'),
    debt(4, 'credit', 'Mas Rudi', 'paid', 90_000, 90_000, null, 'Rokok dan kopi'),
    debt(5, 'debt', 'Agen LPG', 'void', 360_000, 0, null, 'Tabung gas (salah catat)'),
  ];
}

export function sampleProducts(): Product[] {
  const product = (
    n: number,
    name: string,
    sku: string,
    unit: string,
    price: number,
    cost: number | null,
    stock: number | null,
    active = true,
  ) => ({
    id: id(4, n),
    sku,
    name,
    description: null,
    unit,
    price: rp(price),
    cost: cost === null ? null : rp(cost),
    currency: 'IDR',
    tax_rate: 0,
    active,
    stock_quantity: stock,
    ...meta,
  });
  return [
    product(1, 'Beras premium 5 kg', 'BRS-5', 'karung', 78_000, 69_500, 24),
    product(2, 'Minyak goreng 2 L', 'MYK-2', 'botol', 36_500, 33_000, 3),
    product(3, 'Gula pasir 1 kg', 'GLA-1', 'kg', 17_000, 15_200, 0),
    product(4, 'Jasa antar', 'ANTAR', 'kali', 10_000, null, null),
    product(5, 'Kopi sachet', 'KOPI', 'renceng', 14_000, 12_800, 40, false),
  ];
}
