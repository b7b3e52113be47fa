/**
 * Midtrans Snap (issue 17): the checkout opens a Snap transaction through Midtrans's library (a
 * local server stands in for Midtrans), and its notifications are verified by `signature_key`
 * (SHA-512 of order id, status code, gross amount and server key, computed here as Midtrans
 * documents it), then acted on as Midtrans's status API reports the order, never as the
 * notification's unsigned status says (security review N1): settlement applies once, a bad
 * signature or amount changes nothing, a late "expire" does not undo a payment, and a fraud
 * challenge waits.
 */
import type { Checkout, Payment, Subscription } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFailure, startFakeProviderApi } from '../../test/fake-provider-api';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { midtransSignature } from './providers/midtrans-provider';

const SERVER_KEY = 'SB-Mid-server-usaha-test';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeProviderApi>>;
/** What the stand-in for Midtrans answers, by path: a test sets what Midtrans knows of an order. */
const answers: Record<string, unknown> = {
  '/transactions': {
    token: 'snap-token-usaha',
    redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-usaha',
  },
};

beforeAll(async () => {
  fake = await startFakeProviderApi(answers);
  t = await createTestApp({
    env: {
      BILLING_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-usaha-test',
      MIDTRANS_SNAP_URL: fake.url,
      MIDTRANS_API_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function checkout(owner: Owner): Promise<Payment> {
  const response = await owner.request('POST', '/api/v1/billing/checkout/', {
    body: { plan: 'pro', interval: 'yearly' },
  });
  const answer = data<Checkout>(response, 201);
  expect(answer.url).toContain('snap-token-usaha');
  if (!answer.payment) throw new Error('no payment');
  return answer.payment;
}

type Notification = {
  payment: Payment;
  status: string;
  code?: string;
  fraud?: string;
  gross?: string;
  key?: string;
  transaction?: string;
  /** What Midtrans's status API says of the order; unset: what the notification says. */
  midtrans?: { status: string; code: string; fraud?: string; gross?: string } | 'unknown' | 'down';
};

const grossOf = (payment: Payment) => `${payment.amount / 100}.00`;
const statusPath = (payment: Payment) => `/v2/${payment.reference}/status`;

/** Midtrans's own record of the order, as its status API answers it (GET /v2/{order}/status). */
function midtransKnows(
  payment: Payment,
  state: { status: string; code: string; fraud?: string; gross?: string },
) {
  answers[statusPath(payment)] = {
    status_code: state.code,
    status_message: 'Success, transaction is found',
    transaction_id: `tx-${payment.id}`,
    order_id: payment.reference,
    gross_amount: state.gross ?? grossOf(payment),
    currency: 'IDR',
    payment_type: 'qris',
    transaction_status: state.status,
    ...(state.fraud ? { fraud_status: state.fraud } : {}),
  };
}

function notify({
  payment,
  status,
  code = '200',
  fraud,
  gross,
  key = SERVER_KEY,
  transaction,
  midtrans = { status, code, ...(fraud ? { fraud } : {}), ...(gross ? { gross } : {}) },
}: Notification) {
  if (midtrans === 'unknown') delete answers[statusPath(payment)];
  else if (midtrans === 'down') answers[statusPath(payment)] = new ProviderFailure(503);
  else midtransKnows(payment, midtrans);
  const fields = {
    order_id: payment.reference,
    status_code: code,
    gross_amount: gross ?? grossOf(payment),
  };
  const body = {
    ...fields,
    transaction_id: transaction ?? `tx-${payment.id}`,
    transaction_status: status,
    currency: 'IDR',
    payment_type: 'qris',
    signature_key: midtransSignature(fields, key),
    ...(fraud ? { fraud_status: fraud } : {}),
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhooks/midtrans/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const paymentOf = async (owner: Owner, id: string) =>
  data<Payment>(await owner.request('GET', `/api/v1/billing/payments/${id}/`));
const subscriptionOf = async (owner: Owner) =>
  data<Subscription>(await owner.request('GET', '/api/v1/billing/subscription/'));

describe('the checkout', () => {
  it('opens a Snap transaction for the reference, in whole rupiah, with the server key', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const call = fake.calls.at(-1);
    const body = JSON.parse(call?.body ?? '{}');
    expect(body.transaction_details).toEqual({
      order_id: payment.reference,
      gross_amount: payment.amount / 100,
    });
    expect(body.callbacks.finish).toBe(`http://localhost:3000/payment/status/${payment.id}`);
    expect(call?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
    );
  });
});

describe('notifications', () => {
  it('apply a settlement once, and a late expiry does not undo it', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    expect((await notify({ payment, status: 'pending', code: '201' })).statusCode).toBe(200);
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    expect((await notify({ payment, status: 'settlement' })).json()).toMatchObject({
      message: 'applied',
    });
    expect((await notify({ payment, status: 'settlement' })).json()).toMatchObject({
      message: 'duplicate',
    });
    expect((await paymentOf(owner, payment.id)).status).toBe('paid');
    expect((await notify({ payment, status: 'expire', code: '407' })).statusCode).toBe(200);
    expect((await paymentOf(owner, payment.id)).status).toBe('paid');
  });

  it('refuse a signature made with another key, and a changed amount', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const forged = await notify({ payment, status: 'settlement', key: 'someone-else' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE');
    const cheaper = await notify({ payment, status: 'settlement', gross: '1000.00' });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().code).toBe('PAYMENT_MISMATCH');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhooks/midtrans/',
      headers: { 'content-type': 'application/json' },
      payload: '{"order_id":',
    });
    expect(garbage.statusCode).toBe(401);
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
  });

  it('wait on a card under fraud review, and fail a denied one', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    await notify({ payment, status: 'capture', code: '201', fraud: 'challenge' });
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    await notify({ payment, status: 'deny', code: '202' });
    expect((await paymentOf(owner, payment.id)).status).toBe('failed');
  });
});

describe('a notification is acted on as Midtrans reports the order (review N1)', () => {
  it('a signed pending notification re-sent as settlement does not activate the plan', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const pending = { status: 'pending', code: '201' };
    expect((await notify({ payment, ...pending })).json()).toMatchObject({ message: 'applied' });
    // The attack: the same signed fields (order, 201, amount), another status and transaction.
    const replayed = await notify({
      payment,
      status: 'settlement',
      code: '201',
      transaction: 'mt-1',
      midtrans: pending,
    });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().message).toBe('duplicate');
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    expect((await subscriptionOf(owner)).status).toBe('trialing');
    const call = fake.calls.findLast((each) => each.path === statusPath(payment));
    expect(call?.method).toBe('GET');
    expect(call?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
    );
  });

  it('a signed deny re-sent as capture leaves the payment failed', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const denied = { status: 'deny', code: '202' };
    await notify({ payment, ...denied });
    expect((await paymentOf(owner, payment.id)).status).toBe('failed');
    await notify({
      payment,
      status: 'capture',
      code: '202',
      transaction: 'mb-2',
      midtrans: denied,
    });
    expect((await paymentOf(owner, payment.id)).status).toBe('failed');
    expect((await subscriptionOf(owner)).status).toBe('trialing');
  });

  it('a settlement Midtrans reports is paid, whatever status the notification names', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const settled = { status: 'settlement', code: '200' };
    const late = await notify({ payment, status: 'pending', code: '201', midtrans: settled });
    expect(late.json().message).toBe('applied');
    expect((await paymentOf(owner, payment.id)).status).toBe('paid');
    // Another transaction id for the same order and status is the same event.
    const again = await notify({ payment, status: 'settlement', transaction: 'mt-9' });
    expect(again.json().message).toBe('duplicate');
  });

  it('refuses a status whose code Midtrans gives otherwise, and an order it does not know', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const odd = await notify({
      payment,
      status: 'settlement',
      midtrans: { status: 'settlement', code: '201' },
    });
    expect(odd.statusCode).toBe(401);
    expect(odd.json().code).toBe('WEBHOOK_SIGNATURE');
    const unknown = await notify({ payment, status: 'settlement', midtrans: 'unknown' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('WEBHOOK_SIGNATURE');
    const cheaper = await notify({
      payment,
      status: 'settlement',
      midtrans: { status: 'settlement', code: '200', gross: '1000.00' },
    });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().code).toBe('PAYMENT_MISMATCH');
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
  });

  it('answers 503 while Midtrans cannot be asked, so that it notifies again, then applies', async () => {
    const owner = await signUpOwner(t);
    const payment = await checkout(owner);
    const down = await notify({ payment, status: 'settlement', midtrans: 'down' });
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('SERVICE_UNAVAILABLE');
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    const back = await notify({ payment, status: 'settlement' });
    expect(back.json().message).toBe('applied');
    expect((await paymentOf(owner, payment.id)).status).toBe('paid');
  });
});
