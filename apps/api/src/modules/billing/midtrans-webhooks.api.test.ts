/**
 * Midtrans Snap (issue 17): the checkout opens a Snap transaction through Midtrans's library (a
 * local server stands in for Midtrans), and its notifications are verified by `signature_key`
 * (SHA-512 of order id, status code, gross amount and server key, computed here as Midtrans
 * documents it): settlement applies once, a bad signature or amount changes nothing, a late
 * "expire" does not undo a payment, and a fraud challenge waits.
 */
import type { Checkout, Payment } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviderApi } from '../../test/fake-provider-api';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { midtransSignature } from './providers/midtrans-provider';

const SERVER_KEY = 'SB-Mid-server-usaha-test';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeProviderApi>>;

beforeAll(async () => {
  fake = await startFakeProviderApi({
    '/transactions': {
      token: 'snap-token-usaha',
      redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-usaha',
    },
  });
  t = await createTestApp({
    env: {
      BILLING_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-usaha-test',
      MIDTRANS_SNAP_URL: fake.url,
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
};

function notify({
  payment,
  status,
  code = '200',
  fraud,
  gross,
  key = SERVER_KEY,
  transaction,
}: Notification) {
  const fields = {
    order_id: payment.reference,
    status_code: code,
    gross_amount: gross ?? `${payment.amount / 100}.00`,
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
    await notify({ payment, status: 'capture', fraud: 'challenge' });
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    await notify({ payment, status: 'deny', code: '202' });
    expect((await paymentOf(owner, payment.id)).status).toBe('failed');
  });
});
