/**
 * The scheduler's `billing-renewals` job: pending checkouts past their time expire; a trial or a
 * renewing paid period gets a reminder 7 and 1 days before it ends (a notification, by mail too
 * unless the owner turned that off), each once; and a period's end is written down (a trial
 * ended is `expired`, a paid period `past_due`, then `expired` after the grace, a cancelled one
 * `canceled`). The limits never wait for this job: they compute the same from the dates.
 */
import { DAY_MS, type PlanCode, RENEWAL_REMINDER_DAYS, subscriptionState } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { businessToday } from '../../lib/business-date';
import { businessBasicsOf } from '../businesses/businesses.service';
import type { MembersNotifier } from '../notifications/notifier.types';
import { expireStalePayments } from './payments.repository';
import { findPlan } from './plans.repository';
import {
  markRemindersSent,
  subscriptionsEndingBy,
  subscriptionsPastTheirEnd,
} from './renewals.repository';
import { settleStatus, storedOf } from './subscriptions.repository';

export type RenewalsReport = { expired_payments: number; reminded: number; settled: number };

const LONGEST = Math.max(...RENEWAL_REMINDER_DAYS);

/** The reminders due `msLeft` before the end: the nearest one, and those it stands for. */
export function remindersDue(msLeft: number): number[] {
  return RENEWAL_REMINDER_DAYS.filter((days) => msLeft <= days * DAY_MS);
}

export function createRenewals(deps: { notifier: MembersNotifier }) {
  async function remind(executor: Executor, now: Date): Promise<number> {
    const ending = await subscriptionsEndingBy(
      executor,
      now,
      new Date(now.getTime() + LONGEST * DAY_MS),
    );
    let reminded = 0;
    for (const row of ending) {
      if (!row.periodEnd) continue;
      const due = remindersDue(row.periodEnd.getTime() - now.getTime());
      // One message however many reminders are due at once (after downtime): the nearest.
      if (!(await markRemindersSent(executor, row.businessId, row.periodEnd, due))) continue;
      const [plan, business] = await Promise.all([
        findPlan(executor, row.planCode as PlanCode),
        businessBasicsOf(executor, row.businessId),
      ]);
      await deps.notifier.notifyMembers({
        businessId: row.businessId,
        permission: 'billing.manage',
        exceptUserId: null,
        type: 'subscription_expiring',
        data: { plan: plan.name, due_date: businessToday(row.periodEnd, business.timezone) },
        link: '/apps/settings/subscription',
      });
      reminded += 1;
    }
    return reminded;
  }

  async function settle(executor: Executor, now: Date): Promise<number> {
    let settled = 0;
    for (const row of await subscriptionsPastTheirEnd(executor, now)) {
      const { status } = subscriptionState(storedOf(row), now);
      if (
        status !== row.status &&
        (await settleStatus(executor, row.businessId, row.status, status))
      ) {
        settled += 1;
      }
    }
    return settled;
  }

  return {
    async run(executor: Executor, now: Date): Promise<RenewalsReport> {
      return {
        expired_payments: await expireStalePayments(executor, now),
        reminded: await remind(executor, now),
        settled: await settle(executor, now),
      };
    },
  };
}
