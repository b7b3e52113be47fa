/**
 * Payments for plans (issue 17): a checkout makes a payment at the plan's price now, the
 * provider's verified event settles it, and a paid payment activates or renews the subscription
 * exactly once, whatever the number of events, redirects and retries. Money here is real money:
 * nothing is granted that was not paid for (the amount and currency are checked against the
 * payment), and nothing paid is lost (a payment paid after its checkout was left still counts).
 */
import {
  AppError,
  type Checkout,
  type CheckoutBody,
  type Payment,
  type PaymentProviderName,
  type PlanCode,
  subscriptionState,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { hashToken, randomToken, safeEqual } from '../../lib/secrets';
import { renderPdf } from '../../pdf/render';
import { businessBasicsOf, businessNameOf } from '../businesses/businesses.service';
import { holdSubscriptions } from './billing.guards';
import { activatePayment } from './payment-activation';
import {
  findPayment,
  findPaymentById,
  findPaymentByReference,
  insertPayment,
  listPaymentRows,
  lockPayment,
  type PaymentRow,
  recordPaymentEvent,
  type TransferAccount,
  toPayment,
  updatePayment,
} from './payments.repository';
import { planReceiptDocument } from './plan-receipt-document';
import { findPlan } from './plans.repository';
import type { PaymentProvider, ProviderEvent } from './providers/payment-provider';
import {
  lockSubscriptionWithPlans,
  storedOf,
  updateSubscription,
} from './subscriptions.repository';

const HOUR_MS = 3_600_000;
const SUBSCRIPTION_PAGE = '/apps/settings/subscription';
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `USH-` and 10 letters or digits a person can read out (no 0/O, 1/I). */
function newReference(): string {
  const bytes = Buffer.from(randomToken(10), 'base64url');
  let text = '';
  for (let index = 0; index < 10; index++) {
    text += REFERENCE_ALPHABET[(bytes[index] ?? 0) % REFERENCE_ALPHABET.length];
  }
  return `USH-${text}`;
}

export type WebhookOutcome = 'applied' | 'duplicate';

export function createPaymentService(deps: {
  database: Database;
  clock: Clock;
  /** The providers checkouts may use, the online one first; empty: none configured. */
  providers: PaymentProvider[];
  /** The platform's account for bank transfers, shown on a transfer's payment. */
  transfer: TransferAccount | null;
  /** Printed on receipts, where the business can reach the platform. */
  supportEmail: string | null;
}) {
  const { database, clock } = deps;
  const { db } = database;
  const providers = new Map(deps.providers.map((provider) => [provider.name, provider]));
  const show = (row: PaymentRow) => toPayment(row, deps.transfer);

  return {
    async checkout(actor: Actor, body: CheckoutBody): Promise<Checkout> {
      if (body.plan === 'gratis') {
        // Nothing to pay: a paid plan runs to its end and is not renewed.
        await changeRenewal(actor, true).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'NO_PAID_SUBSCRIPTION')) throw error;
        });
        return { payment: null, url: SUBSCRIPTION_PAGE };
      }
      const provider = body.provider ? providers.get(body.provider) : deps.providers[0];
      if (!provider) {
        if (deps.providers.length === 0) {
          throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not configured on this server');
        }
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not offered');
      }
      const now = clock.now();
      const plan = await findPlan(db, body.plan);
      const amount = body.interval === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
      const made = await db.transaction(async (tx) => {
        const row = await insertPayment(tx, {
          businessId: actor.businessId,
          businessName: await businessNameOf(tx, actor.businessId),
          reference: newReference(),
          planCode: plan.code,
          interval: body.interval,
          amount,
          currency: plan.currency,
          provider: provider.name,
          expiresAt: new Date(now.getTime() + provider.checkoutHours * HOUR_MS),
          createdBy: actor.userId,
        });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'subscription.checkout',
          entityType: 'payment',
          entityId: row.id,
          after: show(row),
        });
        return row;
      });
      // The provider is asked after the commit (a real one over the network): a checkout it
      // fails to start stays pending without a link, and expires.
      const started = await provider.start(made);
      const row = await updatePayment(db, made.id, { checkoutTokenHash: started.tokenHash });
      return { payment: show(row), url: started.url };
    },

    async list(actor: Pick<Actor, 'businessId'>): Promise<Payment[]> {
      return (await listPaymentRows(db, actor.businessId, 200)).map(show);
    },

    async get(actor: Pick<Actor, 'businessId'>, id: string): Promise<Payment> {
      const row = await findPayment(db, actor.businessId, id);
      if (!row) throw notFound('Payment');
      return show(row);
    },

    /** A paid payment's receipt (PDF), in `language`, with the business's NPWP. */
    async receipt(actor: Pick<Actor, 'businessId'>, id: string, language: 'id' | 'en') {
      const payment = await findPayment(db, actor.businessId, id);
      if (payment?.status !== 'paid' || !payment.paidAt) throw notFound('Receipt');
      const [plan, business] = await Promise.all([
        findPlan(db, payment.planCode as PlanCode),
        businessBasicsOf(db, actor.businessId),
      ]);
      const paidAt = payment.paidAt;
      const day = (at: Date | null) => businessToday(at ?? paidAt, business.timezone);
      const pdf = await renderPdf(
        planReceiptDocument({
          payment,
          planName: plan.name,
          business,
          dates: {
            paid: day(payment.paidAt),
            from: day(payment.periodStart),
            to: day(payment.periodEnd),
          },
          dateFormat: business.dateFormat,
          language,
          supportEmail: deps.supportEmail,
        }),
      );
      return { pdf, filename: `kwitansi-${payment.reference}.pdf` };
    },

    /** A provider's verified event: recorded once, checked against the payment, applied. */
    async handleEvent(providerName: string, event: ProviderEvent): Promise<WebhookOutcome> {
      const now = clock.now();
      const found = await findPaymentByReference(db, event.reference);
      if (!found || found.provider !== providerName) throw notFound('Payment');
      return db.transaction(async (tx) => {
        // The lock order of billing.guards.ts: the subscription before the payment.
        if (found.businessId) await holdSubscriptions(tx, [found.businessId]);
        const payment = await lockPayment(tx, found.id);
        if (!payment) throw notFound('Payment');
        if (event.amount !== payment.amount || event.currency !== payment.currency) {
          throw new AppError(
            'PAYMENT_MISMATCH',
            `The event says ${event.amount} ${event.currency}; the payment is ${payment.amount} ${payment.currency}`,
          );
        }
        const fresh = await recordPaymentEvent(tx, {
          provider: providerName,
          eventId: event.eventId,
          paymentId: payment.id,
          status: event.status,
        });
        if (!fresh) return 'duplicate';
        if (event.status === 'paid') {
          // Paid once is paid: a second "paid" for it (another event id) changes nothing.
          if (payment.status !== 'paid') await activatePayment(tx, payment, now);
        } else if (event.status !== 'pending' && payment.status === 'pending') {
          await updatePayment(tx, payment.id, { status: event.status });
        }
        return 'applied';
      });
    },

    /**
     * The payment behind a sandbox checkout link, with its plan's name: 404 unless the link's
     * token is its own, 422 once it is settled.
     */
    async sandboxCheckout(id: string, token: string) {
      const payment = await findPaymentById(db, id);
      const hash = payment?.provider === 'sandbox' ? payment.checkoutTokenHash : null;
      if (!payment || !hash || !safeEqual(hashToken(token), hash)) throw notFound('Payment');
      if (payment.status !== 'pending') {
        throw new AppError('PAYMENT_NOT_PENDING', 'This payment is already settled');
      }
      const plan = await findPlan(db, payment.planCode as PlanCode);
      return { payment, planName: plan.name };
    },

    providerNamed(name: PaymentProviderName): PaymentProvider | undefined {
      return providers.get(name);
    },

    /** The ways to pay this server offers, the online one first. */
    providerNames() {
      return deps.providers.map((provider) => provider.name);
    },

    /** Cancel at the period's end: the plan runs until then and is not renewed. */
    async cancel(actor: Actor): Promise<void> {
      await changeRenewal(actor, true);
    },

    async resume(actor: Actor): Promise<void> {
      await changeRenewal(actor, false);
    },
  };

  async function changeRenewal(actor: Actor, cancel: boolean) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { subscription } = await lockSubscriptionWithPlans(tx, actor.businessId);
      const state = subscriptionState(storedOf(subscription), now);
      const paid = subscription.interval !== null && subscription.planCode !== 'gratis';
      if (!paid || (state.status !== 'active' && state.status !== 'past_due')) {
        throw new AppError(
          'NO_PAID_SUBSCRIPTION',
          'There is no paid subscription to change. Choose a plan first.',
        );
      }
      if (subscription.cancelAtPeriodEnd === cancel) return;
      await updateSubscription(tx, actor.businessId, { cancelAtPeriodEnd: cancel });
      await recordActivity(tx, {
        ...activityBase(actor),
        action: cancel ? 'subscription.cancel' : 'subscription.resume',
        entityType: 'subscription',
        entityId: actor.businessId,
        before: { cancel_at_period_end: !cancel },
        after: { cancel_at_period_end: cancel },
      });
    });
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>;
