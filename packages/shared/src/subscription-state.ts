/**
 * What a stored subscription means at an instant: its status and the plan whose limits apply.
 * The API's limit checks read it, so a trial that ended a minute ago limits at once, before the
 * scheduler has written the change down.
 */
import {
  PAST_DUE_DAYS,
  type PlanCode,
  type SubscriptionStatus,
  TRIAL_PLAN,
} from './billing.schemas';
import { DAY_MS } from './time';

export type StoredSubscription = {
  planCode: PlanCode;
  status: SubscriptionStatus;
  /** The end of the trial or of the paid period; null for Gratis, which never ends. */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type SubscriptionState = {
  status: SubscriptionStatus;
  /** The plan whose limits apply now. */
  planCode: PlanCode;
  /** The end of the grace after a missed renewal, while past due. */
  graceEndsAt: Date | null;
};

const onGratis = (status: SubscriptionStatus): SubscriptionState => ({
  status,
  planCode: 'gratis',
  graceEndsAt: null,
});

export function subscriptionState(stored: StoredSubscription, now: Date): SubscriptionState {
  const { status, periodEnd } = stored;
  if (status === 'canceled' || status === 'expired') return onGratis(status);
  if (periodEnd === null) return { status, planCode: stored.planCode, graceEndsAt: null };
  if (now < periodEnd) {
    const planCode = status === 'trialing' ? TRIAL_PLAN : stored.planCode;
    return { status, planCode, graceEndsAt: null };
  }
  if (status === 'trialing') return onGratis('expired');
  if (stored.cancelAtPeriodEnd) return onGratis('canceled');
  const graceEndsAt = new Date(periodEnd.getTime() + PAST_DUE_DAYS * DAY_MS);
  if (now < graceEndsAt) return { status: 'past_due', planCode: stored.planCode, graceEndsAt };
  return onGratis('expired');
}

/** Whole days left until `end`, rounded up (13.2 days left is "14 days"); 0 once it is past. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}
