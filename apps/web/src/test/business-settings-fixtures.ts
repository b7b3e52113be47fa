/** A business's settings as the API answers them, for the pages that read them. */
import type { BusinessSettings } from '@usaha/shared';

export const SETTINGS: BusinessSettings = {
  id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
  name: 'Warung Bu Sri',
  logo_url: null,
  address: 'Jl. Melati 5\nBandung',
  phone: '0812-3456-7890',
  email: 'halo@warung.id',
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
  bank_accounts: [{ bank_name: 'BCA', account_number: '1234567890', account_name: 'Sri Wahyuni' }],
  tax_rates: [
    { name: 'PPN 11%', rate: 1100, tax_base: null },
    { name: 'PPN 12% (DPP 11/12)', rate: 1200, tax_base: { numerator: 11, denominator: 12 } },
  ],
  invoice_terms: null,
  invoice_footer: null,
  round_invoice_totals: true,
  show_amount_in_words: true,
  qris_url: null,
  version: 3,
};
