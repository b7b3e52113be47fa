/**
 * The plans' limits (issue 17): a new business's trial of Pro, Gratis once it ends, and every
 * write that makes a counted thing refused at the limit with 422 PLAN_LIMIT naming the limit and
 * the plan, in the caller's language — also under ten parallel creates — and nothing changed.
 */
import type { Cashbook, Subscription } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endPeriod, putOnPlan } from '../../test/billing';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice } from '../../test/invoices';
import { addMember, createBook, data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscriptionOf = async (owner: Owner) =>
  data<Subscription>(await owner.request('GET', '/api/v1/billing/subscription/'));
const openBooks = async (owner: Owner) =>
  data<Cashbook[]>(await owner.request('GET', '/api/v1/cashbooks/')).length;
const ID = { 'accept-language': 'id' };
const usedOf = (subscription: Subscription, limit: string) =>
  subscription.usage.find((row) => row.limit === limit);

describe('plans', () => {
  it('are public, in order, with their prices in rupiah and their limits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/billing/plans/' });
    const plans = response.json<{ data: Subscription['plan'][] }>().data;
    expect(response.statusCode).toBe(200);
    expect(plans.map((plan) => [plan.code, plan.monthly_price, plan.yearly_price])).toEqual([
      ['gratis', 0, 0],
      ['pro', 49_000_00, 490_000_00],
      ['bisnis', 149_000_00, 1_490_000_00],
    ]);
    expect(plans.map((plan) => plan.limits)).toEqual([
      { users: 1, cashbooks: 2, invoices_per_month: 20 },
      { users: 5, cashbooks: 10, invoices_per_month: 500 },
      { users: 20, cashbooks: null, invoices_per_month: null },
    ]);
  });
});

describe('a new business', () => {
  it('starts a 14-day trial of Pro, with its usage', async () => {
    const owner = await signUpOwner(t);
    await createBook(owner);
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({
      plan: { code: 'pro' },
      status: 'trialing',
      interval: null,
      price: null,
      trial_days_left: 14,
      cancel_at_period_end: false,
    });
    expect(subscription.usage).toEqual([
      { limit: 'users', used: 1, max: 5 },
      { limit: 'cashbooks', used: 1, max: 10 },
      { limit: 'invoices_per_month', used: 0, max: 500 },
    ]);
  });

  it('is only for those who manage billing', async () => {
    const owner = await signUpOwner(t);
    const manager = await addMember(t, owner, 'manager');
    const response = await manager.request('GET', '/api/v1/billing/subscription/');
    expect(response.statusCode).toBe(403);
  });
});

