/**
 * The admin area's overview (issue 17): hidden (404) from everyone but platform staff, the first
 * superadmins from ADMIN_EMAILS (proven addresses only), and figures that agree with a count made
 * here from the rows themselves with `subscriptionState`.
 */
import {
  type AdminOverview,
  type PlanCode,
  type SubscriptionStatus,
  subscriptionState,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, type Owner, signUpOwner, VERIFIED } from '../../test/ledger';
import { grantAdminEmails, grantSuperadmin } from './admin.module';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OVERVIEW = '/api/v1/admin/overview/';
const DAY = "interval '1 day'";

async function emailOf(owner: Owner): Promise<string> {
  const response = await owner.request('GET', '/api/v1/auth/profile/');
  return response.json<{ user: { email: string } }>().user.email;
}

async function setSubscription(owner: Owner, set: string) {
  await t.database.query(`update subscriptions set ${set} where business_id = $1`, [
    owner.businessId,
  ]);
}

/**
 * The figures counted here, independently of the overview's SQL: each subscription row read and
 * judged by `subscriptionState`, the businesses, users and pending transfers counted as rows.
 */
async function countFromRows(now: Date) {
  const rows = await t.database.query<{
    plan_code: PlanCode;
    status: SubscriptionStatus;
    interval: string | null;
    price: string | null;
    period_end: Date | null;
    cancel_at_period_end: boolean;
  }>(
    'select plan_code, status, interval, price, period_end, cancel_at_period_end from subscriptions',
  );
  const counted = {
    trials: 0,
    past_due: 0,
    pro: 0,
    bisnis: 0,
    monthly: 0,
    yearly: 0,
    churned: 0,
  };
  const jakartaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
  const monthStart = Date.parse(`${jakartaToday.slice(0, 8)}01T00:00:00+07:00`);
  for (const row of rows) {
    const state = subscriptionState(
      {
        planCode: row.plan_code,
        status: row.status,
        periodEnd: row.period_end,
        cancelAtPeriodEnd: row.cancel_at_period_end,
      },
      now,
    );
    if (state.status === 'trialing') counted.trials += 1;
    const paid = row.interval !== null && row.plan_code !== 'gratis' && row.period_end;
    if (paid && row.period_end && state.planCode === 'gratis') {
      const ended = row.period_end.getTime() + (row.cancel_at_period_end ? 0 : 7 * 86_400_000);
      if (ended >= monthStart) counted.churned += 1;
    }
    if (state.status === 'past_due') counted.past_due += 1;
    if (state.status === 'active' && (state.planCode === 'pro' || state.planCode === 'bisnis')) {
      counted[state.planCode] += 1;
      if (row.interval === 'monthly') counted.monthly += Number(row.price);
      if (row.interval === 'yearly') counted.yearly += Number(row.price);
    }
  }
  const [totals] = await t.database.query<{
    businesses: number;
    users: number;
    pending: number;
  }>(
    `select (select count(*)::int from businesses) as businesses,
       (select count(*)::int from users) as users,
       (select count(*)::int from payments where provider = 'manual' and status = 'pending') as pending`,
  );
  return {
    expected: {
      businesses: totals?.businesses,
      users: totals?.users,
      active: { pro: counted.pro, bisnis: counted.bisnis },
      trials: counted.trials,
      past_due: counted.past_due,
      mrr: counted.monthly + Math.round(counted.yearly / 12),
      currency: 'IDR',
      churned_this_month: counted.churned,
    },
    pending: totals?.pending ?? 0,
  };
}

describe('who may see it', () => {
  it('answers 404 to an owner and to a visitor, as a path that does not exist', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const hidden = await owner.request('GET', OVERVIEW);
    const missing = await owner.request('GET', '/api/v1/admin/nothing-here/');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe(missing.json().code);
    expect((await new TestClient(t.app).request('GET', OVERVIEW)).statusCode).toBe(404);
  });

  it('ADMIN_EMAILS makes superadmins of proven addresses only', async () => {
    const proven = await signUpOwner(t, 'id', VERIFIED);
    const unproven = await signUpOwner(t);
    const granted = await grantAdminEmails(t.database, [
      (await emailOf(proven)).toUpperCase(),
      await emailOf(unproven),
    ]);
    expect(granted).toEqual([await emailOf(proven)]);
    expect((await proven.request('GET', OVERVIEW)).statusCode).toBe(200);
    expect((await unproven.request('GET', OVERVIEW)).statusCode).toBe(404);
    // A second start changes nothing.
    expect(await grantAdminEmails(t.database, [await emailOf(proven)])).toEqual([]);
    // The operator's `npm run admin:grant -- <email>` names the account itself.
    expect(await grantSuperadmin(t.database, await emailOf(unproven))).toBe(true);
    expect(await grantSuperadmin(t.database, await emailOf(unproven))).toBe(false);
    expect((await unproven.request('GET', OVERVIEW)).statusCode).toBe(200);
  });
});

