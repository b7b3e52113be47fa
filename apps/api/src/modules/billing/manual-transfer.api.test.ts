/**
 * Plans paid by bank transfer (issue 17): the checkout shows the platform's account and the
 * payment's reference, the business sends its proof (checked by its bytes), and staff confirm or
 * reject it in the admin area, each with a reason in the platform's audit log. A confirmed
 * transfer activates the plan exactly once, however many confirmations race.
 */
import type {
  Checkout,
  Notification,
  Payment,
  PlatformAuditEntry,
  Subscription,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../test/files';
import { createTestApp, type TestApp } from '../../test/harness';
import { runJob } from '../../test/jobs';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { signUpStaff, signUpSuperadmin } from '../../test/staff';
import { inboxOf } from '../notifications/notifications-test-helpers';

const ACCOUNT = { bank: 'BCA', account_number: '123 456 7890', account_name: 'PT Usaha Digital' };

let t: TestApp;
let staff: Owner;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      MANUAL_TRANSFER_BANK: ACCOUNT.bank,
      MANUAL_TRANSFER_ACCOUNT_NUMBER: ACCOUNT.account_number,
      MANUAL_TRANSFER_ACCOUNT_NAME: ACCOUNT.account_name,
    },
  });
  staff = await signUpStaff(t, await signUpSuperadmin(t));
});
afterAll(() => t.close());

async function transferCheckout(owner: Owner, interval = 'yearly'): Promise<Payment> {
  const response = await owner.request('POST', '/api/v1/billing/checkout/', {
    body: { plan: 'pro', interval, provider: 'manual' },
  });
  const { payment, url } = data<Checkout>(response, 201);
  if (!payment) throw new Error('no payment');
  expect(url).toBe(`/payment/status/${payment.id}`);
  return payment;
}

const proofUrl = (id: string) => `/api/v1/billing/payments/${id}/proof/`;
const sendProof = (owner: Owner, id: string, body: Buffer, type = 'image/png') =>
  owner.request('POST', proofUrl(id), { body, headers: { 'content-type': type } });
const confirm = (id: string, reason = 'Seen on the BCA statement of today') =>
  staff.request('POST', `/api/v1/admin/payments/${id}/confirm/`, { body: { reason } });
const paymentOf = async (owner: Owner, id: string) =>
  data<Payment>(await owner.request('GET', `/api/v1/billing/payments/${id}/`));
const subscriptionOf = async (owner: Owner) =>
  data<Subscription>(await owner.request('GET', '/api/v1/billing/subscription/'));
const auditOf = async (businessId: string) =>
  data<PlatformAuditEntry[]>(
    await staff.request('GET', `/api/v1/admin/audit/?business_id=${businessId}`),
  );

describe('a checkout by bank transfer', () => {
  it('offers the transfer beside the online checkout and shows where to send the money', async () => {
    const owner = await signUpOwner(t);
    expect((await subscriptionOf(owner)).payment_providers).toEqual(['sandbox', 'manual']);
    const payment = await transferCheckout(owner);
    expect(payment).toMatchObject({
      provider: 'manual',
      status: 'pending',
      plan: 'pro',
      interval: 'yearly',
      transfer: ACCOUNT,
      proof_uploaded_at: null,
    });
    expect(payment.reference).toMatch(/^USH-[A-Z2-9]{10}$/);
    // A transfer takes longer than a card: three days to pay.
    const hours = (Date.parse(payment.expires_at) - Date.parse(payment.created_at)) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    // A sandbox payment shows no account.
    const online = await owner.request('POST', '/api/v1/billing/checkout/', {
      body: { plan: 'pro', interval: 'monthly' },
    });
    expect(data<Checkout>(online, 201).payment?.transfer).toBeNull();
  });

  it('refuses a method the server does not offer', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', '/api/v1/billing/checkout/', {
      body: { plan: 'pro', interval: 'monthly', provider: 'stripe' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});

describe('the proof', () => {
  it('takes an image or a PDF, read from its bytes, and gives it back as sent', async () => {
    const owner = await signUpOwner(t);
    const payment = await transferCheckout(owner);
    const png = tinyPng();
    const sent = data<Payment>(await sendProof(owner, payment.id, png));
    expect(sent.proof_uploaded_at).not.toBeNull();
    const back = await owner.request('GET', proofUrl(payment.id));
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.rawPayload.equals(png)).toBe(true);
    // A PDF (a bank's e-receipt) replaces it, whatever type the upload claimed.
    data<Payment>(await sendProof(owner, payment.id, tinyPdf(), 'application/octet-stream'));
    expect((await owner.request('GET', proofUrl(payment.id))).headers['content-type']).toBe(
      'application/pdf',
    );
    // Staff read it through the admin area.
    const seen = await staff.request('GET', `/api/v1/admin/payments/${payment.id}/proof/`);
    expect(seen.headers['content-type']).toBe('application/pdf');
  });

  it('refuses what is not an image or a PDF, an empty file and one too large', async () => {
    const owner = await signUpOwner(t);
    const payment = await transferCheckout(owner);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await sendProof(owner, payment.id, html, 'image/png');
    expect(refused.statusCode).toBe(415);
    expect((await sendProof(owner, payment.id, Buffer.alloc(0))).statusCode).toBe(400);
    const large = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await sendProof(owner, payment.id, large)).statusCode).toBe(413);
    expect((await paymentOf(owner, payment.id)).proof_uploaded_at).toBeNull();
    expect((await owner.request('GET', proofUrl(payment.id))).statusCode).toBe(404);
  });

  it("is another business's secret: 404 to send or read", async () => {
    const owner = await signUpOwner(t);
    const payment = await transferCheckout(owner);
    await sendProof(owner, payment.id, tinyPng());
    const other = await signUpOwner(t);
    expect((await other.request('GET', proofUrl(payment.id))).statusCode).toBe(404);
    expect((await sendProof(other, payment.id, tinyPng())).statusCode).toBe(404);
  });

  it('keeps a transfer with its proof waiting for staff, and brings back one sent late', async () => {
    const owner = await signUpOwner(t);
    const withProof = await transferCheckout(owner);
    await sendProof(owner, withProof.id, tinyPng());
    const without = await transferCheckout(owner);
    await runJob(t, 'billing-renewals', new Date(Date.now() + 4 * 86_400_000));
    expect((await paymentOf(owner, withProof.id)).status).toBe('pending');
    expect((await paymentOf(owner, without.id)).status).toBe('expired');
    // The money may have moved after the checkout ran out: its proof brings it back to staff.
    const late = data<Payment>(await sendProof(owner, without.id, tinyPng()));
    expect(late.status).toBe('pending');
  });
});

