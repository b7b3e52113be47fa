/**
 * Contracts of `/apps/settings/application` (the business profile and defaults) and
 * `/apps/settings/privacy` (sessions, data export, account deletion) — DESIGN.md §6 "Settings".
 */
import { z } from 'zod';
import {
  currencySchema,
  dataResponse,
  idSchema,
  keptText,
  listResponse,
  optionalText,
  versionSchema,
} from './common.schemas';
import { taxBaseSchema } from './invoice.schemas';
import { isValidInvoiceFormat } from './invoice-number';

export const DATE_FORMATS = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'D MMM YYYY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Placeholders of an invoice number: `{YYYY}`, `{YY}`, `{MM}` and `{SEQ:n}` (n digits, zero-padded). */
export const INVOICE_FORMAT_PATTERN = /^(?=.*\{SEQ(?::[1-9])?\})[A-Za-z0-9/\-_.{}:# ]{1,40}$/;

/**
 * The IANA name of a time zone in its canonical spelling (`asia/jakarta` → `Asia/Jakarta`), or
 * null when it is none. Offsets such as `+07:00` are refused: PostgreSQL reads their sign the
 * other way round (POSIX), so only names mean the same on both sides.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'timezone_required')
  .max(64)
  .refine((value) => canonicalTimeZone(value) !== null, 'invalid_timezone')
  .transform((value) => canonicalTimeZone(value) ?? value);

/** A bank account shown on invoices and in the portal. */
export const bankAccountSchema = z.object({
  bank_name: z.string().trim().min(1, 'required').max(100),
  account_number: z.string().trim().min(1, 'required').max(40),
  account_name: z.string().trim().min(1, 'required').max(120),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const MAX_BANK_ACCOUNTS = 5;

/** A tax rate an invoice line can pick: basis points, and the share of the price it is on. */
export const taxRateSettingSchema = z.object({
  name: z.string().trim().min(1, 'name_required').max(60),
  rate: z.number().int().min(0).max(10_000),
  tax_base: taxBaseSchema,
});
export type TaxRateSetting = z.infer<typeof taxRateSettingSchema>;
export const MAX_TAX_RATES = 10;

/** PPN 11%, and PPN 12% on a base of 11/12 of the price ("DPP nilai lain", since 2025). */
export const DEFAULT_TAX_RATES: TaxRateSetting[] = [
  { name: 'PPN 11%', rate: 1100, tax_base: null },
  { name: 'PPN 12% (DPP 11/12)', rate: 1200, tax_base: { numerator: 11, denominator: 12 } },
];

export const businessSettingsSchema = z.object({
  id: idSchema,
  name: z.string(),
  logo_url: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  npwp: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  date_format: z.enum(DATE_FORMATS),
  fiscal_year_start_month: z.number().int().min(1).max(12),
  invoice_number_format: z.string(),
  invoice_next_number: z.number().int().min(1),
  /** The next invoice number as the format makes it today, for the form's preview. */
  invoice_number_preview: z.string(),
  default_due_days: z.number().int().min(0).max(365),
  /** Basis points. */
  default_tax_rate: z.number().int().min(0).max(10000),
  bank_accounts: z.array(bankAccountSchema),
  tax_rates: z.array(taxRateSettingSchema),
  invoice_terms: z.string().nullable(),
  invoice_footer: z.string().nullable(),
  round_invoice_totals: z.boolean(),
  show_amount_in_words: z.boolean(),
  /** Where the web fetches the QRIS image (under the API base), or null. */
  qris_url: z.string().nullable(),
  version: z.number().int(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export const businessSettingsResponseSchema = dataResponse(businessSettingsSchema);

export const updateBusinessSettingsBodySchema = z.object({
  version: versionSchema,
  name: z.string().trim().min(2, 'business_name_required').max(120),
  address: optionalText(500),
  phone: optionalText(30),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'invalid_email' }))
    .nullish()
    .or(z.literal('').transform(() => null)),
  npwp: z
    .string()
    .trim()
    .transform((value) => value.replace(/[.\-\s]/g, ''))
    .pipe(z.string().regex(/^(\d{15}|\d{16})?$/, 'invalid_npwp'))
    .nullish()
    .transform((value) => (value ? value : null)),
  currency: currencySchema,
  timezone: timeZoneSchema,
  date_format: z.enum(DATE_FORMATS),
  fiscal_year_start_month: z.number().int().min(1).max(12),
  invoice_number_format: z
    .string()
    .trim()
    .regex(INVOICE_FORMAT_PATTERN, 'invalid_invoice_format')
    .refine(isValidInvoiceFormat, 'invalid_invoice_placeholder'),
  invoice_next_number: z.number().int().min(1).max(999_999_999),
  default_due_days: z.number().int().min(0).max(365),
  default_tax_rate: z.number().int().min(0).max(10000),
  // The invoice settings: left out, each keeps its value (clients from before them send none).
  bank_accounts: z.array(bankAccountSchema).max(MAX_BANK_ACCOUNTS).optional(),
  tax_rates: z.array(taxRateSettingSchema).max(MAX_TAX_RATES).optional(),
  invoice_terms: keptText(2000),
  invoice_footer: keptText(500),
  round_invoice_totals: z.boolean().optional(),
  show_amount_in_words: z.boolean().optional(),
});
export type UpdateBusinessSettingsBody = z.input<typeof updateBusinessSettingsBodySchema>;

/** Logos and the QRIS image: PNG, JPEG or WebP up to 1 MB, uploaded as multipart field `file`. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** One of the caller's sessions for the privacy page. */
export const sessionSchema = z.object({
  id: idSchema,
  /** A short description of the browser and system, read from the user agent. */
  device: z.string(),
  user_agent: z.string().nullable(),
  /** Where the session was last used from: the IP address (no geolocation database is used). */
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionListResponseSchema = listResponse(sessionSchema);

/** Deleting the account needs the password; refused while the user is the only owner of a team. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, { message: 'required' }).max(256),
});
