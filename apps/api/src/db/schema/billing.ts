/**
 * Plans and each business's subscription (DESIGN.md §6 "Billing and subscriptions", issue 17),
 * owned by modules/billing. Plans are seeded by migration 0023 and changed by staff; a
 * subscription keeps the price it was bought at until it renews.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { businessColumn, businesses, createdByColumn } from './identity';

export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('IDR'),
    monthlyPrice: money('monthly_price').notNull(),
    yearlyPrice: money('yearly_price').notNull(),
    // Null: no limit.
    maxUsers: integer('max_users'),
    maxCashbooks: integer('max_cashbooks'),
    maxInvoicesPerMonth: integer('max_invoices_per_month'),
    /** The order plans are shown in. */
    position: integer('position').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('plans_code_check', sql`${table.code} in ('gratis', 'pro', 'bisnis')`),
    check('plans_prices_check', sql`${table.monthlyPrice} >= 0 and ${table.yearlyPrice} >= 0`),
    check(
      'plans_limits_check',
      sql`coalesce(${table.maxUsers}, 1) >= 1 and coalesce(${table.maxCashbooks}, 1) >= 1 and coalesce(${table.maxInvoicesPerMonth}, 0) >= 0`,
    ),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The plan bought, or trialed; what applies now is subscriptionState's answer. */
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code),
    status: text('status').notNull(),
    interval: text('interval'),
    /** What the current period was bought at; null for a trial or Gratis. */
    price: money('price'),
    currency: text('currency').notNull().default('IDR'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    /** The end of the trial or of the paid period; null on Gratis. */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('trialing', 'active', 'past_due', 'canceled', 'expired')`,
    ),
    check(
      'subscriptions_interval_check',
      sql`${table.interval} is null or ${table.interval} in ('monthly', 'yearly')`,
    ),
    check('subscriptions_price_check', sql`${table.price} is null or ${table.price} >= 0`),
    // The scheduler's work list: what ends, by when.
    index('subscriptions_period_end_idx').on(table.periodEnd),
  ],
);

/**
 * What a business has made in one of its months that a plan counts: invoices made, bumped by
 * every invoice made and never lowered, so a draft deleted does not give its place back.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    businessId: businessColumn(),
    /** The 1st of the month in the business's time zone. */
    month: date('month').notNull(),
    invoicesMade: integer('invoices_made').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.month] }),
    check('plan_usage_invoices_check', sql`${table.invoicesMade} >= 0`),
  ],
);

/**
 * A payment for a plan: made by a checkout at the plan's price, settled by its provider's signed
 * event (or by staff, for a bank transfer). Paid, it has activated or renewed the subscription
 * for `period_start`…`period_end`, exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** Null once the business is deleted: the platform keeps what was paid (its own books). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** The business's name when it paid, for the receipt and the admin area. */
    businessName: text('business_name').notNull(),
    /** Quoted to the provider (its order id) and on a bank transfer. */
    reference: text('reference').notNull().unique(),
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code),
    interval: text('interval').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('IDR'),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    /** The hash of the secret in the sandbox checkout's link. */
    checkoutTokenHash: text('checkout_token_hash'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A bank transfer's proof in storage, and when it was sent. */
    proofPath: text('proof_path'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    /** Why staff refused a bank transfer. */
    rejectionReason: text('rejection_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'paid', 'failed', 'canceled', 'expired')`,
    ),
    check('payments_interval_check', sql`${table.interval} in ('monthly', 'yearly')`),
    check(
      'payments_provider_check',
      sql`${table.provider} in ('sandbox', 'manual', 'midtrans', 'stripe')`,
    ),
    check('payments_amount_check', sql`${table.amount} > 0`),
    index('payments_business_created_idx').on(table.businessId, table.createdAt.desc()),
  ],
);

/** Each provider event handled, by its own id: a second delivery of one changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The renewal reminders sent: one per subscription period and number of days before its end. */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    businessId: businessColumn(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    days: integer('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.periodEnd, table.days] })],
);
