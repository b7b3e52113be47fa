/**
 * Invoices, their lines, payments and share links, and the per-business number sequences
 * (DESIGN.md §6 "Invoices", issue 14), owned by modules/invoices. The figures calculateInvoice
 * makes are stored with the invoice; `paid` is kept by the payment writes in their transaction.
 * References carry `business_id`, so an invoice can only point at rows of its own business.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cashPaymentColumns, cashPaymentKeys } from './cash-payments';
import { createdAt, id, money, tenantKey, updatedAt } from './columns';
import { contacts, products } from './directory';
import { businessColumn, createdByColumn } from './identity';
import { recurringInvoices } from './recurring-invoices';

const DISCOUNT_TYPES = sql.raw(`('percent', 'amount')`);

/** One rate's figures as calculateInvoice gives them (InvoiceTaxMath). */
export type StoredInvoiceTax = {
  rate: number;
  tax_base: { numerator: number; denominator: number };
  base: number;
  taxable: number;
  tax: number;
};

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    businessId: businessColumn(),
    number: text('number').notNull(),
    contactId: uuid('contact_id').notNull(),
    // The customer as frozen when the invoice was saved (or its contact changed).
    customerName: text('customer_name').notNull(),
    customerCompany: text('customer_company'),
    customerAddress: text('customer_address'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    customerTaxId: text('customer_tax_id'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    currency: text('currency').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    discountType: text('discount_type'),
    discountValue: money('discount_value'),
    charge: money('charge').notNull().default(0),
    chargeLabel: text('charge_label'),
    notes: text('notes'),
    terms: text('terms'),
    language: text('language').notNull().default('id'),
    /** Whether the total was rounded to whole units (the business setting when last computed). */
    roundTotal: boolean('round_total').notNull().default(false),
    // The figures of calculateInvoice, as last computed.
    subtotal: money('subtotal').notNull(),
    lineDiscount: money('line_discount').notNull(),
    invoiceDiscount: money('invoice_discount').notNull(),
    base: money('base').notNull(),
    taxes: jsonb('taxes').$type<StoredInvoiceTax[]>().notNull(),
    tax: money('tax').notNull(),
    rounding: money('rounding').notNull(),
    total: money('total').notNull(),
    /** Σ of its payments, kept by the payment writes. */
    paid: money('paid').notNull().default(0),
    /** Number and customer name, lower case, for `q`. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(number || ' ' || customer_name)`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** When its members were told it is overdue: once per invoice, ever (the scheduler's claim). */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdBy: createdByColumn(),
    /** The schedule that made it and the occurrence's date: one invoice per occurrence. */
    recurringInvoiceId: uuid('recurring_invoice_id').references(
      (): AnyPgColumn => recurringInvoices.id,
      {
        onDelete: 'set null',
      },
    ),
    recurringDate: date('recurring_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('invoices_recurring_occurrence_key').on(
      table.businessId,
      table.recurringInvoiceId,
      table.recurringDate,
    ),
    unique('invoices_business_id_id_key').on(table.businessId, table.id),
    unique('invoices_business_number_key').on(table.businessId, table.number),
    tenantKey('invoices_contact_fk', table.businessId, table.contactId, contacts),
    index('invoices_business_issue_idx').on(
      table.businessId,
      table.issueDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('invoices_contact_idx').on(table.businessId, table.contactId),
    index('invoices_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('invoices_created_by_idx').on(table.createdBy),
    // The overdue job's work list: sent, owing and not yet told, by due date.
    index('invoices_overdue_pending_idx')
      .on(table.dueDate)
      .where(
        sql`${table.status} = 'sent' and ${table.paid} < ${table.total} and ${table.overdueNotifiedAt} is null`,
      ),
    // What customers still owe, by contact: the debts module's positions and summary.
    index('invoices_owed_contact_idx')
      .on(table.businessId, table.contactId)
      .where(sql`${table.status} = 'sent' and ${table.paid} < ${table.total}`),
    index('invoices_recurring_idx')
      .on(table.recurringInvoiceId)
      .where(sql`${table.recurringInvoiceId} is not null`),
    check(
      'invoices_recurring_check',
      sql`${table.recurringInvoiceId} is null or ${table.recurringDate} is not null`,
    ),
    check('invoices_status_check', sql`${table.status} in ('draft', 'sent', 'void')`),
    check('invoices_language_check', sql`${table.language} in ('id', 'en')`),
    check('invoices_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('invoices_dates_check', sql`${table.dueDate} >= ${table.issueDate}`),
    check(
      'invoices_discount_check',
      sql`(${table.discountType} is null and ${table.discountValue} is null) or (${table.discountType} in ${DISCOUNT_TYPES} and ${table.discountValue} >= 0)`,
    ),
    check(
      'invoices_amounts_check',
      sql`${table.subtotal} >= 0 and ${table.lineDiscount} >= 0 and ${table.invoiceDiscount} >= 0 and ${table.base} >= 0 and ${table.tax} >= 0 and ${table.charge} >= 0 and ${table.total} >= 0 and ${table.paid} >= 0`,
    ),
    check('invoices_paid_check', sql`${table.paid} <= ${table.total}`),
    // A void invoice holds no money: its payments are removed before it is voided.
    check('invoices_void_unpaid_check', sql`${table.status} <> 'void' or ${table.paid} = 0`),
  ],
);

/**
 * Σ total, Σ paid and the count of a business's invoices per currency and status, kept by a
 * trigger on invoices (migration 0018): the list's totals without a filter, or by status alone,
 * without reading every invoice.
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    businessId: businessColumn(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    total: money('total').notNull(),
    paid: money('paid').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'invoice_totals_pkey',
      columns: [table.businessId, table.currency, table.status],
    }),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    /**
     * The product it was picked from, one of the business's own; deleting the product takes only
     * this link off (the line keeps its words and figures).
     */
    productId: uuid('product_id'),
    description: text('description').notNull(),
    /** Thousandths. */
    quantity: money('quantity').notNull(),
    unit: text('unit'),
    unitPrice: money('unit_price').notNull(),
    discountType: text('discount_type'),
    discountValue: money('discount_value'),
    /** Basis points. */
    taxRate: integer('tax_rate').notNull().default(0),
    taxBaseNumerator: integer('tax_base_numerator'),
    taxBaseDenominator: integer('tax_base_denominator'),
    // calculateInvoice's figures of the line.
    amount: money('amount').notNull(),
    discountAmount: money('discount_amount').notNull(),
    invoiceDiscount: money('invoice_discount').notNull(),
    base: money('base').notNull(),
    tax: money('tax').notNull(),
  },
  (table) => [
    tenantKey('invoice_lines_invoice_fk', table.businessId, table.invoiceId, invoices).onDelete(
      'cascade',
    ),
    // Migration 0031 writes the action as `on delete set null (product_id)` (PostgreSQL 15), which
    // Drizzle cannot say: a plain `set null` would null business_id too.
    tenantKey('invoice_lines_product_fk', table.businessId, table.productId, products).onDelete(
      'set null',
    ),
    index('invoice_lines_product_idx').on(table.businessId, table.productId),
    uniqueIndex('invoice_lines_invoice_position_key').on(
      table.businessId,
      table.invoiceId,
      table.position,
    ),
    check(
      'invoice_lines_figures_check',
      sql`${table.quantity} > 0 and ${table.unitPrice} >= 0 and ${table.amount} >= 0 and ${table.discountAmount} >= 0 and ${table.invoiceDiscount} >= 0 and ${table.base} >= 0 and ${table.tax} >= 0 and ${table.taxRate} between 0 and 10000`,
    ),
    check(
      'invoice_lines_discount_check',
      sql`(${table.discountType} is null and ${table.discountValue} is null) or (${table.discountType} in ${DISCOUNT_TYPES} and ${table.discountValue} >= 0)`,
    ),
    check(
      'invoice_lines_tax_base_check',
      sql`(${table.taxBaseNumerator} is null) = (${table.taxBaseDenominator} is null) and (${table.taxBaseNumerator} is null or (${table.taxBaseNumerator} between 1 and ${table.taxBaseDenominator}))`,
    ),
  ],
);

/**
 * The next number of each period of a business's format (invoiceSequencePeriod: `INV/2026/` for
 * `INV/{YYYY}/{SEQ:4}` in 2026): a create locks its row, so numbers never repeat and never skip.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    businessId: businessColumn(),
    period: text('period').notNull(),
    next: integer('next').notNull(),
  },
  (table) => [
    primaryKey({ name: 'invoice_sequences_pkey', columns: [table.businessId, table.period] }),
    check('invoice_sequences_next_check', sql`${table.next} >= 1`),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    ...cashPaymentColumns(),
    method: text('method').notNull(),
  },
  (table) => [
    ...cashPaymentKeys('invoice_payments', table, 'invoice', table.invoiceId, invoices),
    check(
      'invoice_payments_method_check',
      sql`${table.method} in ('cash', 'transfer', 'qris', 'ewallet', 'card', 'other')`,
    ),
  ],
);

/** An invoice's public link: only the token's SHA-256 is stored. One live link per invoice. */
export const invoiceShareLinks = pgTable(
  'invoice_share_links',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The business date the portal last recorded a view on (one "viewed" a day). */
    viewedOn: date('viewed_on', { mode: 'string' }),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('invoice_share_links_token_hash_key').on(table.tokenHash),
    tenantKey(
      'invoice_share_links_invoice_fk',
      table.businessId,
      table.invoiceId,
      invoices,
    ).onDelete('cascade'),
    uniqueIndex('invoice_share_links_live_key')
      .on(table.businessId, table.invoiceId)
      .where(sql`${table.revokedAt} is null`),
    index('invoice_share_links_created_by_idx').on(table.createdBy),
  ],
);
