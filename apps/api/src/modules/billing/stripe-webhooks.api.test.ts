/**
 * Stripe Checkout (issue 17): the checkout opens a Checkout Session through Stripe's library (a
 * local server stands in for Stripe's API), and its webhook is verified on the raw body as
 * Stripe signs it (the library's own test signature): a valid event applies once, a bad or stale
 * signature changes nothing (401), a replay is counted once, a wrong amount is refused, an event
 * for an unknown payment is 404, and a late "expired" does not undo a payment.
 */

import { Writable } from 'node:stream';
import type { Checkout, Payment, Subscription } from '@usaha/shared';
import type pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviderApi } from '../../test/fake-provider-api';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';

const SECRET = 'whsec_usaha_test_secret';
const stripe = new Stripe('sk_test_usaha');
const logLines: string[] = [];
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeProviderApi>>;

beforeAll(async () => {
  fake = await startFakeProviderApi({
    '/v1/checkout/sessions': {
      id: 'cs_test_usaha',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_usaha',
    },
  });
  t = await createTestApp({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _encoding, callback) {
          logLines.push(String(chunk));
          callback();
        },
      }),
    } as pino.LoggerOptions,
    env: {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_usaha',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function checkout(owner: Owner): Promise<Payment> {
  const response = await owner.request('POST', '/api/v1/billing/checkout/', {
    body: { plan: 'pro', interval: 'monthly' },
  });
  const answer = data<Checkout>(response, 201);
  expect(answer.url).toBe('https://checkout.stripe.com/c/pay/cs_test_usaha');
  if (!answer.payment) throw new Error('no payment');
  return answer.payment;
}

type SessionEvent = { id: string; type: string; payment: Payment; amount?: number; paid?: boolean };

function eventBody({ id, type, payment, amount, paid = true }: SessionEvent): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_usaha',
        object: 'checkout.session',
        client_reference_id: payment.reference,
        metadata: { reference: payment.reference },
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: amount ?? payment.amount,
        currency: 'idr',
      },
    },
  });
}

function deliver(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhooks/stripe/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const paymentOf = async (owner: Owner, id: string) =>
  data<Payment>(await owner.request('GET', `/api/v1/billing/payments/${id}/`));

describe('the checkout', () => {
  it('opens a Checkout Session for the payment, its reference and amount', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const call = fake.calls.at(-1);
    expect(call?.headers.authorization).toBe('Bearer sk_test_usaha');
    const form = new URLSearchParams(call?.body);
    expect(form.get('client_reference_id')).toBe(payment.reference);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(payment.amount));
    expect(form.get('line_items[0][price_data][currency]')).toBe('idr');
    expect(form.get('success_url')).toBe(
      `http://localhost:3000/payment/success?payment=${payment.id}`,
    );
    expect(call?.headers['idempotency-key']).toBe(`usaha-checkout-${payment.id}`);
  });
});

describe('the webhook', () => {
  it('applies a paid session once, however often it is delivered', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const body = eventBody({
      id: `evt_${payment.id}`,
      type: 'checkout.session.completed',
      payment,
    });
    const first = await deliver(body);
    expect(first.json()).toMatchObject({ success: true, message: 'applied' });
    expect((await deliver(body)).json()).toMatchObject({ message: 'duplicate' });
    expect((await paymentOf(owner, payment.id)).status).toBe('paid');
    const subscription = data<Subscription>(
      await owner.request('GET', '/api/v1/billing/subscription/'),
    );
    expect(subscription).toMatchObject({ status: 'active', interval: 'monthly' });
    // A late "expired" for the same session does not undo the payment.
    const late = eventBody({
      id: `evt_late_${payment.id}`,
      type: 'checkout.session.expired',
      payment,
    });
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await paymentOf(owner, payment.id)).status).toBe('paid');
  });

  it('refuses a bad or stale signature and changes nothing', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const body = eventBody({
      id: `evt_bad_${payment.id}`,
      type: 'checkout.session.completed',
      payment,
    });
    const forged = await deliver(body, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE');
    const stale = await deliver(body, { timestamp: Math.floor(Date.now() / 1000) - 400 });
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhooks/stripe/',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    // The real delivery still applies.
    expect((await deliver(body)).statusCode).toBe(200);
  });

  it('refuses an amount that is not the payment’s, and a payment it does not know', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const cheaper = eventBody({
      id: `evt_cheap_${payment.id}`,
      type: 'checkout.session.completed',
      payment,
      amount: 100,
    });
    const refused = await deliver(cheaper);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PAYMENT_MISMATCH');
    // Refused, and written down for staff with what the event claimed.
    const warning = logLines
      .map((line) => JSON.parse(line))
      .find((line) => line.code === 'PAYMENT_MISMATCH');
    expect(warning).toMatchObject({ msg: 'payment event refused', provider: 'stripe' });
    expect(warning.reason).toContain('100 IDR');
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    const stranger = eventBody({
      id: 'evt_stranger',
      type: 'checkout.session.completed',
      payment: { ...payment, reference: 'USH-NOTOURS234' },
    });
    expect((await deliver(stranger)).statusCode).toBe(404);
  });

  it('waits on a session still unpaid, and acknowledges events about other things', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const unpaid = eventBody({
      id: `evt_unpaid_${payment.id}`,
      type: 'checkout.session.completed',
      payment,
      paid: false,
    });
    expect((await deliver(unpaid)).statusCode).toBe(200);
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    const settled = eventBody({
      id: `evt_async_${payment.id}`,
      type: 'checkout.session.async_payment_succeeded',
      payment,
    });
    expect((await deliver(settled)).statusCode).toBe(200);
    expect((await paymentOf(owner, payment.id)).status).toBe('paid');
    const other = JSON.stringify({
      id: 'evt_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other)).json()).toMatchObject({ message: 'ignored' });
  });
});
