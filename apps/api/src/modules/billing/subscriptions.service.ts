/**
 * A business's subscription (issue 17): the trial every new business starts with, and the
 * subscription as its owner reads it, with the usage against each limit of the plan in effect.
 */
import {
  DAY_MS,
  daysLeft,
  type PaymentProviderName,
  PLAN_LIMIT_NAMES,
  type Plan,
  type PlanLimitName,
  type Subscription,
  subscriptionState,
  TRIAL_DAYS,
  TRIAL_PLAN,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { businessMonthStart } from '../../lib/business-date';
import { limitOf } from './billing.guards';
import type { BillingCounts } from './billing.types';
import { invoicesMadeIn } from './plan-usage.repository';
import { findPlan, listPlans, toPlan } from './plans.repository';
import { findSubscription, insertSubscription, storedOf } from './subscriptions.repository';

/** A new business's 14 days of Pro, from `now`. */
export function startTrial(tx: Executor, businessId: string, now: Date): Promise<void> {
  return insertSubscription(tx, {
    businessId,
    planCode: TRIAL_PLAN,
    status: 'trialing',
    periodStart: now,
    periodEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
  });
}

export function createSubscriptionService(deps: {
  database: Database;
  clock: Clock;
  /** The ways to pay this server offers, the online one first. */
  paymentProviders: PaymentProviderName[];
  counts: Pick<BillingCounts, 'seatsTaken' | 'openCashbooks'>;
}) {
  const { database, clock, counts } = deps;
  const { db } = database;

  /** What the business has of each thing the plans count. */
  async function usageOf(actor: Pick<Actor, 'businessId' | 'timezone'>, now: Date) {
    const [users, cashbooks, invoices] = await Promise.all([
      counts.seatsTaken(db, actor.businessId, now),
      counts.openCashbooks(db, actor.businessId),
      invoicesMadeIn(db, actor.businessId, businessMonthStart(now, actor.timezone)),
    ]);
    return { users, cashbooks, invoices_per_month: invoices } satisfies Record<
      PlanLimitName,
      number
    >;
  }

  return {
    async plans(): Promise<Plan[]> {
      return (await listPlans(db)).map(toPlan);
    },

    async current(actor: Pick<Actor, 'businessId' | 'timezone'>): Promise<Subscription> {
      const now = clock.now();
      const row = await findSubscription(db, actor.businessId);
      const state = subscriptionState(storedOf(row), now);
      const [plan, used] = await Promise.all([findPlan(db, state.planCode), usageOf(actor, now)]);
      const ended = state.planCode !== row.planCode || state.status === 'expired';
      const trialing = state.status === 'trialing';
      return {
        plan: toPlan(plan),
        status: state.status,
        interval: ended ? null : (row.interval as Subscription['interval']),
        price: ended ? null : row.price,
        current_period_end: ended ? null : (row.periodEnd?.toISOString() ?? null),
        trial_days_left: trialing && row.periodEnd ? daysLeft(row.periodEnd, now) : null,
        grace_ends_at: state.graceEndsAt?.toISOString() ?? null,
        cancel_at_period_end: !ended && row.cancelAtPeriodEnd,
        usage: PLAN_LIMIT_NAMES.map((limit) => ({
          limit,
          used: used[limit],
          max: limitOf(plan, limit),
        })),
        payment_providers: deps.paymentProviders,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
