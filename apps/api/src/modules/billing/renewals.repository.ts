/** What the renewals job reads and writes of payments, subscriptions and their reminders. */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, subscriptionReminders, subscriptions } from '../../db/schema/index';

/** Pending payments past their time: expired. Answers how many. */
export async function expireStalePayments(executor: Executor, now: Date): Promise<number> {
  const rows = await executor
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
    .returning({ id: payments.id });
  return rows.length;
}

/** Trials and paid periods that renew (or should be paid for) and end after `now`, by `until`. */
export function subscriptionsEndingBy(executor: Executor, now: Date, until: Date) {
  return executor
    .select({
      businessId: subscriptions.businessId,
      planCode: subscriptions.planCode,
      periodEnd: subscriptions.periodEnd,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active']),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.periodEnd, now),
        lte(subscriptions.periodEnd, until),
      ),
    );
}

/** Counts the reminders `days` before the period's end as sent; true when one was not yet. */
export async function markRemindersSent(
  executor: Executor,
  businessId: string,
  periodEnd: Date,
  days: number[],
): Promise<boolean> {
  const rows = await executor
    .insert(subscriptionReminders)
    .values(days.map((value) => ({ businessId, periodEnd, days: value })))
    .onConflictDoNothing()
    .returning({ days: subscriptionReminders.days });
  return rows.length > 0;
}

/** Subscriptions whose stored status a period's end has made stale. */
export function subscriptionsPastTheirEnd(executor: Executor, now: Date) {
  return executor
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
        lte(subscriptions.periodEnd, now),
      ),
    );
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
