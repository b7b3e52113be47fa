/**
 * The plan's limits, checked inside the transaction of the write that would pass one (a new
 * member or invitation, cash book or invoice). The caller counts its own rows; the check holds
 * the business's subscription row first, so parallel creates at the limit count one after the
 * other and exactly the limit is made.
 */
import { AppError, type PlanLimitName, subscriptionState } from '@usaha/shared';
import type { Executor } from '../../db/client';
import type { PlanRow } from './plans.repository';
import { lockSubscriptionWithPlans, storedOf } from './subscriptions.repository';

const WORDING: Record<PlanLimitName, string> = {
  users: 'planLimitUsers',
  cashbooks: 'planLimitCashbooks',
  invoices_per_month: 'planLimitInvoices',
};

const ENGLISH: Record<PlanLimitName, string> = {
  users: 'users',
  cashbooks: 'cash books',
  invoices_per_month: 'invoices a month',
};

export function limitOf(plan: PlanRow, limit: PlanLimitName): number | null {
  if (limit === 'users') return plan.maxUsers;
  if (limit === 'cashbooks') return plan.maxCashbooks;
  return plan.maxInvoicesPerMonth;
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
  throw new AppError(
    'PLAN_LIMIT',
    `The ${plan.name} plan allows ${max} ${ENGLISH[limit]}. Upgrade your plan to add more.`,
    { wording: { key: WORDING[limit], params: { plan: plan.name, max } } },
  );
}
