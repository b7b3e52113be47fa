/**
 * Payments for plans (issue 17), through the sandbox provider: a checkout makes a payment at the
 * plan's price, its signed event activates the plan exactly once however often it arrives, and
 * nothing is granted on a bad signature, a stale one, or another amount.
 */
import type { Checkout, Payment, Subscription } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverSandboxEvent } from '../../test/billing';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { pdfText } from '../../test/report-downloads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const checkout = async (owner: Owner, plan = 'pro', interval = 'monthly') =>
  data<Checkout>(
    await owner.request('POST', '/api/v1/billing/checkout/', { body: { plan, interval } }),
    201,
  );
const subscriptionOf = async (owner: Owner) =>
  data<Subscription>(await owner.request('GET', '/api/v1/billing/subscription/'));
const paymentOf = async (owner: Owner, id: string) =>
  data<Payment>(await owner.request('GET', `/api/v1/billing/payments/${id}/`));
const paidEvent = (payment: Payment, id = `evt-${payment.id}`) => ({
  id,
  reference: payment.reference,
  status: 'paid' as const,
  amount: payment.amount,
  currency: payment.currency,
});
const DAY_MS = 86_400_000;

describe('a checkout', () => {
  it('makes a pending payment at the plan’s price and a link to the sandbox checkout', async () => {
    const owner = await signUpOwner(t);
    const { payment, url } = await checkout(owner, 'bisnis', 'yearly');
    expect(payment).toMatchObject({
      plan: 'bisnis',
      interval: 'yearly',
      amount: 1_490_000_00,
      currency: 'IDR',
      provider: 'sandbox',
      status: 'pending',
      paid_at: null,
    });
    expect(payment?.reference).toMatch(/^USH-[A-Z2-9]{10}$/);
    expect(url).toMatch(new RegExp(`^/api/v1/billing/sandbox/${payment?.id}/\\?token=[\\w-]{43}$`));
    const listed = data<Payment[]>(await owner.request('GET', '/api/v1/billing/payments/'));
    expect(listed.map((row) => row.id)).toEqual([payment?.id]);
    // Another business does not see it.
    const stranger = await signUpOwner(t);
    const peek = await stranger.request('GET', `/api/v1/billing/payments/${payment?.id}/`);
    expect(peek.statusCode).toBe(404);
  });

  it('to Gratis pays nothing, and on a trial changes nothing', async () => {
    const owner = await signUpOwner(t);
    expect(await checkout(owner, 'gratis')).toEqual({
      payment: null,
      url: '/apps/settings/subscription',
    });
    expect(await subscriptionOf(owner)).toMatchObject({
      status: 'trialing',
      plan: { code: 'pro' },
    });
  });

  it('refuses a plan or interval that does not exist', async () => {
    const owner = await signUpOwner(t);
    const bad = await owner.request('POST', '/api/v1/billing/checkout/', {
      body: { plan: 'platinum', interval: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(data<Payment[]>(await owner.request('GET', '/api/v1/billing/payments/'))).toEqual([]);
  });
});

describe('the sandbox checkout page', () => {
  it('shows the payment to whoever holds the link, its business name escaped', async () => {
    const owner = await signUpOwner(t);
    await t.database.query(`update businesses set name = $2 where id = $1`, [
      owner.businessId,
      'Toko <script>alert(1)</script> & "Putri"',
    ]);
    const { url } = await checkout(owner);
    const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'id' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Paket Pro, bulanan');
    expect(page.body).toContain('Bayar Rp');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(
      'Toko &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Putri&#34;',
    );
    const wrong = await t.app.inject({ method: 'GET', url: url.replace(/token=.*/, 'token=abc') });
    expect(wrong.statusCode).toBe(404);
  });

  it('"pay" activates the plan for a month after the trial and goes back to the app', async () => {
    const owner = await signUpOwner(t);
    const trialEnd = Date.parse((await subscriptionOf(owner)).current_period_end ?? '');
    const { payment, url } = await checkout(owner);
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/billing/sandbox/${payment?.id}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action: 'pay' }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/payment/success?payment=${payment?.id}`);
    const paid = await paymentOf(owner, payment?.id ?? '');
    expect(paid.status).toBe('paid');
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({
      plan: { code: 'pro' },
      status: 'active',
      interval: 'monthly',
      price: 49_000_00,
      trial_days_left: null,
      cancel_at_period_end: false,
    });
    const end = Date.parse(subscription.current_period_end ?? '');
    expect(end - trialEnd).toBeGreaterThan(27 * DAY_MS);
    expect(end - trialEnd).toBeLessThan(32 * DAY_MS);
    // The link is spent: the page and its buttons say the payment is settled.
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('PAYMENT_NOT_PENDING');
  });

  it('"cancel" cancels the payment and leaves the subscription as it was', async () => {
    const owner = await signUpOwner(t);
    const { payment, url } = await checkout(owner);
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/billing/sandbox/${payment?.id}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action: 'cancel' }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/payment/cancel?payment=${payment?.id}`);
    expect((await paymentOf(owner, payment?.id ?? '')).status).toBe('canceled');
    expect(await subscriptionOf(owner)).toMatchObject({ status: 'trialing' });
  });
});

describe('a provider’s event', () => {
  it('activates exactly once, however many times and however many at once it arrives', async () => {
    const owner = await signUpOwner(t);
    const { payment } = await checkout(owner);
    if (!payment) throw new Error('no payment');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliverSandboxEvent(t, paidEvent(payment))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().message === 'applied')).toHaveLength(1);
    const first = await subscriptionOf(owner);
    // Another event id saying the same payment is paid grants nothing more.
    await deliverSandboxEvent(t, paidEvent(payment, 'evt-other'));
    expect((await subscriptionOf(owner)).current_period_end).toBe(first.current_period_end);
    const [activations] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from activities where business_id = $1 and action = 'subscription.activate'`,
      [owner.businessId],
    );
    expect(activations?.n).toBe(1);
  });

  it('renews from the end of the running period, not from today', async () => {
    const owner = await signUpOwner(t);
    const first = await checkout(owner);
    if (!first.payment) throw new Error('no payment');
    await deliverSandboxEvent(t, paidEvent(first.payment));
    const firstEnd = (await paymentOf(owner, first.payment.id)).period_end;
    const second = await checkout(owner);
    if (!second.payment) throw new Error('no payment');
    await deliverSandboxEvent(t, paidEvent(second.payment));
    const renewed = await paymentOf(owner, second.payment.id);
    expect(renewed.period_start).toBe(firstEnd);
    expect((await subscriptionOf(owner)).current_period_end).toBe(renewed.period_end);
  });

  it('paid during the trial, starts when the trial ends: its days are kept, the plan bought applies now', async () => {
    for (const plan of ['pro', 'bisnis']) {
      const owner = await signUpOwner(t);
      const trial = await subscriptionOf(owner);
      expect(trial).toMatchObject({ status: 'trialing', trial_days_left: 14 });
      const trialEnd = trial.current_period_end ?? '';
      const { payment } = await checkout(owner, plan);
      if (!payment) throw new Error('no payment');
      await deliverSandboxEvent(t, paidEvent(payment));
      const paid = await paymentOf(owner, payment.id);
      expect(paid.period_start).toBe(trialEnd);
      const end = new Date(trialEnd);
      end.setUTCMonth(end.getUTCMonth() + 1);
      expect(paid.period_end).toBe(end.toISOString());
      expect(await subscriptionOf(owner)).toMatchObject({
        status: 'active',
        plan: { code: plan },
        current_period_end: paid.period_end,
      });
    }
  });

  it('grants nothing on a bad signature, a stale one, or another amount', async () => {
    const owner = await signUpOwner(t);
    const { payment } = await checkout(owner);
    if (!payment) throw new Error('no payment');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhooks/sandbox/',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': `t=1,v1=${'0'.repeat(64)}`,
      },
      payload: JSON.stringify(paidEvent(payment)),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE');
    const stale = await deliverSandboxEvent(t, paidEvent(payment), new Date(Date.now() - 301_000));
    expect(stale.statusCode).toBe(401);
    const cheaper = await deliverSandboxEvent(t, { ...paidEvent(payment), amount: 1_000_00 });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().code).toBe('PAYMENT_MISMATCH');
    const dollars = await deliverSandboxEvent(t, { ...paidEvent(payment), currency: 'USD' });
    expect(dollars.statusCode).toBe(422);
    const unknown = await deliverSandboxEvent(t, {
      ...paidEvent(payment),
      reference: 'USH-XXXXXXXXXX',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await paymentOf(owner, payment.id)).status).toBe('pending');
    expect(await subscriptionOf(owner)).toMatchObject({ status: 'trialing' });
    // The refused events were not counted: the real one still applies.
    expect((await deliverSandboxEvent(t, paidEvent(payment))).json().message).toBe('applied');
  });
});

describe('a receipt', () => {
  it('is a PDF of the paid payment with the business’s NPWP, in the caller’s language', async () => {
    const owner = await signUpOwner(t);
    await t.database.query(`update businesses set npwp = $2 where id = $1`, [
      owner.businessId,
      '01.234.567.8-901.000',
    ]);
    const { payment } = await checkout(owner);
    if (!payment) throw new Error('no payment');
    const url = `/api/v1/billing/payments/${payment.id}/receipt/`;
    expect((await owner.request('GET', url)).statusCode).toBe(404);
    await deliverSandboxEvent(t, paidEvent(payment));
    const receipt = await owner.request('GET', url, { headers: { 'accept-language': 'id' } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(
      `attachment; filename="kwitansi-${payment.reference}.pdf"`,
    );
    const text = (await pdfText(receipt)).replace(/\s+/g, ' ');
    expect(text).toContain('KWITANSI');
    expect(text).toContain(`No. ${payment.reference}`);
    expect(text).toContain('NPWP 01.234.567.8-901.000');
    expect(text).toContain('Langganan Usaha paket Pro bulanan');
    expect(text).toContain('Rp 49.000');
    expect(text).toContain('empat puluh sembilan ribu rupiah');
    expect(text).toContain('LUNAS');
    const stranger = await signUpOwner(t);
    expect((await stranger.request('GET', url)).statusCode).toBe(404);
  });
});

describe('cancel and resume', () => {
  it('need a paid subscription; cancel ends it at the period’s end, resume renews it', async () => {
    const owner = await signUpOwner(t);
    const onTrial = await owner.request('POST', '/api/v1/billing/subscription/cancel/');
    expect(onTrial.statusCode).toBe(422);
    expect(onTrial.json().code).toBe('NO_PAID_SUBSCRIPTION');
    const { payment } = await checkout(owner);
    if (!payment) throw new Error('no payment');
    await deliverSandboxEvent(t, paidEvent(payment));
    const canceled = await owner.request('POST', '/api/v1/billing/subscription/cancel/', {
      headers: { 'accept-language': 'id' },
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().message).toBe('Langganan berakhir di akhir periodenya.');
    expect(await subscriptionOf(owner)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    await owner.request('POST', '/api/v1/billing/subscription/resume/');
    expect(await subscriptionOf(owner)).toMatchObject({ cancel_at_period_end: false });
    // Choosing Gratis is the same as cancelling.
    await checkout(owner, 'gratis');
    expect(await subscriptionOf(owner)).toMatchObject({ cancel_at_period_end: true });
  });
});
