import type { SessionInfo } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSIONS = '/api/v1/privacy/sessions/';
const PASSWORD = 'Warung-Siti-2026';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

async function usernameOf(client: TestClient): Promise<string> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  return response.json<{ user: { username: string } }>().user.username;
}

/** The same user logged in from another device (its own cookies and user agent). */
async function loginFrom(username: string, userAgent: string, ip = '10.0.0.7') {
  const device = new TestClient(t.app, ip);
  await device.csrf();
  const response = await device.request('POST', '/api/v1/auth/login/', {
    body: { username, password: PASSWORD, remember_me: true },
    csrf: true,
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode, response.body).toBe(200);
  device.access = response.json<{ access: string }>().access;
  return device;
}

async function sessionsOf(client: TestClient) {
  return data<SessionInfo[]>(await client.request('GET', SESSIONS));
}

async function stillIn(client: TestClient): Promise<boolean> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  if (response.statusCode !== 200 && response.statusCode !== 401) throw new Error(response.body);
  return response.statusCode === 200;
}

async function refreshes(client: TestClient): Promise<boolean> {
  return (await client.post('/api/v1/auth/refresh/', {})).statusCode === 200;
}

describe('privacy: sessions', () => {
  let owner: Owner;
  let username: string;
  beforeAll(async () => {
    owner = await signUpOwner(t);
    username = await usernameOf(owner);
  });

  it('lists the live sessions with a readable device and marks the current one', async () => {
    const phone = await loginFrom(username, ANDROID, '10.0.0.8');
    const list = await sessionsOf(owner);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const fromPhone = list.find((session) => session.user_agent === ANDROID);
    expect(fromPhone).toMatchObject({
      device: 'Chrome · Android',
      ip: '10.0.0.8',
      current: false,
      created_at: expect.any(String),
      last_used_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const mine = await sessionsOf(phone);
    expect(mine.find((session) => session.current)?.id).toBe(fromPhone?.id);
  });

  it('leaves out ended sessions and other users’ sessions', async () => {
    const other = await signUpOwner(t);
    const stale = await loginFrom(username, IPHONE);
    const staleId = (await sessionsOf(stale)).find((session) => session.current)?.id;
    await t.database.query(
      "update sessions set expires_at = now() - interval '1 second' where id = $1",
      [staleId],
    );
    const ids = (await sessionsOf(owner)).map((session) => session.id);
    expect(ids).not.toContain(staleId);
    const theirs = (await sessionsOf(other)).map((session) => session.id);
    expect(theirs.some((id) => ids.includes(id))).toBe(false);
  });

  it('ends a session past its idle limit for its access tokens too, not only for refresh', async () => {
    const idle = await loginFrom(username, IPHONE);
    const idleId = (await sessionsOf(idle)).find((session) => session.current)?.id;
    expect(await stillIn(idle)).toBe(true);
    await t.database.query(
      "update sessions set idle_expires_at = now() - interval '1 second' where id = $1",
      [idleId],
    );
    expect(await stillIn(idle)).toBe(false);
    expect(await stillIn(owner)).toBe(true);
  });

  it('signs one other session out, and logs it', async () => {
    const laptop = await loginFrom(username, IPHONE);
    const laptopId = (await sessionsOf(laptop)).find((session) => session.current)?.id;
    const response = await owner.request('DELETE', `${SESSIONS}${laptopId}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'The session has been signed out' });
    expect(await stillIn(laptop)).toBe(false);
    expect(await refreshes(laptop)).toBe(false);
    expect(await stillIn(owner)).toBe(true);
    expect((await sessionsOf(owner)).map((session) => session.id)).not.toContain(laptopId);
    const [log] = await t.database.query<{ action: string; meta: unknown }>(
      "select action, meta from activities where entity_id = $1 and action = 'session.revoke'",
      [laptopId],
    );
    expect(log).toEqual({ action: 'session.revoke', meta: { current: false } });
    // Signed out already: it is gone from the list, and a second time is a 404.
    expect((await owner.request('DELETE', `${SESSIONS}${laptopId}/`)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const other = await signUpOwner(t);
    const [theirs] = await sessionsOf(other);
    const response = await owner.request('DELETE', `${SESSIONS}${theirs?.id}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await stillIn(other)).toBe(true);
    expect((await owner.request('DELETE', `${SESSIONS}not-an-id/`)).statusCode).toBe(400);
  });

  it('signs the current session out when asked, clearing the refresh cookie', async () => {
    const tablet = await loginFrom(username, IPHONE);
    const tabletId = (await sessionsOf(tablet)).find((session) => session.current)?.id;
    expect(tablet.cookies.has('refresh_token')).toBe(true);
    const response = await tablet.request('DELETE', `${SESSIONS}${tabletId}/`);
    expect(response.json()).toEqual({ success: true, message: 'You have been signed out' });
    const cleared = response.cookies.find((cookie) => cookie.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', path: '/api/v1/auth/' });
    expect(await stillIn(tablet)).toBe(false);
  });

  it('signs every other session out and keeps the current one', async () => {
    const user = await signUpOwner(t);
    const name = await usernameOf(user);
    const devices = [await loginFrom(name, ANDROID), await loginFrom(name, IPHONE)];
    const response = await user.request('POST', `${SESSIONS}revoke-others/`);
    expect(response.statusCode, response.body).toBe(200);
    for (const device of devices) {
      expect(await stillIn(device)).toBe(false);
      expect(await refreshes(device)).toBe(false);
    }
    expect(await stillIn(user)).toBe(true);
    expect(await refreshes(user)).toBe(true);
    const list = await sessionsOf(user);
    expect(list).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
    const logs = await t.database.query<{ action: string }>(
      "select action from activities where action = 'session.revoke_others' and entity_id = (select id::text from users where username = $1)",
      [name],
    );
    expect(logs).toHaveLength(1);
  });
});
