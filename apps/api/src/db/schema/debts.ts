/**
 * Debts and credits (hutang piutang, DESIGN.md §6 "Debt and credit", issue 15), owned by
 * modules/debts: what the business owes a contact (`debt`) and what a contact owes it
 * (`credit`), their payments, the reminders sent, and each contact's public statement link.
 * `paid` is kept by the payment writes in their transaction; references carry `business_id`,
 * so a debt can only point at rows of its own business.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
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
import { contacts } from './directory';
import { businessColumn, createdByColumn } from './identity';

export const debts = pgTable(
  'debts',
  {
    id: id(),
    businessId: businessColumn(),
    /** `debt`: the business owes the contact (hutang); `credit`: the contact owes (piutang). */
    kind: text('kind').notNull(),
    contactId: uuid('contact_id').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** Σ of its payments, kept by the payment writes. */
    paid: money('paid').notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    description: text('description'),
    reference: text('reference'),
    /** open | paid (remaining zero) | void (written off: nothing more is owed). */
    status: text('status').notNull().default('open'),
    /**
     * The cash it moved when recorded (source `debt`), if any; removed with the debt. The entry
     * points back (entries.debt_id, a foreign key); this side is held by the ledger invariants.
     */
    entryId: uuid('entry_id'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdBy: createdByColumn(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('debts_business_id_id_key').on(table.businessId, table.id),
    unique('debts_entry_key').on(table.entryId),
    tenantKey('debts_contact_fk', table.businessId, table.contactId, contacts),
    index('debts_business_date_idx').on(
      table.businessId,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('debts_contact_idx').on(table.businessId, table.contactId, table.kind),
    // What is still owed, by due date: the reminder ladder's and the positions' work list.
    index('debts_open_due_idx')
      .on(table.businessId, table.dueDate)
      .where(sql`${table.status} = 'open'`),
    // What is still owed, by contact: one contact's position, the summary's per-contact sums.
    index('debts_open_contact_idx')
      .on(table.businessId, table.contactId)
      .where(sql`${table.status} = 'open'`),
    index('debts_created_by_idx').on(table.createdBy),
    check('debts_kind_check', sql`${table.kind} in ('debt', 'credit')`),
    check('debts_status_check', sql`${table.status} in ('open', 'paid', 'void')`),
    check('debts_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('debts_amounts_check', sql`${table.amount} > 0 and ${table.paid} >= 0`),
    check('debts_paid_check', sql`${table.paid} <= ${table.amount}`),
    check(
      'debts_status_paid_check',
      sql`${table.status} = 'void' or ((${table.status} = 'paid') = (${table.paid} = ${table.amount}))`,
    ),
    check('debts_dates_check', sql`${table.dueDate} is null or ${table.dueDate} >= ${table.date}`),
  ],
);

/**
 * Σ amount, Σ paid and the count of the debts per business, currency, kind and status, kept by a
 * trigger on debts (migration 0022): the list's totals without a filter, or by kind and status
 * alone, without reading every debt.
 */
export const debtTotals = pgTable(
  'debt_totals',
  {
    businessId: businessColumn(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull(),
    debtCount: integer('debt_count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'debt_totals_pkey',
      columns: [table.businessId, table.currency, table.kind, table.status],
    }),
  ],
);

export const debtPayments = pgTable(
  'debt_payments',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    debtId: uuid('debt_id').notNull(),
    ...cashPaymentColumns(),
  },
  (table) => [...cashPaymentKeys('debt_payments', table, 'debt', table.debtId, debts)],
);

/**
 * Reminders of a debt: sent by a member (WhatsApp, `channel` = whatsapp) or told to the members
 * by the scheduler's ladder (`channel` = ladder, one row per step: the unique key is its claim).
 */
export const debtReminders = pgTable(
  'debt_reminders',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    debtId: uuid('debt_id').notNull(),
    channel: text('channel').notNull(),
    /** The ladder's step in days from the due date (−3, 0, 1, 7, 30); null for WhatsApp. */
    step: integer('step'),
    /** The due date the step was counted from (a changed due date climbs the ladder again). */
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantKey('debt_reminders_debt_fk', table.businessId, table.debtId, debts).onDelete('cascade'),
    index('debt_reminders_debt_idx').on(table.businessId, table.debtId, table.createdAt),
    uniqueIndex('debt_reminders_ladder_key')
      .on(table.debtId, table.dueDate, table.step)
      .where(sql`${table.channel} = 'ladder'`),
    index('debt_reminders_created_by_idx').on(table.createdBy),
    check('debt_reminders_channel_check', sql`${table.channel} in ('whatsapp', 'ladder')`),
    check(
      'debt_reminders_step_check',
      sql`(${table.channel} = 'ladder') = (${table.step} is not null and ${table.dueDate} is not null)`,
    ),
  ],
);

/** A contact's public statement link: only the token's SHA-256 is stored. One live link each. */
export const contactStatementLinks = pgTable(
  'contact_statement_links',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('contact_statement_links_token_hash_key').on(table.tokenHash),
    tenantKey(
      'contact_statement_links_contact_fk',
      table.businessId,
      table.contactId,
      contacts,
    ).onDelete('cascade'),
    uniqueIndex('contact_statement_links_live_key')
      .on(table.businessId, table.contactId)
      .where(sql`${table.revokedAt} is null`),
    index('contact_statement_links_created_by_idx').on(table.createdBy),
  ],
);