describe('the figures', () => {
  it('agree with the subscriptions counted one by one', async () => {
    const admin = await signUpOwner(t, 'id', VERIFIED);
    await grantAdminEmails(t.database, [await emailOf(admin)]);
    const states: string[] = [
      `plan_code = 'pro', status = 'active', interval = 'monthly', price = 4900000, period_end = now() + ${DAY} * 20`,
      `plan_code = 'pro', status = 'active', interval = 'monthly', price = 3900000, period_end = now() + ${DAY} * 3`,
      `plan_code = 'bisnis', status = 'active', interval = 'yearly', price = 149000000, period_end = now() + ${DAY} * 200`,
      `plan_code = 'pro', status = 'active', interval = 'monthly', price = 4900000, period_end = now() - ${DAY} * 2`,
      `plan_code = 'pro', status = 'active', interval = 'monthly', price = 4900000, period_end = now() - ${DAY} * 9`,
      `plan_code = 'bisnis', status = 'active', interval = 'monthly', price = 14900000, cancel_at_period_end = true, period_end = now() - interval '1 hour'`,
      `status = 'trialing', period_end = now() - ${DAY}`,
    ];
    for (const set of states) await setSubscription(await signUpOwner(t), set);

    const overview = data<AdminOverview>(await admin.request('GET', OVERVIEW));
    const counted = await countFromRows(new Date());
    expect(overview).toMatchObject(counted.expected);
    expect(overview.pending_manual_payments).toBe(0);
    // The figures of this test's own rows, written out.
    expect(overview.active).toEqual({ pro: 2, bisnis: 1 });
    expect(overview.past_due).toBe(1);
    expect(overview.mrr).toBe(4_900_000 + 3_900_000 + Math.round(149_000_000 / 12));
    expect(overview.signups_per_week).toHaveLength(12);
    expect(overview.signups_per_week.at(-1)?.count).toBe(counted.expected.users);
  });
});

describe('over a thousand businesses', () => {
  it('agree with the rows counted one by one, every kind of state mixed', async () => {
    const admin = await signUpOwner(t, 'id', VERIFIED);
    await grantAdminEmails(t.database, [await emailOf(admin)]);
    await seedBusinesses(1000);
    const overview = data<AdminOverview>(await admin.request('GET', OVERVIEW));
    const counted = await countFromRows(new Date());
    expect(overview).toMatchObject(counted.expected);
    expect(overview.pending_manual_payments).toBe(counted.pending);
    expect(counted.pending).toBe(20);
    expect(overview.businesses).toBeGreaterThanOrEqual(1000);
    expect(overview.trials).toBeGreaterThanOrEqual(100);
    expect(overview.active.bisnis).toBeGreaterThanOrEqual(100);
    expect(overview.past_due).toBeGreaterThanOrEqual(100);
  });
});

/**
 * `count` businesses with their owners, made in three statements, their subscriptions in ten
 * kinds of state (n % 10), their sign-ups spread over 90 days, and a pending bank transfer for
 * every 50th.
 */
async function seedBusinesses(count: number) {
  const tag = `${process.pid}`;
  const id = (kind: string) => `md5('${kind}' || n || '-' || $2)::uuid`;
  await t.database.query(
    `insert into users (id, username, email, password_hash, full_name, created_at)
     select ${id('u')}, 'seed' || n || 'x' || $2, 'seed' || n || 'x' || $2 || '@example.com',
       'not-a-hash', 'Seed ' || n, now() - (n % 90) * interval '1 day'
     from generate_series(1, $1::int) n`,
    [count, tag],
  );
  await t.database.query(
    `insert into businesses (id, name, created_by, created_at)
     select ${id('b')}, 'Usaha ' || n, ${id('u')}, now() - (n % 90) * interval '1 day'
     from generate_series(1, $1::int) n`,
    [count, tag],
  );
  await t.database.query(
    `insert into memberships (business_id, user_id, role)
     select ${id('b')}, ${id('u')}, 'owner' from generate_series(1, $1::int) n`,
    [count, tag],
  );
  await t.database.query(
    `insert into subscriptions (business_id, plan_code, status, interval, price, period_end, cancel_at_period_end)
     select ${id('b')},
       (array['pro','pro','pro','bisnis','pro','pro','bisnis','pro','gratis','pro'])[n % 10 + 1],
       (array['trialing','trialing','active','active','active','active','active','canceled','active','active'])[n % 10 + 1],
       (array[null,null,'monthly','yearly','monthly','monthly','monthly',null,null,'yearly'])[n % 10 + 1],
       (array[null,null,4900000,149000000,4900000,4900000,14900000,null,null,49000000])[n % 10 + 1]::bigint,
       now() + (array[5, -2, 20, 200, -3, -10, 0, -1, null, 100])[n % 10 + 1] * interval '1 day'
         - case when n % 10 = 6 then interval '1 hour' else interval '0' end,
       n % 10 in (6, 9)
     from generate_series(1, $1::int) n`,
    [count, tag],
  );
  await t.database.query(
    `insert into payments (id, business_id, business_name, reference, plan_code, interval, amount,
       provider, status, expires_at)
     select ${id('p')}, ${id('b')}, 'Usaha ' || n, 'USH-SEED' || n || 'X' || $2, 'pro', 'monthly',
       4900000, 'manual', 'pending', now() + interval '3 days'
     from generate_series(1, $1::int) n where n % 50 = 0`,
    [count, tag],
  );
}
