/** Users, businesses and the memberships between them (DESIGN.md §4). */

import { type BankAccount, DEFAULT_TAX_RATES, type TaxRateSetting } from '@usaha/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** The business a row belongs to, deleted with it (declared, not const: tables above use it). */
export function businessColumn() {
  return uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });
}

/** The member who made a row; the row stays, without them, when their account goes. */
export function createdByColumn() {
  return uuid('created_by').references(() => users.id, { onDelete: 'set null' });
}

const DEFAULT_TAX_RATES_SQL = sql.raw(`'${JSON.stringify(DEFAULT_TAX_RATES)}'::jsonb`);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    language: text('language').notNull().default('id'),
    platformRoles: text('platform_roles').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** When the current address was proven by a mailed link; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastBusinessId: uuid('last_business_id'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    check('users_language_check', sql`${table.language} in ('id', 'en')`),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('IDR'),
    timezone: text('timezone').notNull().default('Asia/Jakarta'),
    createdBy: createdByColumn(),
    // The business profile and defaults of /apps/settings/application (DESIGN.md §6 "Settings").
    logoPath: text('logo_path'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    npwp: text('npwp'),
    dateFormat: text('date_format').notNull().default('DD/MM/YYYY'),
    fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
    invoiceNumberFormat: text('invoice_number_format').notNull().default('INV/{YYYY}/{SEQ:4}'),
    defaultDueDays: integer('default_due_days').notNull().default(14),
    /** Basis points (PPN 11% = 1100). */
    defaultTaxRate: integer('default_tax_rate').notNull().default(0),
    /** At most five { bank_name, account_number, account_name }, shown on invoices. */
    bankAccounts: jsonb('bank_accounts').$type<BankAccount[]>().notNull().default(sql`'[]'::jsonb`),
    /** The rates an invoice line picks from: at most ten { name, rate, tax_base }. */
    taxRates: jsonb('tax_rates').$type<TaxRateSetting[]>().notNull().default(DEFAULT_TAX_RATES_SQL),
    invoiceTerms: text('invoice_terms'),
    invoiceFooter: text('invoice_footer'),
    /** Round invoice totals to whole units: on for IDR (set when the business is made). */
    roundInvoiceTotals: boolean('round_invoice_totals').notNull().default(true),
    showAmountInWords: boolean('show_amount_in_words').notNull().default(true),
    /** The QRIS image customers pay with, stored as the logo is. */
    qrisPath: text('qris_path'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('businesses_created_by_idx').on(table.createdBy),
    check('businesses_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('businesses_fiscal_month_check', sql`${table.fiscalYearStartMonth} between 1 and 12`),
    check(
      'businesses_invoice_lists_check',
      sql`jsonb_typeof(${table.bankAccounts}) = 'array' and jsonb_array_length(${table.bankAccounts}) <= 5 and jsonb_typeof(${table.taxRates}) = 'array' and jsonb_array_length(${table.taxRates}) <= 10`,
    ),
    check('businesses_due_days_check', sql`${table.defaultDueDays} between 0 and 365`),
    check('businesses_tax_rate_check', sql`${table.defaultTaxRate} between 0 and 10000`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    businessId: businessColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.userId] }),
    index('memberships_user_id_idx').on(table.userId),
    check(
      'memberships_role_check',
      sql`${table.role} in ('owner', 'manager', 'accountant', 'cashier', 'viewer')`,
    ),
    check('memberships_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);
