import type { Notification } from '@usaha/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveBus, LiveMessage, LiveSignal } from '../../live/live-bus';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, signUpOwner } from '../../test/ledger';
import { inboxOf, userIdOf } from './notifications-test-helpers';
import { createNotifier } from './notifier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function recorder() {
  const mails: MailMessage[] = [];
  const events: LiveMessage[] = [];
  const signals: LiveSignal[] = [];
  const mailer: Mailer = { mode: 'file', send: (mail) => mails.push(mail), idle: async () => {} };
  const live: LiveBus = {
    publish: async (message) => {
      events.push(message);
    },
    subscribe: () => () => {},
    signal: async (signal) => {
      signals.push(signal);
    },
    onSignal: () => () => {},
    onGap: () => () => {},
    close: async () => {},
  };
  const notifier = createNotifier({
    database: t.database,
    mailer,
    live,
    appUrlOf: async () => 'https://usaha.test',
    log: pino({ level: 'silent' }),
  });
  return { notifier, mails, events, signals };
}

describe('the notifier', () => {
  it('keeps the values, mails in the recipient language and pushes the stored form', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'cashier');
    await t.database.query("update users set language = 'en' where id = $1", [
      await userIdOf(member),
    ]);
    const { notifier, mails, events } = recorder();
    const userId = await userIdOf(member);
    await notifier.notify({
      businessId: owner.businessId,
      userId,
      type: 'role_changed',
      data: { role: 'accountant' },
      link: '/dashboard',
    });
    const [business] = await t.database.query<{ name: string }>(
      'select name from businesses where id = $1',
      [owner.businessId],
    );
    const [item] = (await inboxOf(member)).data;
    expect(item).toMatchObject({
      type: 'role_changed',
      title: 'Your role has changed',
      body: `Your role in ${business?.name} is now Accountant.`,
      link: '/dashboard',
      read: false,
    });
    // Each stream words it for its own reader (notification-language.api.test.ts).
    const { title: _title, body: _body, ...rest } = item ?? ({} as Notification);
    const stored = {
      ...rest,
      params: { business_name: business?.name, user_name: 'Siti Rahayu', role: 'accountant' },
      title: null,
      body: null,
    };
    expect(events).toEqual([
      { userId, businessId: owner.businessId, event: 'notification', data: stored },
      { userId, businessId: owner.businessId, event: 'unread', data: { unread_count: 1 } },
    ]);
    // role_changed mails by default.
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Your role has changed',
      link: 'https://usaha.test/dashboard',
    });
    expect(mails[0]?.text).toContain(`Your role in ${business?.name} is now Accountant.`);
    expect(mails[0]?.text).toContain('https://usaha.test/apps/notifications');
  });

  it('names the role in the reader language and keeps the values it is worded from', async () => {
    const owner = await signUpOwner(t);
    const { notifier } = recorder();
    const userId = await userIdOf(owner);
    await notifier.notify({
      businessId: owner.businessId,
      userId,
      type: 'member_joined',
      data: { name: 'Budi', role: 'viewer' },
    });
    expect((await inboxOf(owner, '', 'id')).data[0]).toMatchObject({
      title: expect.stringMatching(/^Anggota baru di Toko \d+$/),
      body: 'Budi telah bergabung sebagai Pengamat.',
      link: null,
    });
    expect((await inboxOf(owner, '', 'en')).data[0]).toMatchObject({
      title: expect.stringMatching(/^New member in Toko \d+$/),
      body: 'Budi joined as Viewer.',
    });
    const [row] = await t.database.query<{ params: unknown; title: unknown; data: unknown }>(
      'select params, title, data from notifications where user_id = $1',
      [userId],
    );
    expect(row).toEqual({
      params: {
        business_name: expect.stringMatching(/^Toko \d+$/),
        user_name: 'Siti Rahayu',
        name: 'Budi',
        role: 'viewer',
      },
      title: null,
      data: null,
    });
  });

  it('drops a link that leaves the app', async () => {
    const owner = await signUpOwner(t);
    const { notifier } = recorder();
    const userId = await userIdOf(owner);
    for (const link of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:x']) {
      await notifier.notify({ businessId: owner.businessId, userId, type: 'test', link });
    }
    const links = (await inboxOf(owner)).data.map((item: Notification) => item.link);
    expect(links).toEqual([null, null, null, null]);
  });

  it('follows the stored choice: email only sends no in-app row and pushes nothing', async () => {
    const owner = await signUpOwner(t);
    await owner.request('PUT', '/api/v1/notifications/preferences/', {
      body: { preferences: [{ type: 'invoice_paid', in_app: false, email: true }] },
    });
    const { notifier, mails, events } = recorder();
    const delivered = await notifier.deliver({
      businessId: owner.businessId,
      userId: await userIdOf(owner),
      type: 'invoice_paid',
      data: { number: 'INV/2026/0001', customer: 'Toko Makmur', amount: 'Rp 150.000' },
    });
    expect(delivered).toEqual({ in_app: false, email: true });
    expect((await inboxOf(owner)).data).toEqual([]);
    expect(events).toEqual([]);
    expect(mails[0]).toMatchObject({ subject: 'Faktur INV/2026/0001 lunas' });
  });

  it('sends nothing to someone who does not exist, and never throws', async () => {
    const owner = await signUpOwner(t);
    const { notifier, mails, events } = recorder();
    await expect(
      notifier.notify({
        businessId: owner.businessId,
        userId: '00000000-0000-7000-8000-000000000000',
        type: 'test',
      }),
    ).resolves.toBeUndefined();
    await expect(
      notifier.notify({ businessId: 'not-a-uuid', userId: 'nor-this', type: 'test' }),
    ).resolves.toBeUndefined();
    expect([mails, events]).toEqual([[], []]);
  });

  it('tells the user tabs in that business that their membership changed', async () => {
    const { notifier, events } = recorder();
    notifier.membershipChanged('b1', 'u1');
    expect(events).toEqual([{ userId: 'u1', businessId: 'b1', event: 'membership', data: {} }]);
  });

  it("tells the hubs of every process that some of the user's sessions ended", async () => {
    const { notifier, events, signals } = recorder();
    notifier.sessionsEnded('u1');
    expect(signals).toEqual([{ userId: 'u1', kind: 'sessions_ended' }]);
    expect(events).toEqual([]);
  });
});
