/**
 * Plans and subscriptions (DESIGN.md §6 "Billing and subscriptions", issue 17): the plans a
 * business may be on, with their prices in rupiah and their limits, and the subscription as
 * `GET /api/v1/billing/subscription/` answers it, with the usage against each limit.
 */
import { z } from 'zod';
import { dataResponse } from './common.schemas';

export const PLAN_CODES = ['gratis', 'pro', 'bisnis'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'manual', 'midtrans', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a plan counts: members (with open invitations), cash books, invoices made this month. */
export const PLAN_LIMIT_NAMES = ['users', 'cashbooks', 'invoices_per_month'] as const;
export type PlanLimitName = (typeof PLAN_LIMIT_NAMES)[number];

/** A new business's trial of Pro, the grace after a missed renewal, the reminders before it. */
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN: PlanCode = 'pro';
export const PAST_DUE_DAYS = 7;
export const RENEWAL_REMINDER_DAYS = [7, 1] as const;

/** Null: no limit. */
const limitValue = z.number().int().min(0).nullable();

export const planLimitsSchema = z.object({
  users: limitValue,
  cashbooks: limitValue,
  invoices_per_month: limitValue,
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planSchema = z.object({
  code: z.enum(PLAN_CODES),
  name: z.string(),
  currency: z.string(),
  /** Minor units (sen for rupiah). */
  monthly_price: z.number().int().min(0),
  yearly_price: z.number().int().min(0),
  limits: planLimitsSchema,
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = dataResponse(z.array(planSchema));

export const planUsageSchema = z.object({
  limit: z.enum(PLAN_LIMIT_NAMES),
  used: z.number().int().min(0),
  /** Null: no limit on this plan. */
  max: limitValue,
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const subscriptionSchema = z.object({
  /** The plan in effect now (Gratis once a trial or a grace period is over). */
  plan: planSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** How it is paid; null for a trial or Gratis. */
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** What the current period was bought at (kept until renewal); null when nothing was paid. */
  price: z.number().int().min(0).nullable(),
  /** The end of the trial or of the paid period; null on Gratis. */
  current_period_end: z.string().nullable(),
  /** Whole days left of the trial, rounded up; null when not trialing. */
  trial_days_left: z.number().int().min(0).nullable(),
  /** When the grace after a missed renewal ends; null unless past due. */
  grace_ends_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  usage: z.array(planUsageSchema),
  /** The ways to pay this server offers, the online one first; empty: none configured. */
  payment_providers: z.array(z.enum(PAYMENT_PROVIDERS)),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionResponseSchema = dataResponse(subscriptionSchema);
