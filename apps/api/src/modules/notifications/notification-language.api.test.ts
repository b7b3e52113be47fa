/**
 * Notifications are worded when read, in the reader's language: a user who switches languages
 * reads their whole inbox, and what arrives live, in the new one. Rows written before the values
 * were kept read as they were written.
 */
import type { Notification } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, type Owner, signUpOwner } from '../../test/ledger';
import { inboxOf, seedInbox, userIdOf } from './notifications-test-helpers';
import { EventReader, listenOnFreePort } from './sse-test-reader';

const BASE = '/api/v1/notifications';
let t: TestApp;
let base: string;
const readers: EventReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await t.close();
  for (const reader of readers) reader.close();
});

async function openStream(client: Owner, language: 'id' | 'en') {
  const reader = await EventReader.open(base, client.access, undefined, {
    'accept-language': language,
  });
  readers.push(reader);
  expect(await reader.next()).toEqual({ retry: 3000 });
  expect(await reader.next()).toMatchObject({ event: 'unread' });
  return reader;
}

/** The next notification of the stream (the role change also tells of the membership). */
async function nextNotification(reader: EventReader) {
  for (;;) {
    const event = await reader.next();
    if (event === null || ('event' in event && event.event === 'notification')) return event;
  }
}

async function switchLanguage(client: Owner, language: 'id' | 'en') {
  const profile = await client.request('GET', '/api/v1/auth/profile/');
  const { full_name, email } = profile.json<{ user: { full_name: string; email: string } }>().user;
  const saved = await client.request('PUT', '/api/v1/account/profile/', {
    body: { full_name, email, phone: null, language },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const changeRole = async (owner: Owner, userId: string, role: string) => {
  const response = await owner.request('PUT', `/api/v1/team/members/${userId}/`, {
    body: { role },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('notifications in the reader language', () => {
  it('reads in English after the user switches, though written while they read Indonesian', async () => {
    const owner = await signUpOwner(t, 'id');
    const member = await addMember(t, owner, 'cashier');
    const memberId = await userIdOf(member);
    const [{ name } = { name: '' }] = await t.database.query<{ name: string }>(
      'select name from businesses where id = $1',
      [owner.businessId],
    );

    await changeRole(owner, memberId, 'accountant');
    const [written] = (await inboxOf(member, '', 'id')).data;
    expect(written).toMatchObject({
      type: 'role_changed',
      title: 'Peran Anda diubah',
      body: `Peran Anda di ${name} sekarang Akuntan.`,
    });

    await switchLanguage(member, 'en');
    const [read] = (await inboxOf(member, '', 'en')).data;
    expect(read).toEqual({
      ...written,
      title: 'Your role has changed',
      body: `Your role in ${name} is now Accountant.`,
    });
    // The routes that answer one notification word it the same way.
    const marked = await member.request('POST', `${BASE}/${read?.id}/read/`, {
      headers: { 'accept-language': 'en' },
    });
    expect(marked.json<{ data: Notification }>().data).toMatchObject({
      title: 'Your role has changed',
      read: true,
    });
  });

  it('words what arrives live for each stream in its own language', async () => {
    const owner = await signUpOwner(t, 'id');
    const member = await addMember(t, owner, 'cashier');
    const memberId = await userIdOf(member);
    const indonesian = await openStream(member, 'id');
    await switchLanguage(member, 'en');
    const english = await openStream(member, 'en');

    await changeRole(owner, memberId, 'viewer');
    const [inEnglish] = (await inboxOf(member, '', 'en')).data;
    expect(inEnglish).toMatchObject({ title: 'Your role has changed' });
    expect(await nextNotification(english)).toEqual({ event: 'notification', data: inEnglish });
    expect(await nextNotification(indonesian)).toEqual({
      event: 'notification',
      data: {
        ...inEnglish,
        title: 'Peran Anda diubah',
        body: expect.stringMatching(/ sekarang Pengamat\.$/),
      },
    });
  });

  it('shows a row written before the values were kept as it was written, in any language', async () => {
    const owner = await signUpOwner(t, 'id');
    await seedInbox(t, owner, [{ type: 'role_changed', title: 'Peran Anda diubah (lama)' }]);
    for (const language of ['id', 'en'] as const) {
      expect((await inboxOf(owner, '', language)).data[0]).toMatchObject({
        type: 'role_changed',
        title: 'Peran Anda diubah (lama)',
        body: '',
      });
    }
    // A row says something: its values, or the words it was written with.
    await expect(
      t.database.query(
        `insert into notifications (id, business_id, user_id, type)
         values (gen_random_uuid(), $1, $2, 'test')`,
        [owner.businessId, await userIdOf(owner)],
      ),
    ).rejects.toThrow(/notifications_params_or_title/);
  });

  it('keeps names as plain text: a placeholder or markup in them is never filled or read', async () => {
    const owner = await signUpOwner(t, 'en');
    const odd = '<b>{user_name}</b> & {business_name}';
    await t.database.query('update businesses set name = $1 where id = $2', [
      odd,
      owner.businessId,
    ]);
    const sent = await owner.request('POST', `${BASE}/test/`, { body: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const [item] = (await inboxOf(owner, '', 'en')).data;
    expect(item?.body).toBe(
      `Hello Siti Rahayu, this is a test notification from ${odd}. Your notifications work.`,
    );
  });
});
