/** Invoices as the API answers them, for the invoice and portal page tests. */
import type {
  Cashbook,
  Invoice,
  InvoiceListItem,
  InvoicePayment,
  InvoiceTotals,
  PortalInvoice,
} from '@usaha/shared';
import { uuid } from './directory-fixtures';
import type { FakeApi } from './fake-api';

export const CUSTOMER_ID = uuid(1);

export function listItem(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    id: uuid(501),
    number: 'INV/2026/0001',
    status: 'sent',
    payment_status: 'unpaid',
    overdue: false,
    contact_id: CUSTOMER_ID,
    customer_name: 'Bu Ratna',
    issue_date: '2026-11-02',
    due_date: '2026-12-02',
    currency: 'IDR',
    total: 1_110_000_00,
    paid: 0,
    amount_due: 1_110_000_00,
    version: 1,
    ...overrides,
  };
}

/** Two lines (one with a discount), PPN 11% on the whole, exclusive prices: Rp1.110.000. */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: uuid(501),
    number: 'INV/2026/0001',
    status: 'sent',
    payment_status: 'unpaid',
    overdue: false,
    contact_id: CUSTOMER_ID,
    customer: {
      name: 'Bu Ratna',
      company: 'Warung Ratna',
      address: 'Jl. Melati 5\nBandung',
      phone: '+6281234567890',
      email: 'ratna@example.com',
      tax_id: null,
    },
    issue_date: '2026-11-02',
    due_date: '2026-12-02',
    prices_include_tax: false,
    lines: [
      {
        id: uuid(601),
        product_id: null,
        description: 'Beras 5 kg',
        quantity: 10_000,
        unit: 'karung',
        unit_price: 75_000_00,
        discount: null,
        tax_rate: 1100,
        tax_base: null,
        amount: 750_000_00,
        discount_amount: 0,
        invoice_discount: 0,
        base: 750_000_00,
        tax: 82_500_00,
      },
      {
        id: uuid(602),
        product_id: null,
        description: 'Minyak goreng 2 L',
        quantity: 2_500,
        unit: 'dus',
        unit_price: 110_000_00,
        discount: { type: 'amount', value: 25_000_00 },
        tax_rate: 1100,
        tax_base: null,
        amount: 275_000_00,
        discount_amount: 25_000_00,
        invoice_discount: 0,
        base: 250_000_00,
        tax: 27_500_00,
      },
    ],
    discount: null,
    currency: 'IDR',
    subtotal: 1_000_000_00,
    line_discount: 25_000_00,
    invoice_discount: 0,
    base: 1_000_000_00,
    taxes: [
      {
        rate: 1100,
        tax_base: { numerator: 1, denominator: 1 },
        base: 1_000_000_00,
        taxable: 1_000_000_00,
        tax: 110_000_00,
      },
    ],
    tax: 110_000_00,
    charge: 0,
    charge_label: null,
    rounding: 0,
    total: 1_110_000_00,
    paid: 0,
    amount_due: 1_110_000_00,
    notes: 'Terima kasih atas pesanannya.',
    terms: null,
    language: 'id',
    amount_in_words: 'satu juta seratus sepuluh ribu rupiah',
    stamp_duty: false,
    sent_at: '2026-11-02T03:00:00.000Z',
    voided_at: null,
    version: 2,
    created_at: '2026-11-02T02:00:00.000Z',
    updated_at: '2026-11-02T03:00:00.000Z',
    ...overrides,
  };
}

export function payment(overrides: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    id: uuid(701),
    invoice_id: uuid(501),
    amount: 500_000_00,
    date: '2026-11-10',
    cashbook_id: uuid(801),
    cashbook_name: 'Rekening BCA',
    method: 'transfer',
    category_id: uuid(951),
    note: null,
    entry_id: uuid(901),
    created_at: '2026-11-10T04:00:00.000Z',
    ...overrides,
  };
}

export function listPage(
  items: InvoiceListItem[],
  options: { next?: string | null; totals?: InvoiceTotals[] | null } = {},
) {
  const next = options.next ?? null;
  return {
    body: {
      success: true,
      data: items,
      meta: { next_cursor: next, has_more: next !== null, totals: options.totals ?? null },
    },
  };
}

export function portalInvoice(overrides: Partial<PortalInvoice['invoice']> = {}): PortalInvoice {
  const { contact_id, version, created_at, updated_at, lines, ...rest } = invoice();
  return {
    business: {
      name: 'Warung Bu Sri',
      logo_url: null,
      address: 'Jl. Kenanga 12, Bandung',
      phone: '022-123456',
      email: 'halo@warungsri.id',
      npwp: null,
    },
    bank_accounts: [
      { bank_name: 'BCA', account_number: '123-456-7890', account_name: 'Sri Wahyuni' },
    ],
    qris_url: '/v1/portal/invoices/tok/qris/',
    invoice: {
      ...rest,
      lines: lines.map(({ product_id, ...line }) => line),
      payments: [],
      ...overrides,
    },
  };
}

export const ok = <T>(data: T) => ({ body: { success: true, data } });

export function cashbook(overrides: Partial<Cashbook> = {}): Cashbook {
  return {
    id: uuid(801),
    name: 'Rekening BCA',
    kind: 'bank',
    currency: 'IDR',
    opening_balance: 0,
    balance: 0,
    archived: false,
    version: 1,
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The open books: one in rupiah (the invoices' currency), one in dollars. */
export function answerBooks(api: FakeApi) {
  api.on('GET /v1/cashbooks/', {
    body: {
      success: true,
      data: [cashbook(), cashbook({ id: uuid(802), name: 'Wise USD', currency: 'USD' })],
      meta: { next_cursor: null, has_more: false, totals: [] },
    },
  });
}
