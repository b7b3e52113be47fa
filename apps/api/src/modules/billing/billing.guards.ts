/**
 * The plan's limits, checked inside the transaction of the write that would pass one (a new
 * member or invitation, cash book or invoice). The caller counts its own rows; the check holds
 * the business's subscription row first, so parallel creates at the limit count one after the
 * other and exactly the limit is made.
 */
import { AppError, type PlanLimitName, subscriptionState } from '@usaha/shared';
import { type ServerMessageKey, serverText } from '@usaha/shared/messages';
import type { Executor } from '../../db/client';
import { businessMonthStart } from '../../lib/business-date';
import { countInvoiceMade } from './plan-usage.repository';
import { limitsOf, type PlanRow } from './plans.repository';
import { lockSubscriptions, lockSubscriptionWithPlans, storedOf } from './subscriptions.repository';

/** The server.json sentence naming each limit; `One` for a limit of one. */
const WORDING: Record<
  PlanLimitName,
  'planLimitUsers' | 'planLimitCashbooks' | 'planLimitInvoices'
> = {
  users: 'planLimitUsers',
  cashbooks: 'planLimitCashbooks',
  invoices_per_month: 'planLimitInvoices',
};

export function limitOf(plan: PlanRow, limit: PlanLimitName): number | null {
  return limitsOf(plan)[limit];
}

/**
 * Holds the subscriptions of these businesses. A business's subscription is the first row any
 * write that checks a limit holds (docs/architecture.md "Lock order"): a write that locks other
 * rows before its check, or deletes the business (its subscription goes with it), takes it here
 * first, so it never holds a row a create needs while waiting for the subscription.
 */
export function holdSubscriptions(tx: Executor, businessIds: string[]): Promise<void> {
  return lockSubscriptions(tx, businessIds);
}

/** The plan whose limits apply to the business at `now`, its subscription held. */
export async function planInEffect(tx: Executor, businessId: string, now: Date): Promise<PlanRow> {
  const { subscription, plans } = await lockSubscriptionWithPlans(tx, businessId);
  const code = subscriptionState(storedOf(subscription), now).planCode;
  const plan = plans.find((row) => row.code === code);
  if (!plan) throw new Error(`plan ${code} is not seeded`);
  return plan;
}

/** 422 PLAN_LIMIT when `count()` (what the business has now) is already at the plan's limit. */
export async function holdPlanLimit(
  tx: Executor,
  businessId: string,
  limit: PlanLimitName,
  now: Date,
  count: () => Promise<number>,
): Promise<void> {
  const plan = await planInEffect(tx, businessId, now);
  const max = limitOf(plan, limit);
  if (max === null || (await count()) < max) return;
  throw planLimitError(plan, limit, max);
}

/**
 * Counts one invoice made this month (the business's month, in its time zone), 422 PLAN_LIMIT
 * beyond the plan. The count only grows: a draft deleted does not give its place back.
 */
export async function meterInvoiceMade(
  tx: Executor,
  businessId: string,
  timezone: string,
  now: Date,
): Promise<void> {
  const plan = await planInEffect(tx, businessId, now);
  const made = await countInvoiceMade(tx, businessId, businessMonthStart(now, timezone));
  const max = limitOf(plan, 'invoices_per_month');
  // Refused, the transaction rolls back and the count with it.
  if (max !== null && made > max) throw planLimitError(plan, 'invoices_per_month', max);
}

function planLimitError(plan: PlanRow, limit: PlanLimitName, max: number): AppError {
  const key: ServerMessageKey = max === 1 ? `${WORDING[limit]}One` : WORDING[limit];
  return new AppError('PLAN_LIMIT', serverText('en', key, { plan: plan.name, max }), {
    wording: { key, params: { plan: plan.name, max } },
  });
}