describe('after the trial, on Gratis', () => {
  it('refuses a third cash book, in either language, and a book out of the archive', async () => {
    const owner = await signUpOwner(t);
    const first = await createBook(owner, { name: 'Kas 1' });
    await createBook(owner, { name: 'Kas 2' });
    await endPeriod(t, owner.businessId);
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({
      plan: { code: 'gratis' },
      status: 'expired',
      trial_days_left: null,
      current_period_end: null,
    });
    expect(usedOf(subscription, 'cashbooks')).toEqual({ limit: 'cashbooks', used: 2, max: 2 });
    const refused = await owner.request('POST', '/api/v1/cashbooks/', {
      body: { name: 'Kas 3', kind: 'cash' },
      headers: ID,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'Paket Gratis hanya untuk 2 buku kas. Upgrade paket untuk menambah buku kas.',
    });
    const english = await owner.request('POST', '/api/v1/cashbooks/', {
      body: { name: 'Kas 3', kind: 'cash' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(
      'The Gratis plan allows 2 cash books. Upgrade your plan to add more.',
    );
    expect(await openBooks(owner)).toBe(2);
    // Archived, a book frees its place; taken out again beyond the limit, it is refused.
    const archive = (version: number, archived: boolean) =>
      owner.request('PUT', `/api/v1/cashbooks/${first.id}/`, { body: { version, archived } });
    const archived = data<Cashbook>(await archive(first.version, true));
    await createBook(owner, { name: 'Kas 3' });
    const back = await archive(archived.version, false);
    expect(back.statusCode).toBe(422);
    expect(back.json().code).toBe('PLAN_LIMIT');
    expect(await openBooks(owner)).toBe(2);
  });

  it('refuses the 21st invoice of the month, whatever its date, drafts deleted or not', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, { name: 'Pelanggan' });
    const first = await createInvoice(owner, { contact_id: contact.id });
    for (let made = 1; made < 5; made++) await createInvoice(owner, { contact_id: contact.id });
    await endPeriod(t, owner.businessId);
    for (let made = 5; made < 20; made++) await createInvoice(owner, { contact_id: contact.id });
    const refused = await owner.request('POST', '/api/v1/invoices/', {
      body: {
        contact_id: contact.id,
        issue_date: '2020-01-01',
        lines: [{ description: 'Kopi', quantity: 1000, unit_price: 10_000 }],
      },
      headers: ID,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'Paket Gratis hanya untuk 20 faktur per bulan. Upgrade paket atau tunggu bulan depan.',
    });
    // A draft deleted does not give its place back: the month's count only grows.
    const deleted = await owner.request('DELETE', `/api/v1/invoices/${first.id}/`);
    expect(deleted.statusCode).toBe(200);
    const again = await owner.request('POST', '/api/v1/invoices/', {
      body: {
        contact_id: contact.id,
        lines: [{ description: 'Kopi', quantity: 1000, unit_price: 1 }],
      },
    });
    expect(again.statusCode).toBe(422);
    const subscription = await subscriptionOf(owner);
    expect(usedOf(subscription, 'invoices_per_month')).toMatchObject({ used: 20, max: 20 });
  });

  it('refuses an invitation, and a member enabled again', async () => {
    const owner = await signUpOwner(t, 'id', { verified: true });
    const cashier = await addMember(t, owner, 'cashier');
    const [user] = await t.database.query<{ id: string }>(
      `select user_id as id from memberships where business_id = $1 and role = 'cashier'`,
      [owner.businessId],
    );
    const disabled = await owner.request('PUT', `/api/v1/team/members/${user?.id}/`, {
      body: { status: 'disabled' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await endPeriod(t, owner.businessId);
    const invited = await owner.request('POST', '/api/v1/team/invitations/', {
      body: { email: 'kasir.baru@example.com', role: 'cashier' },
      headers: ID,
    });
    expect(invited.statusCode).toBe(422);
    expect(invited.json().message).toBe(
      'Paket Gratis hanya untuk 1 pengguna. Upgrade paket untuk menambah anggota.',
    );
    const english = await owner.request('POST', '/api/v1/team/invitations/', {
      body: { email: 'kasir.baru@example.com', role: 'cashier' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(
      'The Gratis plan allows 1 user. Upgrade your plan to add members.',
    );
    const enabled = await owner.request('PUT', `/api/v1/team/members/${user?.id}/`, {
      body: { status: 'active' },
    });
    expect(enabled.statusCode).toBe(422);
    expect(enabled.json().code).toBe('PLAN_LIMIT');
    expect((await cashier.request('GET', '/api/v1/cashbooks/')).statusCode).toBe(403);
  });
});

describe('a business without a subscription row (made by hand in the database)', () => {
  it('is on Gratis: it reads its subscription and its limits apply', async () => {
    const owner = await signUpOwner(t);
    await t.database.query('delete from subscriptions where business_id = $1', [owner.businessId]);
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({ plan: { code: 'gratis' }, status: 'active' });
    await t.database.query('delete from subscriptions where business_id = $1', [owner.businessId]);
    await createBook(owner, { name: 'Kas 1' });
    await createBook(owner, { name: 'Kas 2' });
    const third = await owner.request('POST', '/api/v1/cashbooks/', {
      body: { name: 'Kas 3', kind: 'cash' },
    });
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('PLAN_LIMIT');
  });
});

describe('seats held by invitations', () => {
  const invite = (owner: Owner, email: string) =>
    owner.request('POST', '/api/v1/team/invitations/', { body: { email, role: 'cashier' } });

  it('an expired invitation sent again takes a seat, and is refused beyond the plan', async () => {
    const owner = await signUpOwner(t, 'id', { verified: true });
    const sent = await invite(owner, 'lama@example.com');
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = data<{ id: string }>(sent, 201);
    await t.database.query(
      `update invitations set expires_at = now() - interval '1 day' where id = $1`,
      [id],
    );
    await endPeriod(t, owner.businessId);
    const again = await owner.request('POST', `/api/v1/team/invitations/${id}/resend/`);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('PLAN_LIMIT');
    const [row] = await t.database.query<{ expired: boolean }>(
      'select expires_at < now() as expired from invitations where id = $1',
      [id],
    );
    expect(row?.expired).toBe(true);
  });

  it('a member enabled again cannot take the seat an open invitation holds', async () => {
    const owner = await signUpOwner(t, 'id', { verified: true });
    await addMember(t, owner, 'cashier');
    const [user] = await t.database.query<{ id: string }>(
      `select user_id as id from memberships where business_id = $1 and role = 'cashier'`,
      [owner.businessId],
    );
    const member = `/api/v1/team/members/${user?.id}/`;
    const disabled = await owner.request('PUT', member, { body: { status: 'disabled' } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Pro's 5 seats: the owner and 4 invitations still open.
    for (const name of ['a', 'b', 'c', 'd']) {
      expect((await invite(owner, `${name}@example.com`)).statusCode).toBe(201);
    }
    const enabled = await owner.request('PUT', member, { body: { status: 'active' } });
    expect(enabled.statusCode).toBe(422);
    expect(enabled.json().code).toBe('PLAN_LIMIT');
  });
});

describe('at the limit, ten parallel creates', () => {
  it('leave exactly the limit', async () => {
    const owner = await signUpOwner(t);
    for (let made = 0; made < 7; made++) await createBook(owner, { name: `Kas ${made}` });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        owner.request('POST', '/api/v1/cashbooks/', {
          body: { name: `Paralel ${index}`, kind: 'cash' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(7).fill(422)]);
    expect(await openBooks(owner)).toBe(10);
  });

  it('a paid plan without a limit leaves every create', async () => {
    const owner = await signUpOwner(t);
    await putOnPlan(t, owner.businessId, 'bisnis');
    for (let made = 0; made < 12; made++) await createBook(owner, { name: `Kas ${made}` });
    expect(await openBooks(owner)).toBe(12);
    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({ plan: { code: 'bisnis' }, status: 'active' });
    expect(usedOf(subscription, 'cashbooks')).toEqual({ limit: 'cashbooks', used: 12, max: null });
  });
});
