/**
 * What the sent invoices sold, per business, day of issue and currency — per customer and per
 * product — kept by triggers on invoices and their lines (migration 0034), owned by
 * modules/invoices: the sales and tax reports add up a year's days, not a year's lines. Only
 * invoices in status `sent` count (drafts are not sales, void ones are cancelled); their stored
 * figures (calculateInvoice's) are summed.
 */
import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { businessColumn } from './identity';

/** Per customer: the invoices, their lines' sums and their output tax (PPN) groups. */
export const invoiceCustomerDays = pgTable(
  'invoice_customer_days',
  {
    businessId: businessColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    contactId: uuid('contact_id').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    lineCount: integer('line_count').notNull(),
    /** Thousandths, as the lines keep them. */
    quantity: money('quantity').notNull(),
    revenue: money('revenue').notNull(),
    tax: money('tax').notNull(),
    /** The invoices with at least one tax group, and the groups' base, reduced base and tax. */
    taxedCount: integer('taxed_count').notNull(),
    taxBase: money('tax_base').notNull(),
    taxOtherBase: money('tax_other_base').notNull(),
    taxAmount: money('tax_amount').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'invoice_customer_days_pkey',
      columns: [table.businessId, table.day, table.currency, table.contactId],
    }),
  ],
);

/** Per product (`product_key` the nil UUID for lines without one): the lines' sums. */
export const invoiceProductDays = pgTable(
  'invoice_product_days',
  {
    businessId: businessColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    productKey: uuid('product_key').notNull(),
    lineCount: integer('line_count').notNull(),
    quantity: money('quantity').notNull(),
    revenue: money('revenue').notNull(),
    tax: money('tax').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'invoice_product_days_pkey',
      columns: [table.businessId, table.day, table.currency, table.productKey],
    }),
  ],
);
