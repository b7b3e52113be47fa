/**
 * Every subscription as staff see it (`admin/subscriptions/`), and what they do to one: the plan
 * and status worked out in SQL agree with `subscriptionState` for every kind of row; the filters
 * select what the rows show; extend, change plan and cancel change what they say, each with its
 * line (before and after) in the platform's audit log; staff change a plan's prices and limits
 * while running subscriptions keep their price.
 */
import {
  type AdminSubscription,
  type Plan,
  type PlanCode,
  type PlatformAuditEntry,
  type Subscription,
  type SubscriptionStatus,
  subscriptionState,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { emailOf, signUpStaff, signUpSuperadmin } from '../../test/staff';

let t: TestApp;
let staff: Owner;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUpStaff(t, await signUpSuperadmin(t));
});
afterAll(() => t.close());

const LIST = '/api/v1/admin/subscriptions/';
const rowOf = async (owner: Owner) =>
  data<{ subscription: AdminSubscription }>(
    await staff.request('GET', `${LIST}${owner.businessId}/`),
  ).subscription;
const listed = async (query: string) =>
  data<AdminSubscription[]>(await staff.request('GET', `${LIST}?limit=100&${query}`));
const act = (owner: Owner, action: string, body: object) =>
  staff.request('POST', `${LIST}${owner.businessId}/${action}/`, { body });
const subscriptionOf = async (owner: Owner) =>
  data<Subscription>(await owner.request('GET', '/api/v1/billing/subscription/'));

async function setRow(owner: Owner, set: string) {
  await t.database.query(`update subscriptions set ${set} where business_id = $1`, [
    owner.businessId,
  ]);
}

describe('the list', () => {
  it('shows the plan and status subscriptionState gives, for every kind of row', async () => {
    const cases = [
      "status = 'trialing', period_end = now() + interval '5 days'",
      "status = 'trialing', period_end = now() - interval '1 day'",
      "plan_code = 'bisnis', status = 'active', interval = 'yearly', price = 100, period_end = now() + interval '20 days'",
      "plan_code = 'pro', status = 'active', interval = 'monthly', price = 100, period_end = now() - interval '2 days'",
      "plan_code = 'pro', status = 'active', interval = 'monthly', price = 100, period_end = now() - interval '9 days'",
      "plan_code = 'pro', status = 'active', interval = 'monthly', price = 100, period_end = now() - interval '2 days', cancel_at_period_end = true",
      "plan_code = 'pro', status = 'canceled', period_end = now() + interval '2 days'",
      "plan_code = 'gratis', status = 'active', interval = null, price = null, period_end = null",
    ];
    for (const set of cases) {
      const owner = await signUpOwner(t);
      await setRow(owner, set);
      const [stored] = await t.database.query<{
        plan_code: PlanCode;
        status: SubscriptionStatus;
        period_end: Date | null;
        cancel_at_period_end: boolean;
      }>('select * from subscriptions where business_id = $1', [owner.businessId]);
      if (!stored) throw new Error('no subscription');
      const expected = subscriptionState(
        {
          planCode: stored.plan_code,
          status: stored.status,
          periodEnd: stored.period_end && new Date(stored.period_end),
          cancelAtPeriodEnd: stored.cancel_at_period_end,
        },
        new Date(),
      );
      const row = await rowOf(owner);
      expect({ set, plan: row.plan, status: row.status }).toEqual({
        set,
        plan: expected.planCode,
        status: expected.status,
      });
      // What the business itself is told agrees.
      const own = await subscriptionOf(owner);
      expect([own.plan.code, own.status]).toEqual([row.plan, row.status]);
    }
  });

  it('filters by plan, status, ending soon and the owner’s email, in keyset pages', async () => {
    const ending = await signUpOwner(t);
    await setRow(ending, "status = 'trialing', period_end = now() + interval '3 days'");
    const later = await signUpOwner(t);
    await setRow(
      later,
      "plan_code = 'bisnis', status = 'active', interval = 'monthly', price = 100, period_end = now() + interval '25 days'",
    );
    const soon = (await listed('ending_soon=true')).map((row) => row.business_id);
    expect(soon).toContain(ending.businessId);
    expect(soon).not.toContain(later.businessId);
    const bisnis = await listed('plan=bisnis&status=active');
    expect(bisnis.map((row) => row.business_id)).toContain(later.businessId);
    expect(bisnis.every((row) => row.plan === 'bisnis' && row.status === 'active')).toBe(true);
    const email = await emailOf(later);
    const found = await listed(`q=${encodeURIComponent(email.toUpperCase())}`);
    expect(found.map((row) => row.owner_email)).toEqual([email]);
    // A search that names a wildcard matches it as a character.
    expect(await listed('q=%25')).toEqual([]);
    // Pages of two, newest business first, each business once.
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 50; page++) {
      const response = await staff.request('GET', `${LIST}?limit=2${cursor}`);
      const body = response.json<{
        data: AdminSubscription[];
        meta: { next_cursor: string | null };
      }>();
      seen.push(...body.data.map((row) => row.business_id));
      if (!body.meta.next_cursor) break;
      cursor = `&cursor=${body.meta.next_cursor}`;
    }
    const [{ count } = { count: 0 }] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from businesses',
    );
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    expect((await staff.request('GET', `${LIST}?cursor=not-a-cursor`)).statusCode).toBe(400);
  });
});