describe('staff confirm', () => {
  it('activates the plan once, tells the owner, and writes who, why and what changed', async () => {
    const owner = await signUpOwner(t);
    const payment = await transferCheckout(owner);
    await sendProof(owner, payment.id, tinyPng());
    const confirmed = data<Payment>(await confirm(payment.id));
    expect(confirmed.status).toBe('paid');
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({
      status: 'active',
      interval: 'yearly',
      price: payment.amount,
    });
    expect(subscription.plan.code).toBe('pro');
    expect(subscription.current_period_end).toBe(confirmed.period_end);
    const again = await confirm(payment.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('PAYMENT_NOT_PENDING');
    const [line] = await auditOf(owner.businessId);
    expect(line).toMatchObject({
      action: 'payment.confirm',
      target_type: 'payment',
      target_id: payment.id,
      reason: 'Seen on the BCA statement of today',
      before: { status: 'pending' },
    });
    expect(line?.actor_email).toContain('@');
    const inbox: Notification[] = (await inboxOf(owner, '?type=plan_payment_confirmed', 'en')).data;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.body).toContain(payment.reference);
  });

  it('grants one period however many confirmations race', async () => {
    const owner = await signUpOwner(t);
    const payment = await transferCheckout(owner, 'monthly');
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(payment.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 422].includes(answer.statusCode))).toBe(true);
    const lines = await auditOf(owner.businessId);
    expect(lines.filter((line) => line.action === 'payment.confirm')).toHaveLength(1);
    const paid = await paymentOf(owner, payment.id);
    expect((await subscriptionOf(owner)).current_period_end).toBe(paid.period_end);
  });

  it('settles only transfers, and needs a reason', async () => {
    const owner = await signUpOwner(t);
    const checkout = await owner.request('POST', '/api/v1/billing/checkout/', {
      body: { plan: 'pro', interval: 'monthly' },
    });
    const online = data<Checkout>(checkout, 201).payment as Payment;
    expect((await confirm(online.id)).json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const payment = await transferCheckout(owner);
    const silent = await staff.request('POST', `/api/v1/admin/payments/${payment.id}/confirm/`, {
      body: { reason: ' ' },
    });
    expect(silent.statusCode).toBe(400);
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    const unknown = await confirm('0190a0a0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('staff reject', () => {
  it('fails the payment with its reason, which the owner reads', async () => {
    const owner = await signUpOwner(t);
    const payment = await transferCheckout(owner);
    await sendProof(owner, payment.id, tinyPng());
    const reason = 'The amount on the slip is Rp 99.000, not the price';
    const rejected = await staff.request('POST', `/api/v1/admin/payments/${payment.id}/reject/`, {
      body: { reason },
    });
    expect(data<Payment>(rejected)).toMatchObject({ status: 'failed', rejection_reason: reason });
    expect((await paymentOf(owner, payment.id)).rejection_reason).toBe(reason);
    expect((await subscriptionOf(owner)).status).toBe('trialing');
    expect((await confirm(payment.id)).json().code).toBe('PAYMENT_NOT_PENDING');
    expect((await sendProof(owner, payment.id, tinyPng())).json().code).toBe('PAYMENT_NOT_PENDING');
    const inbox: Notification[] = (await inboxOf(owner, '?type=plan_payment_rejected', 'en')).data;
    expect(inbox[0]?.body).toContain(reason);
  });
});
