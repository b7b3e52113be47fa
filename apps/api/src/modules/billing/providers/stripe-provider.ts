/**
 * Stripe Checkout (cards), through Stripe's own Node library: a checkout is a Checkout Session
 * for the payment's amount (sen: Stripe counts rupiah in hundredths too), its reference as
 * `client_reference_id`; its webhook is verified by the library on the raw body (`Stripe-Signature`,
 * 300 s tolerance) and read for the session's reference, amount and currency.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '@usaha/shared';
import Stripe from 'stripe';
import type { PaymentRow } from '../payments.repository';
import type { PaymentProvider, ProviderEvent, ProviderEventStatus } from './payment-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Where the browser comes back to: the app's own address. */
  appUrl: string;
  /** Another Stripe API host (Stripe's own stripe-mock, a test server): `http://127.0.0.1:12111`. */
  apiUrl?: string | undefined;
};

const TOLERANCE_SECONDS = 300;
/** Stripe keeps a Checkout Session open 24 h at most. */
const CHECKOUT_HOURS = 24;

const badSignature = () => new AppError('WEBHOOK_SIGNATURE', "The event's signature is not valid");

/** What a Checkout Session event means for the payment; null for one that means nothing here. */
function statusOf(event: Stripe.Event): ProviderEventStatus | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid' ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port,
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  return {
    name: 'stripe',
    checkoutHours: CHECKOUT_HOURS,

    async start(payment: PaymentRow) {
      const back = (page: string) => `${settings.appUrl}/payment/${page}?payment=${payment.id}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: payment.reference,
          metadata: { reference: payment.reference },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amount,
                product_data: { name: `Usaha ${payment.planCode} (${payment.interval})` },
              },
            },
          ],
          success_url: back('success'),
          cancel_url: back('cancel'),
        },
        // A retry of the same checkout opens the same session.
        { idempotencyKey: `usaha-checkout-${payment.id}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { url: session.url, tokenHash: null };
    },

    async verify(
      rawBody: string,
      headers: IncomingHttpHeaders,
      now: Date,
    ): Promise<ProviderEvent | null> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw badSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw badSignature();
      }
      const status = statusOf(event);
      if (!status || !event.type.startsWith('checkout.session.')) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      const reference = session.client_reference_id ?? session.metadata?.reference;
      if (!reference || session.amount_total === null || !session.currency) {
        throw new AppError('VALIDATION_FAILED', 'The session names no payment of ours');
      }
      return {
        eventId: event.id,
        reference,
        status,
        amount: session.amount_total,
        currency: session.currency.toUpperCase(),
      };
    },
  };
}