describe('staff actions', () => {
  const reason = 'Asked by the owner on the phone';

  it('extends a trial, audited with before and after', async () => {
    const owner = await signUpOwner(t);
    const before = await rowOf(owner);
    const extended = data<AdminSubscription>(await act(owner, 'extend', { days: 7, reason }));
    const days =
      (Date.parse(extended.current_period_end ?? '') -
        Date.parse(before.current_period_end ?? '')) /
      86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(extended.status).toBe('trialing');
    const [line] = data<PlatformAuditEntry[]>(
      await staff.request('GET', `/api/v1/admin/audit/?business_id=${owner.businessId}`),
    );
    expect(line).toMatchObject({ action: 'subscription.extend', reason });
    expect(line?.after).toMatchObject({ period_end: extended.current_period_end });
  });

  it('refuses to extend Gratis, and answers 404 for a business that does not exist', async () => {
    const owner = await signUpOwner(t);
    data(await act(owner, 'plan', { plan: 'gratis', reason }));
    const refused = await act(owner, 'extend', { days: 7, reason });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('NOTHING_TO_EXTEND');
    const missing = await staff.request(
      'POST',
      `${LIST}0190a0a0-0000-7000-8000-000000000000/extend/`,
      { body: { days: 7, reason } },
    );
    expect(missing.statusCode).toBe(404);
    expect((await act(owner, 'extend', { days: 0, reason })).statusCode).toBe(400);
  });

  it('changes the plan and ends a subscription, as the business then sees it', async () => {
    const owner = await signUpOwner(t);
    const bisnis = data<AdminSubscription>(await act(owner, 'plan', { plan: 'bisnis', reason }));
    expect(bisnis).toMatchObject({ plan: 'bisnis', status: 'active' });
    expect((await subscriptionOf(owner)).plan.code).toBe('bisnis');
    const ended = data<AdminSubscription>(await act(owner, 'cancel', { reason }));
    expect(ended).toMatchObject({ plan: 'gratis', status: 'canceled' });
    expect((await subscriptionOf(owner)).plan.code).toBe('gratis');
    const again = await act(owner, 'cancel', { reason });
    expect(again.json().code).toBe('NO_PAID_SUBSCRIPTION');
    const lines = data<PlatformAuditEntry[]>(
      await staff.request('GET', `/api/v1/admin/audit/?business_id=${owner.businessId}`),
    );
    expect(lines.map((line) => line.action)).toEqual([
      'subscription.cancel',
      'subscription.change_plan',
    ]);
  });
});

describe('plans', () => {
  it('new prices for new checkouts; a running subscription keeps the price it was bought at', async () => {
    const owner = await signUpOwner(t);
    await setRow(
      owner,
      "plan_code = 'pro', status = 'active', interval = 'monthly', price = 4900000, period_end = now() + interval '10 days'",
    );
    const plans = data<Plan[]>(await staff.request('GET', '/api/v1/billing/plans/'));
    const pro = plans.find((plan) => plan.code === 'pro') as Plan;
    const body = {
      monthly_price: pro.monthly_price + 1_000_000,
      yearly_price: pro.yearly_price + 10_000_000,
      limits: { ...pro.limits, users: 6 },
      reason: 'New prices from January',
    };
    try {
      const saved = data<Plan>(await staff.request('PUT', '/api/v1/admin/plans/pro/', { body }));
      expect(saved).toMatchObject({ monthly_price: body.monthly_price, limits: { users: 6 } });
      expect((await subscriptionOf(owner)).price).toBe(4_900_000);
      const checkout = await owner.request('POST', '/api/v1/billing/checkout/', {
        body: { plan: 'pro', interval: 'monthly' },
      });
      expect(checkout.json().data.payment.amount).toBe(body.monthly_price);
      const [line] = data<PlatformAuditEntry[]>(await staff.request('GET', '/api/v1/admin/audit/'));
      expect(line).toMatchObject({ action: 'plan.update', target_id: 'pro' });
      expect(line?.before).toMatchObject({ monthly_price: pro.monthly_price });
    } finally {
      await staff.request('PUT', '/api/v1/admin/plans/pro/', {
        body: {
          ...body,
          monthly_price: pro.monthly_price,
          yearly_price: pro.yearly_price,
          limits: pro.limits,
        },
      });
    }
  });

  it('keeps Gratis free and a paid plan priced', async () => {
    const limits = { users: 1, cashbooks: 2, invoices_per_month: 20 };
    const reason = 'Trying a price';
    const free = await staff.request('PUT', '/api/v1/admin/plans/gratis/', {
      body: { monthly_price: 100, yearly_price: 0, limits, reason },
    });
    expect(free.statusCode).toBe(400);
    const unpriced = await staff.request('PUT', '/api/v1/admin/plans/bisnis/', {
      body: { monthly_price: 0, yearly_price: 0, limits, reason },
    });
    expect(unpriced.statusCode).toBe(400);
    const fraction = await staff.request('PUT', '/api/v1/admin/plans/bisnis/', {
      body: { monthly_price: 10.5, yearly_price: 100, limits, reason },
    });
    expect(fraction.statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    await expect(t.database.query('update platform_audit set reason = $1', ['x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.query('delete from platform_audit')).rejects.toThrow(/append-only/);
  });
});
