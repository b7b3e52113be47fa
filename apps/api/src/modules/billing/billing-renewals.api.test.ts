/**
 * The `billing-renewals` job (issue 17): stale checkouts expire, a reminder 7 and 1 days before a
 * period ends reaches the owners once each (in-app and by mail), and a period's end is written
 * down as the dates say.
 */
import type { Notification, Subscription } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { runJob } from '../../test/jobs';
import { addMember, data, type Owner, signUpOwner } from '../../test/ledger';
import { inboxOf } from '../notifications/notifications-test-helpers';
import { remindersDue } from './billing-renewals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const run = (now: Date) => runJob(t, 'billing-renewals', now);
const reminders = async (client: Owner): Promise<Notification[]> =>
  (await inboxOf(client, '?type=subscription_expiring', 'en')).data;
const statusOf = async (owner: Owner) =>
  (
    await t.database.query<{ status: string }>(
      'select status from subscriptions where business_id = $1',
      [owner.businessId],
    )
  )[0]?.status;

/** On Pro, paid monthly, its period ending at `end`. */
async function paidUntil(owner: Owner, end: Date, cancel = false) {
  await t.database.query(
    `update subscriptions set status = 'active', interval = 'monthly', price = 4900000,
       period_start = $2::timestamptz - interval '1 month', period_end = $2, cancel_at_period_end = $3
     where business_id = $1`,
    [owner.businessId, end.toISOString(), cancel],
  );
}

describe('reminders', () => {
  it('picks the nearest reminder, and counts the farther one with it', () => {
    expect(remindersDue(8 * DAY_MS)).toEqual([]);
    expect(remindersDue(7 * DAY_MS)).toEqual([7]);
    expect(remindersDue(2 * DAY_MS)).toEqual([7]);
    expect(remindersDue(DAY_MS - 1)).toEqual([7, 1]);
  });

  it('tell the owners 7 and 1 days before the end, once each, in-app and by mail', async () => {
    const owner = await signUpOwner(t, 'id', { verified: true });
    const cashier = await addMember(t, owner, 'cashier');
    const end = new Date('2027-01-20T03:00:00Z');
    await paidUntil(owner, end);
    const mailsBefore = t.mails().length;
    await run(new Date(end.getTime() - 8 * DAY_MS));
    expect(await reminders(owner)).toEqual([]);
    await run(new Date(end.getTime() - 7 * DAY_MS));
    await run(new Date(end.getTime() - 6 * DAY_MS));
    const [seven, ...none] = await reminders(owner);
    expect(none).toEqual([]);
    expect(seven).toMatchObject({
      title: 'Your subscription ends soon',
      link: '/apps/settings/subscription',
    });
    expect(seven?.body).toContain('The Pro plan of');
    expect(seven?.body).toContain('ends on January 20, 2027');
    await t.mailsSettled();
    expect(t.mails().length).toBe(mailsBefore + 1);
    await run(new Date(end.getTime() - 12 * 3_600_000));
    expect(await reminders(owner)).toHaveLength(2);
    // Billing is the owner's: the cashier hears nothing.
    expect(await reminders(cashier)).toEqual([]);
  });

  it('say nothing of a plan cancelled at its end', async () => {
    const owner = await signUpOwner(t);
    const end = new Date('2027-02-20T03:00:00Z');
    await paidUntil(owner, end, true);
    await run(new Date(end.getTime() - DAY_MS / 2));
    expect(await reminders(owner)).toEqual([]);
  });
});

describe('the end of a period', () => {
  it('writes down past due, then expired after the grace; canceled; a trial expired', async () => {
    const paid = await signUpOwner(t);
    const canceled = await signUpOwner(t);
    const trial = await signUpOwner(t);
    const end = new Date('2027-03-10T03:00:00Z');
    await paidUntil(paid, end);
    await paidUntil(canceled, end, true);
    await t.database.query(`update subscriptions set period_end = $2 where business_id = $1`, [
      trial.businessId,
      end.toISOString(),
    ]);
    await run(new Date(end.getTime() + DAY_MS));
    expect([await statusOf(paid), await statusOf(canceled), await statusOf(trial)]).toEqual([
      'past_due',
      'canceled',
      'expired',
    ]);
    await run(new Date(end.getTime() + 8 * DAY_MS));
    expect(await statusOf(paid)).toBe('expired');
    const subscription = data<Subscription>(
      await paid.request('GET', '/api/v1/billing/subscription/'),
    );
    expect(subscription.plan.code).toBe('gratis');
  });

  it('expires a checkout left unpaid past its time', async () => {
    const owner = await signUpOwner(t);
    const checkout = await owner.request('POST', '/api/v1/billing/checkout/', {
      body: { plan: 'pro', interval: 'monthly' },
    });
    const id = checkout.json<{ data: { payment: { id: string } } }>().data.payment.id;
    await run(new Date(Date.now() + 25 * 3_600_000));
    const payment = await owner.request('GET', `/api/v1/billing/payments/${id}/`);
    expect(payment.json().data.status).toBe('expired');
  });
});
