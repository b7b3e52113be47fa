/**
 * The quick invoice's three fields (and its due date) as an invoice: one line of quantity 1 for
 * the amount, described by what it is for. With a tax rate by default the amount is what the
 * customer pays, tax included, so the total is the amount typed.
 */
import type { CreateInvoiceBody, InvoiceMathInput } from '@usaha/shared';
import type { InvoiceDefaults } from './invoice-editor-settings';

export type QuickValues = {
  contact_id: string | null;
  amount: number | null;
  description: string;
  due_date: string;
};

/** One unit, in thousandths. */
const ONE = 1000;

export function quickInvoiceBody(
  values: QuickValues,
  defaults: InvoiceDefaults,
  today: string,
): CreateInvoiceBody {
  return {
    contact_id: values.contact_id ?? '',
    issue_date: today,
    due_date: values.due_date,
    prices_include_tax: defaults.tax.rate > 0,
    lines: [
      {
        product_id: null,
        description: values.description.trim(),
        quantity: ONE,
        unit: null,
        unit_price: values.amount ?? Number.NaN,
        discount: null,
        tax_rate: defaults.tax.rate,
        tax_base: defaults.tax.tax_base,
      },
    ],
    discount: null,
    charge: 0,
    charge_label: null,
    notes: null,
    terms: defaults.terms.trim() || null,
    language: 'id',
  };
}

export function quickInvoiceMath(
  values: QuickValues,
  defaults: InvoiceDefaults,
  currency: string,
): InvoiceMathInput {
  return {
    currency,
    prices_include_tax: defaults.tax.rate > 0,
    lines: [
      {
        quantity: ONE,
        unit_price: values.amount ?? 0,
        discount: null,
        tax_rate: defaults.tax.rate,
        tax_base: defaults.tax.tax_base,
      },
    ],
    discount: null,
    charge: 0,
    round_total: defaults.roundTotal,
  };
}

/** The invoice's fields as the quick form shows them: its line is the amount and what for. */
const QUICK_FIELDS: Record<string, keyof QuickValues> = {
  'lines.0.unit_price': 'amount',
  'lines.0.discount': 'amount',
  lines: 'amount',
  'lines.0.description': 'description',
};

export function quickInvoiceErrors(errors: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = QUICK_FIELDS[field] ?? field;
    shown[name] ??= message;
  }
  return shown;
}
