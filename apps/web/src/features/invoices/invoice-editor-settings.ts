/**
 * What a new invoice starts with, read from the business settings: due days, the tax rates a
 * line can pick (with their "DPP nilai lain" base), terms, rounding and the amount in words.
 * The invoice settings (tax_rates, invoice_terms, round_invoice_totals, show_amount_in_words)
 * are read as optional, so a server from before them still gives a working editor.
 */
import type { BusinessSettings, TaxBase } from '@usaha/shared';

/** A tax a line can carry: basis points and the share of the base it is charged on. */
export type TaxChoice = { rate: number; tax_base: TaxBase | null; name?: string };

type InvoiceSettingsFields = {
  tax_rates: { name: string; rate: number; tax_base: TaxBase | null }[];
  invoice_terms: string | null;
  round_invoice_totals: boolean;
  show_amount_in_words: boolean;
};
export type InvoiceSettings = Pick<BusinessSettings, 'default_due_days' | 'default_tax_rate'> &
  Partial<Pick<BusinessSettings, 'invoice_number_preview'>> &
  Partial<InvoiceSettingsFields>;

export type InvoiceDefaults = {
  dueDays: number;
  /** The tax of a new free-text line. */
  tax: TaxChoice;
  /** What the tax picker offers (a line's own tax is added when it is not among them). */
  taxes: TaxChoice[];
  terms: string;
  roundTotal: boolean;
  amountInWords: boolean;
  /** The next number as the business's format makes it today, shown until the number is given. */
  numberPreview: string | null;
};

export const NO_TAX: TaxChoice = { rate: 0, tax_base: null };

/** One key per distinct tax: `1100`, `1200:11/12` (a whole base, 1/1, is no base). */
export function taxKey(tax: Pick<TaxChoice, 'rate' | 'tax_base'>): string {
  const base = tax.tax_base;
  return base && base.numerator !== base.denominator
    ? `${tax.rate}:${base.numerator}/${base.denominator}`
    : String(tax.rate);
}

/** `taxes` without repeats, no tax first; the first one named keeps its name. */
export function distinctTaxes(taxes: readonly TaxChoice[]): TaxChoice[] {
  const seen = new Map<string, TaxChoice>();
  for (const tax of [NO_TAX, ...taxes]) {
    const key = taxKey(tax);
    if (!seen.has(key)) seen.set(key, tax);
  }
  return [...seen.values()];
}

export function invoiceDefaults(
  settings: InvoiceSettings | undefined,
  currency: string,
): InvoiceDefaults {
  const rate = settings?.default_tax_rate ?? 0;
  const listed = settings?.tax_rates ?? [];
  // The default rate is the listed tax of that rate when there is one (it has its name and base).
  const tax =
    rate === 0 ? NO_TAX : (listed.find((item) => item.rate === rate) ?? { rate, tax_base: null });
  return {
    dueDays: settings?.default_due_days ?? 0,
    tax,
    taxes: distinctTaxes([tax, ...listed]),
    terms: settings?.invoice_terms ?? '',
    // On for rupiah by default (DESIGN.md §3), as the setting itself is.
    roundTotal: settings?.round_invoice_totals ?? currency === 'IDR',
    amountInWords: settings?.show_amount_in_words ?? true,
    numberPreview: settings?.invoice_number_preview ?? null,
  };
}
