import { DEFAULT_CHANNELS, NOTIFICATION_TYPES, type NotificationPreference } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, signUpOwner } from '../../test/ledger';
import { titlesOf, userIdOf } from './notifications-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/notifications/preferences/';

describe('notification preferences', () => {
  it('answers every type with its default until the user chooses', async () => {
    const owner = await signUpOwner(t);
    const list = data<NotificationPreference[]>(await owner.request('GET', URL));
    expect(list).toEqual(NOTIFICATION_TYPES.map((type) => ({ type, ...DEFAULT_CHANNELS[type] })));
  });

  it('saves the given types, keeps the others, and logs the change with before and after', async () => {
    const owner = await signUpOwner(t);
    const saved = data<NotificationPreference[]>(
      await owner.request('PUT', URL, {
        body: {
          preferences: [
            { type: 'invoice_paid', in_app: false, email: true },
            { type: 'role_changed', in_app: true, email: false },
          ],
        },
      }),
    );
    expect(saved.find((item) => item.type === 'invoice_paid')).toEqual({
      type: 'invoice_paid',
      in_app: false,
      email: true,
    });
    expect(saved.find((item) => item.type === 'debt_due')).toEqual({
      type: 'debt_due',
      ...DEFAULT_CHANNELS.debt_due,
    });
    expect(data(await owner.request('GET', URL))).toEqual(saved);
    // Choosing again overwrites.
    await owner.request('PUT', URL, {
      body: { preferences: [{ type: 'invoice_paid', in_app: true, email: true }] },
    });
    const [log] = await t.database.query<{
      action: string;
      entity_id: string;
      before: unknown;
      after: unknown;
    }>(
      `select action, entity_id, before, after from activities
       where business_id = $1 and action = 'notification_preferences.update'
       order by created_at limit 1`,
      [owner.businessId],
    );
    expect(log).toEqual({
      action: 'notification_preferences.update',
      entity_id: await userIdOf(owner),
      before: [
        { type: 'role_changed', in_app: true, email: true },
        { type: 'invoice_paid', in_app: true, email: false },
      ],
      after: [
        { type: 'role_changed', in_app: true, email: false },
        { type: 'invoice_paid', in_app: false, email: true },
      ],
    });
  });

  it('refuses bad bodies with field errors and saves nothing', async () => {
    const owner = await signUpOwner(t);
    const cases = [
      [{ preferences: [] }, ['preferences']],
      [
        { preferences: [{ type: 'gossip', in_app: 'ya' }] },
        ['preferences.0.email', 'preferences.0.in_app', 'preferences.0.type'],
      ],
      [
        {
          preferences: [
            { type: 'test', in_app: true, email: true },
            { type: 'test', in_app: false, email: false },
          ],
        },
        ['preferences.1.type'],
      ],
    ] as const;
    for (const [body, fields] of cases) {
      const response = await owner.request('PUT', URL, { body });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(fields);
    }
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from notification_preferences where business_id = $1',
      [owner.businessId],
    );
    expect(row?.n).toBe(0);
  });

  it('delivers by the chosen channels: nothing in-app when off, an email when on', async () => {
    const owner = await signUpOwner(t);
    await owner.request('PUT', URL, {
      body: { preferences: [{ type: 'test', in_app: false, email: true }] },
    });
    // The sign-up's verification mail is not this test's.
    await t.mailsSettled();
    const mailsBefore = t.mails().length;
    const sent = await owner.request('POST', '/api/v1/notifications/test/', { body: {} });
    expect(data(sent)).toEqual({ in_app: false, email: true });
    expect(await titlesOf(owner)).toEqual([]);
    // Mail goes out after the answer.
    await vi.waitFor(() => expect(t.mails().length).toBeGreaterThan(mailsBefore));
    const mails = t.mails().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.replace(/=\r?\n/g, '') ?? '';
    expect(mail).toContain('Subject: Notifikasi uji');
    expect(mail).toContain('http://localhost:3000/apps/notifications');
  });
});
