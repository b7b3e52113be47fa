/** The one writer of the subscriptions table: one row per business. */
import type { PlanCode, StoredSubscription, SubscriptionStatus } from '@usaha/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plans, subscriptions } from '../../db/schema/index';
import type { PlanRow } from './plans.repository';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;

export function storedOf(row: SubscriptionRow): StoredSubscription {
  return {
    planCode: row.planCode as PlanCode,
    status: row.status as SubscriptionStatus,
    periodEnd: row.periodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function insertSubscription(executor: Executor, values: NewSubscription) {
  await executor.insert(subscriptions).values(values);
}

export async function findSubscription(
  executor: Executor,
  businessId: string,
): Promise<SubscriptionRow> {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  return row ?? (await giveGratis(executor, businessId));
}

/** Gratis for a business without a subscription row; the row, whoever wrote it first. */
async function giveGratis(executor: Executor, businessId: string): Promise<SubscriptionRow> {
  await executor
    .insert(subscriptions)
    .values({ businessId, planCode: 'gratis', status: 'active' })
    .onConflictDoNothing();
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  if (!row) throw new Error(`business ${businessId} has no subscription`);
  return row;
}

/** Locks the subscriptions of these businesses, in one order (two holders never deadlock). */
export async function lockSubscriptions(executor: Executor, businessIds: string[]): Promise<void> {
  if (businessIds.length === 0) return;
  await executor
    .select({ id: subscriptions.businessId })
    .from(subscriptions)
    .where(inArray(subscriptions.businessId, businessIds))
    .orderBy(asc(subscriptions.businessId))
    .for('update');
}

/**
 * The business's subscription, held until the transaction ends, with every plan, in one
 * statement: a limit check is on the path of each create, so it costs one round trip. A business
 * without one (made by hand in the database) is given Gratis, the plan that never ends.
 */
export async function lockSubscriptionWithPlans(
  executor: Executor,
  businessId: string,
): Promise<{ subscription: SubscriptionRow; plans: PlanRow[] }> {
  const lock = () =>
    executor
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, sql`true`)
      .where(eq(subscriptions.businessId, businessId))
      .for('update', { of: subscriptions });
  let rows = await lock();
  if (rows.length === 0) {
    await giveGratis(executor, businessId);
    rows = await lock();
  }
  const [first] = rows;
  if (!first) throw new Error(`business ${businessId} has no subscription`);
  return { subscription: first.subscription, plans: rows.map((row) => row.plan) };
}

export async function updateSubscription(
  executor: Executor,
  businessId: string,
  values: Partial<Omit<NewSubscription, 'businessId' | 'version'>>,
): Promise<SubscriptionRow> {
  const [row] = await executor
    .update(subscriptions)
    .set({ ...values, version: sql`${subscriptions.version} + 1` })
    .where(eq(subscriptions.businessId, businessId))
    .returning();
  if (!row) throw new Error(`business ${businessId} has no subscription`);
  return row;
}

/** Writes down the status the period's end gave, when the row still has the one read. */
export async function settleStatus(
  executor: Executor,
  businessId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await executor
    .update(subscriptions)
    .set({ status: to, version: sql`${subscriptions.version} + 1` })
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.status, from)))
    .returning({ id: subscriptions.businessId });
  return rows.length > 0;
}
