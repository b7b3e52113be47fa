/**
 * The admin area's answers (issue 17): the platform's figures, every subscription with staff's
 * actions on it, the platform's audit log, its staff and its plans' prices and limits.
 */
import { z } from 'zod';
import { emailSchema } from './auth.schemas';
import { BILLING_INTERVALS, PLAN_CODES, SUBSCRIPTION_STATUSES } from './billing.schemas';
import { dataResponse, limitSchema, listResponse, nonNegativeAmountSchema } from './common.schemas';
import { paymentSchema } from './payment.schemas';
import { PLATFORM_ROLES } from './permissions';

export const adminOverviewSchema = z.object({
  businesses: z.number().int(),
  users: z.number().int(),
  /** Subscriptions in a paid period now, per plan. */
  active: z.object({ pro: z.number().int(), bisnis: z.number().int() }),
  trials: z.number().int(),
  /** Paid periods ended, in their 7 days of grace. */
  past_due: z.number().int(),
  /** Monthly recurring revenue in sen: monthly prices, and yearly ones divided by 12. */
  mrr: z.number().int(),
  currency: z.string(),
  /** Paid subscriptions whose access ended this month (Asia/Jakarta). */
  churned_this_month: z.number().int(),
  pending_manual_payments: z.number().int(),
  /** New accounts per week (Monday), the last 12 weeks, oldest first. */
  signups_per_week: z.array(z.object({ week: z.string(), count: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = dataResponse(adminOverviewSchema);

/** Why staff did what they did: written into the platform's audit log with the change. */
export const staffReasonSchema = z.string().trim().min(3).max(500);

/** `GET admin/subscriptions/`: every business's subscription, newest business first. */
export const adminSubscriptionsQuerySchema = z.object({
  /** The plan in effect now (a trial counts as Pro, an ended one as Gratis). */
  plan: z.enum(PLAN_CODES).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  /** Only those whose trial or paid period ends within 7 days. */
  ending_soon: z.enum(['true', 'false']).optional(),
  /** Part of the business's name or of its owner's email. */
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(500).optional(),
  limit: limitSchema,
});
export type AdminSubscriptionsQuery = z.input<typeof adminSubscriptionsQuerySchema>;

export const adminSubscriptionSchema = z.object({
  business_id: z.uuid(),
  business_name: z.string(),
  owner_email: z.string().nullable(),
  /** The plan in effect now and the status, as the business sees them. */
  plan: z.enum(PLAN_CODES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  price: z.number().int().nullable(),
  currency: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  pending_manual_payments: z.number().int(),
  created_at: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionsResponseSchema = listResponse(adminSubscriptionSchema);
export const adminSubscriptionResponseSchema = dataResponse(adminSubscriptionSchema);

export const PLATFORM_AUDIT_ACTIONS = [
  'payment.confirm',
  'payment.reject',
  'subscription.extend',
  'subscription.change_plan',
  'subscription.cancel',
  'plan.update',
  'staff.grant',
  'staff.revoke',
] as const;
export type PlatformAuditAction = (typeof PLATFORM_AUDIT_ACTIONS)[number];

export const platformAuditEntrySchema = z.object({
  id: z.uuid(),
  actor_email: z.string().nullable(),
  action: z.enum(PLATFORM_AUDIT_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  business_id: z.uuid().nullable(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type PlatformAuditEntry = z.infer<typeof platformAuditEntrySchema>;
export const platformAuditResponseSchema = listResponse(platformAuditEntrySchema);

/** `GET admin/audit/`: newest first; one business's lines, or the whole platform's. */
export const platformAuditQuerySchema = z.object({
  business_id: z.uuid().optional(),
  cursor: z.string().max(500).optional(),
  limit: limitSchema,
});

/** One business's subscription with its payments (what staff did to it: `admin/audit/`). */
export const adminSubscriptionDetailSchema = z.object({
  subscription: adminSubscriptionSchema,
  payments: z.array(paymentSchema),
  /** The asking staff member belongs to the business: its billing is another's to act on. */
  own_business: z.boolean(),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailSchema>;
export const adminSubscriptionDetailResponseSchema = dataResponse(adminSubscriptionDetailSchema);

export const staffActionBodySchema = z.strictObject({ reason: staffReasonSchema });
export type StaffActionBody = z.infer<typeof staffActionBodySchema>;

export const extendSubscriptionBodySchema = z.strictObject({
  days: z.number().int().min(1).max(366),
  reason: staffReasonSchema,
});
export type ExtendSubscriptionBody = z.infer<typeof extendSubscriptionBodySchema>;

export const changePlanBodySchema = z.strictObject({
  plan: z.enum(PLAN_CODES),
  reason: staffReasonSchema,
});
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

/** Staff's change of a plan's prices and limits: subscriptions keep theirs until renewal. */
export const updatePlanBodySchema = z.strictObject({
  monthly_price: nonNegativeAmountSchema,
  yearly_price: nonNegativeAmountSchema,
  limits: z.strictObject({
    users: z.number().int().min(1).max(100_000).nullable(),
    cashbooks: z.number().int().min(1).max(100_000).nullable(),
    invoices_per_month: z.number().int().min(0).max(10_000_000).nullable(),
  }),
  reason: staffReasonSchema,
});
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

export const platformStaffSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(PLATFORM_ROLES)),
});
export type PlatformStaff = z.infer<typeof platformStaffSchema>;
export const platformStaffResponseSchema = dataResponse(z.array(platformStaffSchema));

export const grantStaffBodySchema = z.strictObject({
  email: emailSchema,
  role: z.enum(PLATFORM_ROLES),
  reason: staffReasonSchema,
});
export type GrantStaffBody = z.infer<typeof grantStaffBodySchema>;
