/**
 * Payments for a plan (issue 17): a checkout makes a payment at the plan's price and answers the
 * URL of the provider's next step; the provider's signed event marks it paid, and a paid payment
 * activates or renews the subscription once.
 */
import { z } from 'zod';
import { BILLING_INTERVALS, PAYMENT_PROVIDERS, PLAN_CODES } from './billing.schemas';
import { dataResponse } from './common.schemas';

export const PLAN_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PlanPaymentStatus = (typeof PLAN_PAYMENT_STATUSES)[number];

/** How long a checkout may stay unpaid before it expires. */
export const CHECKOUT_TTL_HOURS = 24;

/** A bank transfer's proof: a photo or scan of the transfer slip, at most 2 MB. */
export const PAYMENT_PROOF_MAX_BYTES = 2 * 1024 * 1024;
export const PAYMENT_PROOF_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;

export const checkoutBodySchema = z.strictObject({
  plan: z.enum(PLAN_CODES),
  interval: z.enum(BILLING_INTERVALS),
  /** How to pay; left out, the server's online provider. */
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  /** Quoted to the provider and on a bank transfer: `USH-` and 10 letters or digits. */
  reference: z.string(),
  plan: z.enum(PLAN_CODES),
  interval: z.enum(BILLING_INTERVALS),
  /** Minor units (sen for rupiah). */
  amount: z.number().int().min(0),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PLAN_PAYMENT_STATUSES),
  /** The period it paid for, once paid. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  paid_at: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  /** A bank transfer's: where to send it; null for other providers. */
  transfer: z
    .object({ bank: z.string(), account_number: z.string(), account_name: z.string() })
    .nullable(),
  /** When the transfer's proof was sent; null while none is. */
  proof_uploaded_at: z.string().nullable(),
  /** Why staff refused it, when they did. */
  rejection_reason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentResponseSchema = dataResponse(paymentSchema);
export const paymentsResponseSchema = dataResponse(z.array(paymentSchema));

export const checkoutSchema = z.object({
  /** Null when nothing is to be paid (a move to Gratis). */
  payment: paymentSchema.nullable(),
  /** Where the browser goes next: the provider's checkout, or back to the subscription page. */
  url: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
export const checkoutResponseSchema = dataResponse(checkoutSchema);
