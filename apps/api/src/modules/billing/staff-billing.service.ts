/**
 * What platform staff do to a business's billing in the admin area (issue 17): confirm or reject
 * a bank transfer, extend a period, change the plan, end a subscription (a plan's prices and
 * limits: plan-prices.service.ts). Each runs in one transaction with its line in the platform's audit log
 * (who, when, what, why, before and after); the business's managers hear of a transfer's fate.
 * Four eyes: no staff member acts on the billing of a business they belong to (403).
 */
import {
  type AdminSubscription,
  type AdminSubscriptionDetail,
  type AdminSubscriptionsQuery,
  AppError,
  type ChangePlanBody,
  DAY_MS,
  type ExtendSubscriptionBody,
  type PlanCode,
  subscriptionState,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { businessToday } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { recordPlatformAudit, type StaffActor } from '../../lib/platform-audit';
import { businessBasicsOf } from '../businesses/businesses.service';
import type { MembersNotifier } from '../notifications/notifier.types';
import { holdSubscriptions } from './billing.guards';
import type { BillingCounts } from './billing.types';
import { periodEnd } from './billing-periods';
import { fourEyes } from './four-eyes';
import { activatePayment } from './payment-activation';
import {
  findPaymentById,
  listPaymentRows,
  lockPayment,
  type PaymentRow,
  type TransferAccount,
  toPayment,
  updatePayment,
} from './payments.repository';
import { findPlan } from './plans.repository';
import { staffSubscriptionOf, staffSubscriptionPage } from './staff-subscriptions.repository';
import {
  lockSubscriptionWithPlans,
  type SubscriptionRow,
  storedOf,
  updateSubscription,
} from './subscriptions.repository';

const SUBSCRIPTION_PAGE = '/apps/settings/subscription';

/** What the audit log keeps of a subscription. */
function auditOf(row: SubscriptionRow) {
  return {
    plan: row.planCode,
    status: row.status,
    interval: row.interval,
    price: row.price,
    period_end: row.periodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

export function createStaffBilling(deps: {
  database: Database;
  clock: Clock;
  notifier: MembersNotifier;
  transfer: TransferAccount | null;
  counts: Pick<BillingCounts, 'isMember'>;
}) {
  const { database, clock } = deps;
  const { db } = database;
  const { isOwnBusiness, requireOtherStaff } = fourEyes(deps.counts.isMember);
  const show = (row: PaymentRow) => toPayment(row, deps.transfer);

  async function requireSubscription(businessId: string): Promise<AdminSubscription> {
    const found = await staffSubscriptionOf(database, clock.now(), businessId);
    if (!found) throw notFound('Subscription');
    return found;
  }

  /** A bank transfer awaiting staff, held (its subscription first: billing.guards.ts). */
  async function holdTransfer(tx: Executor, staff: StaffActor, id: string): Promise<PaymentRow> {
    const found = await findPaymentById(tx, id);
    if (!found) throw notFound('Payment');
    if (found.provider !== 'manual') {
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 'Only a bank transfer is settled by staff');
    }
    await requireOtherStaff(tx, staff, found.businessId);
    if (found.businessId) await holdSubscriptions(tx, [found.businessId]);
    const payment = await lockPayment(tx, id);
    if (!payment) throw notFound('Payment');
    if (payment.status !== 'pending' && payment.status !== 'expired') {
      throw new AppError('PAYMENT_NOT_PENDING', 'This payment is already settled');
    }
    return payment;
  }

  /** Changes the business's subscription with `change`, audited; answers it as staff see it. */
  async function changeSubscription(
    staff: StaffActor,
    businessId: string,
    action: 'subscription.extend' | 'subscription.change_plan' | 'subscription.cancel',
    reason: string,
    change: (row: SubscriptionRow, now: Date) => Partial<SubscriptionRow> | null,
  ): Promise<AdminSubscription> {
    await requireSubscription(businessId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await requireOtherStaff(tx, staff, businessId);
      const { subscription } = await lockSubscriptionWithPlans(tx, businessId);
      const values = change(subscription, now);
      if (!values) return;
      const after = await updateSubscription(tx, businessId, values);
      await recordPlatformAudit(tx, staff, {
        action,
        targetType: 'subscription',
        targetId: businessId,
        businessId,
        reason,
        before: auditOf(subscription),
        after: auditOf(after),
      });
    });
    return requireSubscription(businessId);
  }

  return {
    list(query: AdminSubscriptionsQuery & { limit: number }) {
      return staffSubscriptionPage(
        database,
        clock.now(),
        {
          plan: query.plan,
          status: query.status,
          endingSoon: query.ending_soon === 'true',
          q: query.q || undefined,
        },
        query.cursor,
        query.limit,
      );
    },

    async detail(staff: StaffActor, businessId: string): Promise<AdminSubscriptionDetail> {
      const subscription = await requireSubscription(businessId);
      const [rows, own] = await Promise.all([
        listPaymentRows(db, businessId, 200),
        isOwnBusiness(db, staff, businessId),
      ]);
      return { subscription, payments: rows.map(show), own_business: own };
    },

    async confirmPayment(staff: StaffActor, id: string, reason: string) {
      const now = clock.now();
      const paid = await db.transaction(async (tx) => {
        const payment = await holdTransfer(tx, staff, id);
        const row = await activatePayment(tx, payment, now);
        await recordPlatformAudit(tx, staff, {
          action: 'payment.confirm',
          targetType: 'payment',
          targetId: id,
          businessId: payment.businessId,
          reason,
          before: { status: payment.status },
          after: { status: row.status, period_start: row.periodStart, period_end: row.periodEnd },
        });
        return row;
      });
      if (paid.businessId && paid.periodEnd) {
        const [plan, business] = await Promise.all([
          findPlan(db, paid.planCode as PlanCode),
          businessBasicsOf(db, paid.businessId),
        ]);
        await deps.notifier.notifyMembers({
          businessId: paid.businessId,
          permission: 'billing.manage',
          exceptUserId: null,
          type: 'plan_payment_confirmed',
          data: {
            plan: plan.name,
            reference: paid.reference,
            amount: paid.amount,
            currency: paid.currency,
            due_date: businessToday(paid.periodEnd, business.timezone),
          },
          link: SUBSCRIPTION_PAGE,
        });
      }
      return show(paid);
    },

    async rejectPayment(staff: StaffActor, id: string, reason: string) {
      const rejected = await db.transaction(async (tx) => {
        const payment = await holdTransfer(tx, staff, id);
        const row = await updatePayment(tx, id, { status: 'failed', rejectionReason: reason });
        await recordPlatformAudit(tx, staff, {
          action: 'payment.reject',
          targetType: 'payment',
          targetId: id,
          businessId: payment.businessId,
          reason,
          before: { status: payment.status },
          after: { status: row.status },
        });
        return row;
      });
      if (rejected.businessId) {
        const plan = await findPlan(db, rejected.planCode as PlanCode);
        await deps.notifier.notifyMembers({
          businessId: rejected.businessId,
          permission: 'billing.manage',
          exceptUserId: null,
          type: 'plan_payment_rejected',
          data: { plan: plan.name, reference: rejected.reference, reason },
          link: `/payment/status/${rejected.id}`,
        });
      }
      return show(rejected);
    },

    /** More days on the running trial or paid period (from today, when it ended already). */
    extend(staff: StaffActor, businessId: string, body: ExtendSubscriptionBody) {
      return changeSubscription(
        staff,
        businessId,
        'subscription.extend',
        body.reason,
        (row, now) => {
          const { status } = subscriptionState(storedOf(row), now);
          if (
            !row.periodEnd ||
            (status !== 'trialing' && status !== 'active' && status !== 'past_due')
          ) {
            throw new AppError('NOTHING_TO_EXTEND', 'There is no running period to extend');
          }
          const from = row.periodEnd > now ? row.periodEnd : now;
          return { periodEnd: new Date(from.getTime() + body.days * DAY_MS) };
        },
      );
    },

    /**
     * Another plan: Gratis at once, or a paid plan for the running period (a month from today
     * when none runs), at the price the period was bought at (nothing, when it was not bought).
     */
    changePlan(staff: StaffActor, businessId: string, body: ChangePlanBody) {
      return changeSubscription(
        staff,
        businessId,
        'subscription.change_plan',
        body.reason,
        (row, now) => {
          const state = subscriptionState(storedOf(row), now);
          if (state.planCode === body.plan && state.status !== 'trialing') return null;
          if (body.plan === 'gratis') {
            return {
              planCode: 'gratis',
              status: 'active',
              interval: null,
              price: null,
              periodStart: null,
              periodEnd: null,
              cancelAtPeriodEnd: false,
            };
          }
          const running = row.periodEnd && row.periodEnd > now && state.planCode !== 'gratis';
          const paid = running && state.status === 'active';
          return {
            planCode: body.plan,
            status: 'active',
            interval: paid ? row.interval : 'monthly',
            price: paid ? row.price : 0,
            periodStart: running ? row.periodStart : now,
            periodEnd: running ? row.periodEnd : periodEnd(now, 'monthly'),
            cancelAtPeriodEnd: false,
          };
        },
      );
    },

    /** Ends the trial or paid period now: the business is on Gratis from this moment. */
    cancel(staff: StaffActor, businessId: string, reason: string) {
      return changeSubscription(staff, businessId, 'subscription.cancel', reason, (row, now) => {
        const { status } = subscriptionState(storedOf(row), now);
        if (status !== 'trialing' && status !== 'active' && status !== 'past_due') {
          throw new AppError('NO_PAID_SUBSCRIPTION', 'There is no running subscription to end');
        }
        if (!row.periodEnd) {
          throw new AppError('NO_PAID_SUBSCRIPTION', 'There is no running subscription to end');
        }
        return { status: 'canceled', periodEnd: now, cancelAtPeriodEnd: true };
      });
    },
  };
}

export type StaffBilling = ReturnType<typeof createStaffBilling>;
