/** Data of the invoice editor's tests: the business's invoice settings and saved invoices. */
import type { Invoice } from '@usaha/shared';
import { uuid } from '../../test/directory-fixtures';
import type { InvoiceSettings } from './invoice-editor-settings';

/**
 * The settings the editor reads, beside the others the pages around it read (the date format);
 * typed loosely so the fixture does not follow every other field of the settings.
 */
export const SETTINGS: Required<InvoiceSettings> & Record<string, unknown> = {
  id: uuid(900),
  name: 'Warung Bu Sri',
  logo_url: null,
  address: null,
  phone: null,
  email: null,
  npwp: null,
  currency: 'IDR',
  timezone: 'Asia/Jakarta',
  date_format: 'DD/MM/YYYY',
  fiscal_year_start_month: 1,
  invoice_number_format: 'INV/{YYYY}/{SEQ:4}',
  invoice_next_number: 7,
  invoice_number_preview: 'INV/2026/0007',
  default_due_days: 14,
  default_tax_rate: 1100,
  tax_rates: [
    { name: 'PPN 11%', rate: 1100, tax_base: null },
    { name: 'PPN 12% (DPP 11/12)', rate: 1200, tax_base: { numerator: 11, denominator: 12 } },
  ],
  invoice_terms: 'Bayar dalam 14 hari.',
  round_invoice_totals: true,
  show_amount_in_words: true,
  version: 3,
};

export const settingsAnswer = (settings: object = SETTINGS) => ({
  body: { success: true, data: settings },
});

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: uuid(500),
    number: 'INV/2026/0007',
    status: 'draft',
    payment_status: 'unpaid',
    overdue: false,
    contact_id: uuid(1),
    customer: {
      name: 'Bu Ratna',
      company: null,
      address: null,
      phone: null,
      email: null,
      tax_id: null,
    },
    issue_date: '2026-11-20',
    due_date: '2026-12-04',
    prices_include_tax: false,
    lines: [
      {
        id: uuid(501),
        product_id: null,
        description: 'Katering 50 kotak',
        quantity: 50_000,
        unit: 'kotak',
        unit_price: 25_000_00,
        discount: null,
        tax_rate: 1100,
        tax_base: null,
        amount: 1_250_000_00,
        discount_amount: 0,
        invoice_discount: 0,
        base: 1_250_000_00,
        tax: 137_500_00,
      },
    ],
    discount: null,
    currency: 'IDR',
    subtotal: 1_250_000_00,
    line_discount: 0,
    invoice_discount: 0,
    base: 1_250_000_00,
    taxes: [
      {
        rate: 1100,
        tax_base: { numerator: 1, denominator: 1 },
        base: 1_250_000_00,
        taxable: 1_250_000_00,
        tax: 137_500_00,
      },
    ],
    tax: 137_500_00,
    charge: 0,
    charge_label: null,
    rounding: 0,
    total: 1_387_500_00,
    paid: 0,
    amount_due: 1_387_500_00,
    notes: null,
    terms: 'Bayar dalam 14 hari.',
    language: 'id',
    amount_in_words: null,
    stamp_duty: false,
    sent_at: null,
    voided_at: null,
    version: 4,
    created_at: '2026-11-20T02:00:00.000Z',
    updated_at: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}
