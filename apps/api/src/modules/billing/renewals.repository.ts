/** What the renewals job reads of subscriptions, and the one writer of their reminders. */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptionReminders, subscriptions } from '../../db/schema/index';

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
