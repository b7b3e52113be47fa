/** The one writer of the businesses table: a business's profile, defaults and logo. */
import {
  type BusinessSettings,
  type DateFormat,
  formatInvoiceNumber,
  type updateBusinessSettingsBodySchema,
} from '@usaha/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { businesses } from '../../db/schema/index';

export type BusinessRow = typeof businesses.$inferSelect;
export type SettingsFields = Omit<
  z.output<typeof updateBusinessSettingsBodySchema>,
  'version' | 'invoice_next_number'
>;

/** Where the web fetches the logo (under the API base, with the bearer token). */
export const LOGO_PATH = '/v1/settings/application/logo/';

/** The logo's address changes with every new file, so a cached copy is never shown for it. */
export function logoUrl(logoPath: string | null): string | null {
  if (!logoPath) return null;
  const file = logoPath.slice(logoPath.lastIndexOf('/') + 1);
  return `${LOGO_PATH}?v=${encodeURIComponent(file)}`;
}

/** Where the web fetches the QRIS image, changing with every new file as the logo's does. */
export const QRIS_PATH = '/v1/settings/application/qris/';

export function qrisUrl(qrisPath: string | null): string | null {
  if (!qrisPath) return null;
  const file = qrisPath.slice(qrisPath.lastIndexOf('/') + 1);
  return `${QRIS_PATH}?v=${encodeURIComponent(file)}`;
}

/**
 * The settings as the API shows them; `today` is the business date the preview is made for, and
 * `nextNumber` the number the current period's sequence gives next (the invoices module's).
 */
export function toBusinessSettings(
  row: BusinessRow,
  today: string,
  nextNumber: number,
): BusinessSettings {
  return {
    id: row.id,
    name: row.name,
    logo_url: logoUrl(row.logoPath),
    address: row.address,
    phone: row.phone,
    email: row.email,
    npwp: row.npwp,
    currency: row.currency,
    timezone: row.timezone,
    date_format: row.dateFormat as DateFormat,
    fiscal_year_start_month: row.fiscalYearStartMonth,
    invoice_number_format: row.invoiceNumberFormat,
    invoice_next_number: nextNumber,
    invoice_number_preview: formatInvoiceNumber(row.invoiceNumberFormat, nextNumber, today),
    default_due_days: row.defaultDueDays,
    default_tax_rate: row.defaultTaxRate,
    bank_accounts: row.bankAccounts,
    tax_rates: row.taxRates,
    invoice_terms: row.invoiceTerms,
    invoice_footer: row.invoiceFooter,
    round_invoice_totals: row.roundInvoiceTotals,
    show_amount_in_words: row.showAmountInWords,
    qris_url: qrisUrl(row.qrisPath),
    version: row.version,
  };
}

/** What the activity log keeps of the settings: everything but the derived preview. */
export function settingsSnapshot(settings: BusinessSettings) {
  const { invoice_number_preview: _preview, ...rest } = settings;
  return rest;
}

/** The business's row; `lock` holds it for a write. */
export async function findBusiness(
  executor: Executor,
  businessId: string,
  lock = false,
): Promise<BusinessRow | undefined> {
  const query = executor.select().from(businesses).where(eq(businesses.id, businessId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Writes the fields when `version` is still current; undefined when it is not. */
export async function updateBusinessSettings(
  executor: Executor,
  businessId: string,
  version: number,
  fields: SettingsFields,
): Promise<BusinessRow | undefined> {
  const [row] = await executor
    .update(businesses)
    .set({
      name: fields.name,
      address: fields.address,
      phone: fields.phone,
      email: fields.email ?? null,
      npwp: fields.npwp ?? null,
      currency: fields.currency,
      timezone: fields.timezone,
      dateFormat: fields.date_format,
      fiscalYearStartMonth: fields.fiscal_year_start_month,
      invoiceNumberFormat: fields.invoice_number_format,
      defaultDueDays: fields.default_due_days,
      defaultTaxRate: fields.default_tax_rate,
      bankAccounts: fields.bank_accounts,
      taxRates: fields.tax_rates,
      invoiceTerms: fields.invoice_terms,
      invoiceFooter: fields.invoice_footer,
      roundInvoiceTotals: fields.round_invoice_totals,
      showAmountInWords: fields.show_amount_in_words,
      version: sql`${businesses.version} + 1`,
    })
    .where(and(eq(businesses.id, businessId), eq(businesses.version, version)))
    .returning();
  return row;
}

/** An image of the business kept in storage: its logo or its QRIS code. */
export type BusinessImage = 'logo' | 'qris';

/** Sets or clears an image; the version stays, so an open settings form can still be saved. */
export async function setImagePath(
  executor: Executor,
  businessId: string,
  image: BusinessImage,
  path: string | null,
): Promise<BusinessRow | undefined> {
  const [row] = await executor
    .update(businesses)
    .set(image === 'logo' ? { logoPath: path } : { qrisPath: path })
    .where(eq(businesses.id, businessId))
    .returning();
  return row;
}

export async function insertBusiness(
  executor: Executor,
  values: { name: string; currency?: string; timezone?: string; createdBy: string },
): Promise<string> {
  // Indonesian invoices round their totals to whole rupiah; other currencies keep their cents.
  const roundInvoiceTotals = (values.currency ?? 'IDR') === 'IDR';
  const [business] = await executor
    .insert(businesses)
    .values({ ...values, roundInvoiceTotals })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');
  return business.id;
}

/** Holds the businesses, in one order (two holders never deadlock). */
export async function lockBusinessRows(executor: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .select({ id: businesses.id })
    .from(businesses)
    .where(inArray(businesses.id, ids))
    .orderBy(asc(businesses.id))
    .for('update');
}

/** Where the logos and QRIS images of these businesses are stored. */
export async function logoPathsOf(executor: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ logo: businesses.logoPath, qris: businesses.qrisPath })
    .from(businesses)
    .where(inArray(businesses.id, ids));
  return rows.flatMap((row) => [row.logo, row.qris].filter((key) => key !== null));
}

/** The businesses themselves; their remaining rows go with them (cascade). */
export async function deleteBusinessRows(executor: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor.delete(businesses).where(inArray(businesses.id, ids));
}

/** Which of these storage keys are a business's logo or QRIS image (the stored-files sweep). */
export async function imageKeysAmong(
  executor: Executor,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await executor
    .select({ logo: businesses.logoPath, qris: businesses.qrisPath })
    .from(businesses)
    .where(or(inArray(businesses.logoPath, [...keys]), inArray(businesses.qrisPath, [...keys])));
  return rows.flatMap((row) => [row.logo, row.qris]).filter((key): key is string => key !== null);
}
