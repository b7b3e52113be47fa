/**
 * The business settings as the form holds them (text as typed) and back as the API takes them,
 * where the errors of its list rows sit, and the choices the form offers: time zones (Indonesia's
 * three first), months, date formats.
 */
import {
  type BankAccount,
  type BusinessSettings,
  type DateFormat,
  formatInvoiceNumber,
  isValidInvoiceFormat,
  type UpdateBusinessSettingsBody,
} from '@usaha/shared';
import { type TaxRow, toTaxRates } from './tax-rate-values';

export type TextField =
  | 'name'
  | 'address'
  | 'phone'
  | 'email'
  | 'npwp'
  | 'invoice_number_format'
  | 'invoice_next_number'
  | 'default_due_days'
  | 'invoice_terms'
  | 'invoice_footer';

/** One bank account as typed, with a key of its row; a row left wholly empty is not sent. */
export type BankRow = BankAccount & { key: number };

let bankKeys = 0;

export function bankRow(account: BankAccount): BankRow {
  bankKeys += 1;
  return { ...account, key: bankKeys };
}

export function bankRows(settings: BusinessSettings): BankRow[] {
  return settings.bank_accounts.map(bankRow);
}

export const EMPTY_BANK: BankAccount = { bank_name: '', account_number: '', account_name: '' };

export type ChoiceValues = {
  currency: string;
  timezone: string;
  date_format: DateFormat;
  fiscal_year_start_month: number;
  /** Basis points: one of the tax rates, or 0. */
  default_tax_rate: number;
  round_invoice_totals: boolean;
  show_amount_in_words: boolean;
};

/** Everything the form holds besides its version. */
export type FormValues = {
  text: Record<TextField, string>;
  choices: ChoiceValues;
  banks: BankRow[];
  taxes: TaxRow[];
};

export function textValues(settings: BusinessSettings): Record<TextField, string> {
  return {
    name: settings.name,
    address: settings.address ?? '',
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    npwp: settings.npwp ?? '',
    invoice_number_format: settings.invoice_number_format,
    invoice_next_number: String(settings.invoice_next_number),
    default_due_days: String(settings.default_due_days),
    invoice_terms: settings.invoice_terms ?? '',
    invoice_footer: settings.invoice_footer ?? '',
  };
}

export function choiceValues(settings: BusinessSettings): ChoiceValues {
  return {
    currency: settings.currency,
    timezone: settings.timezone,
    date_format: settings.date_format,
    fiscal_year_start_month: settings.fiscal_year_start_month,
    default_tax_rate: settings.default_tax_rate,
    round_invoice_totals: settings.round_invoice_totals,
    show_amount_in_words: settings.show_amount_in_words,
  };
}

/** A whole number as typed; NaN (refused by the contract) for anything else. */
function wholeNumber(text: string): number {
  return /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The body of the PUT; the contract (checked before sending) refuses what does not fit. */
export function toBody(
  version: number,
  { text, choices, banks, taxes }: FormValues,
): UpdateBusinessSettingsBody {
  return {
    version,
    ...choices,
    name: text.name.trim(),
    address: text.address,
    phone: text.phone,
    email: text.email,
    npwp: text.npwp,
    invoice_number_format: text.invoice_number_format.trim(),
    invoice_next_number: wholeNumber(text.invoice_next_number),
    default_due_days: wholeNumber(text.default_due_days),
    bank_accounts: banks
      .filter((bank) => `${bank.bank_name}${bank.account_number}${bank.account_name}`.trim() !== '')
      .map(({ key: _key, ...account }) => account),
    tax_rates: toTaxRates(taxes),
    invoice_terms: text.invoice_terms,
    invoice_footer: text.invoice_footer,
  };
}

/** The lists whose rows carry their own errors: `tax_rates.1.rate` sits on that row's rate. */
const ROW_LISTS = new Set(['bank_accounts', 'tax_rates']);

/**
 * The form field an error belongs to, from its path (`['tax_rates', 1, 'tax_base',
 * 'numerator']` or the server's `tax_rates.1.tax_base.numerator`): `tax_rates.1.tax_base`, or
 * the top field (`name`, `bank_accounts` when the list itself is refused).
 */
export function formField(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [list = '', row, field] = parts;
  return ROW_LISTS.has(list) && row !== undefined && /^\d+$/.test(row) && field
    ? `${list}.${row}.${field}`
    : list;
}

const ROW_WORDS: Record<string, string> = { bank_accounts: 'bankAccount', tax_rates: 'taxRate' };

/** The translation key of the message for a field refused before sending. */
export function invalidKey(field: string): string {
  const [list = '', row, name] = field.split('.');
  const words = ROW_WORDS[list];
  return words && row && name
    ? `application.invalid.${words}.${name}`
    : `application.invalid.${field}`;
}

/** The server's field errors, keyed by the form field each belongs to (the first one wins). */
export function byFormField(errors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = formField(key);
    result[field] ??= message;
  }
  return result;
}

/** The next invoice number as the format makes it on `today`, or null while the format is wrong. */
export function invoicePreview(format: string, next: string, today: string): string | null {
  const seq = wholeNumber(next);
  if (!isValidInvoiceFormat(format.trim()) || !Number.isSafeInteger(seq) || seq < 1) return null;
  return formatInvoiceNumber(format.trim(), seq, today);
}

/** Indonesia's three zones first (WIB, WITA, WIT), then every other zone the browser knows. */
export const INDONESIAN_ZONES = [
  { value: 'Asia/Jakarta', abbr: 'WIB' },
  { value: 'Asia/Makassar', abbr: 'WITA' },
  { value: 'Asia/Jayapura', abbr: 'WIT' },
] as const;

export function otherTimeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const first = new Set<string>(INDONESIAN_ZONES.map((zone) => zone.value));
  const others = new Set([...known, 'UTC', current].filter((zone) => !first.has(zone)));
  return [...others].sort();
}

/** January … December in the UI language, as 1 … 12. */
export function monthNames(locale: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(new Date(Date.UTC(2026, index, 1))),
  }));
}

/** A date written in one of the formats, e.g. `DD/MM/YYYY` → `05/11/2026`. */
export function sampleDate(format: DateFormat, today: string, locale: string): string {
  const [year = '', month = '', day = ''] = today.split('-');
  const short = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${today}T00:00:00Z`),
  );
  return format
    .replace('YYYY', year)
    .replace('MMM', short)
    .replace('MM', month)
    .replace('DD', day)
    .replace(/^D /, `${Number(day)} `);
}
