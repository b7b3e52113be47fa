/**
 * A paid payment's effect, the same whoever settled it (a provider's event, staff confirming a
 * transfer): the subscription gets the payment's plan for its period, once. The caller holds the
 * business's subscription and the payment (in that order) and has checked it is not paid yet.
 */
import { type BillingInterval, subscriptionState } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { periodEnd } from './billing-periods';
import { type PaymentRow, toPayment, updatePayment } from './payments.repository';
import {
  lockSubscriptionWithPlans,
  type SubscriptionRow,
  storedOf,
  updateSubscription,
} from './subscriptions.repository';

/**
 * Where a paid period starts: a trial's end while it runs, so paying during the trial keeps its
 * days (the plan bought applies at once); the running period's end for a renewal of its plan;
 * else now.
 */
function startOf(subscription: SubscriptionRow, payment: PaymentRow, now: Date): Date {
  const end = subscription.periodEnd;
  if (!end || end <= now) return now;
  const { status } = subscriptionState(storedOf(subscription), now);
  if (status === 'trialing') return end;
  return status === 'active' && subscription.planCode === payment.planCode ? end : now;
}

/** The paid payment's period, on the subscription (a deleted business's payment: its own). */
export async function activatePayment(
  tx: Executor,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRow> {
  const { businessId } = payment;
  const subscription = businessId
    ? (await lockSubscriptionWithPlans(tx, businessId)).subscription
    : null;
  const start = subscription ? startOf(subscription, payment, now) : now;
  const end = periodEnd(start, payment.interval as BillingInterval);
  if (businessId) {
    await updateSubscription(tx, businessId, {
      planCode: payment.planCode,
      status: 'active',
      interval: payment.interval,
      price: payment.amount,
      currency: payment.currency,
      periodStart: start,
      periodEnd: end,
      cancelAtPeriodEnd: false,
    });
  }
  const paid = await updatePayment(tx, payment.id, {
    status: 'paid',
    paidAt: now,
    periodStart: start,
    periodEnd: end,
  });
  await recordActivity(tx, {
    businessId,
    userId: payment.createdBy,
    action: 'subscription.activate',
    entityType: 'payment',
    entityId: payment.id,
    before: { status: payment.status },
    after: toPayment(paid),
  });
  return paid;
}
