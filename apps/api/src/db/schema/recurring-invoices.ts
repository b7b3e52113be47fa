/**
 * Recurring invoices (issue 14), owned by modules/recurring-invoices: a template invoice (its
 * lines as jsonb: a template is read and written whole, never queried by line) and its calendar
 * (packages/shared recurrence.ts). `next_index` and `made_count` are the calendar's state;
 * `next_date` is the next occurrence written out, what the scheduler looks for.
 */
import type { invoiceLineInputSchema } from '@usaha/shared';
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
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { createdAt, id, money, tenantKey, updatedAt } from './columns';
import { contacts } from './directory';
import { businessColumn, createdByColumn } from './identity';
import { invoices } from './invoices';

export type TemplateLine = z.output<typeof invoiceLineInputSchema>;

export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    id: id(),
    businessId: businessColumn(),
    contactId: uuid('contact_id').notNull(),
    currency: text('currency').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    lines: jsonb('lines').$type<TemplateLine[]>().notNull(),
    discountType: text('discount_type'),
    discountValue: money('discount_value'),
    charge: money('charge').notNull().default(0),
    chargeLabel: text('charge_label'),
    notes: text('notes'),
    terms: text('terms'),
    language: text('language').notNull().default('id'),
    /** Null: the business's default due days when each invoice is made. */
    dueDays: integer('due_days'),
    interval: text('interval').notNull(),
    every: integer('every').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endType: text('end_type').notNull().default('never'),
    endCount: integer('end_count'),
    endDate: date('end_date', { mode: 'string' }),
    autoSend: boolean('auto_send').notNull().default(false),
    status: text('status').notNull().default('active'),
    pauseReason: text('pause_reason'),
    nextIndex: integer('next_index').notNull().default(0),
    /** The next occurrence's date; null once the schedule has ended. */
    nextDate: date('next_date', { mode: 'string' }),
    madeCount: integer('made_count').notNull().default(0),
    /** The date of the last occurrence an invoice was made for. */
    lastDate: date('last_date', { mode: 'string' }),
    lastInvoiceId: uuid('last_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'set null',
    }),
    createdBy: createdByColumn(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('recurring_invoices_business_id_id_key').on(table.businessId, table.id),
    tenantKey('recurring_invoices_contact_fk', table.businessId, table.contactId, contacts),
    index('recurring_invoices_contact_idx').on(table.businessId, table.contactId),
    // What the scheduler reads: active schedules by their next date.
    index('recurring_invoices_due_idx').on(table.nextDate).where(sql`${table.status} = 'active'`),
    index('recurring_invoices_last_invoice_idx').on(table.lastInvoiceId),
    index('recurring_invoices_created_by_idx').on(table.createdBy),
    check('recurring_invoices_status_check', sql`${table.status} in ('active', 'paused', 'ended')`),
    check(
      'recurring_invoices_pause_reason_check',
      sql`${table.pauseReason} is null or (${table.status} = 'paused' and ${table.pauseReason} in ('contact_archived', 'failed'))`,
    ),
    check(
      'recurring_invoices_interval_check',
      sql`${table.interval} in ('weekly', 'monthly', 'yearly') and ${table.every} between 1 and 52`,
    ),
    check(
      'recurring_invoices_end_check',
      sql`(${table.endType} = 'never' and ${table.endCount} is null and ${table.endDate} is null) or (${table.endType} = 'after' and ${table.endCount} >= 1 and ${table.endDate} is null) or (${table.endType} = 'on' and ${table.endCount} is null and ${table.endDate} is not null)`,
    ),
    check(
      'recurring_invoices_discount_check',
      sql`(${table.discountType} is null and ${table.discountValue} is null) or (${table.discountType} in ('percent', 'amount') and ${table.discountValue} >= 0)`,
    ),
    check(
      'recurring_invoices_counts_check',
      sql`${table.nextIndex} >= 0 and ${table.madeCount} >= 0 and ${table.charge} >= 0 and (${table.dueDays} is null or ${table.dueDays} between 0 and 365)`,
    ),
    check('recurring_invoices_language_check', sql`${table.language} in ('id', 'en')`),
  ],
);
