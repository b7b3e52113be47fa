/**
 * How many live streams a session and a user may hold, and streams ending with their session,
 * on the real stream over HTTP. The once-a-minute recheck is put an hour away, so a stream that
 * ends here was ended by what the test did, not by the clock.
 */
import type { SessionInfo } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  linkFromMail,
  type TestApp,
  TestClient,
  tokenFromLink,
} from '../../test/harness';
import { data, signUpOwner } from '../../test/ledger';
import { REUSE_GRACE_MS } from '../auth/sessions.service';
import { EventReader, listenOnFreePort } from './sse-test-reader';
import { STREAMS_PER_SESSION, STREAMS_PER_USER, SUPERSEDED_RETRY_MS } from './stream-limits';

const PASSWORD = 'Warung-Siti-2026';
/** Generous: an ended session's stream ends within milliseconds; the recheck is an hour away. */
const ENDS_WITHIN_MS = 20_000;

let t: TestApp;
let base: string;
const readers: EventReader[] = [];
/** Moves the app's clock ahead of the real one (a refresh token reused after its grace). */
let ahead = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { LIVE_RECHECK_SECONDS: '3600' },
    clock: { now: () => new Date(Date.now() + ahead) },
  });
  base = await listenOnFreePort(t.app);
});
afterAll(async () => {
  // The server ends the streams; aborting them first would leave fetch's idle sockets behind.
  await t.close();
  for (const reader of readers) reader.close();
});

/** A stream of `client`'s session that has started (its retry and unread count read). */
async function openStream(client: TestClient): Promise<EventReader> {
  const reader = await EventReader.open(base, client.access);
  readers.push(reader);
  expect(reader.response.status).toBe(200);
  expect(await reader.next()).toEqual({ retry: 3000 });
  expect(await reader.next()).toMatchObject({ event: 'unread' });
  return reader;
}

async function openStreams(client: TestClient, count: number): Promise<EventReader[]> {
  const streams: EventReader[] = [];
  for (let index = 0; index < count; index++) streams.push(await openStream(client));
  return streams;
}

/** A user with a business, and more sessions of theirs (each its own login, as another device). */
async function userWithSessions(more: number) {
  const owner = await signUpOwner(t);
  const profile = await owner.request('GET', '/api/v1/auth/profile/');
  const { username } = profile.json<{ user: { username: string } }>().user;
  const others: TestClient[] = [];
  for (let index = 0; index < more; index++) {
    const device = new TestClient(t.app, `10.0.0.${index + 10}`);
    expect((await device.login(username, PASSWORD)).statusCode).toBe(200);
    others.push(device);
  }
  return { owner, username, others };
}

async function sessionIdOf(client: TestClient): Promise<string> {
  const sessions = data<SessionInfo[]>(await client.request('GET', '/api/v1/privacy/sessions/'));
  const current = sessions.find((session) => session.current);
  if (!current) throw new Error('no current session');
  return current.id;
}

/**
 * Sends `client`'s user a notification and answers whether each stream carried it: a stream
 * that ended answers false (null), one still open true.
 */
async function carryANotification(client: TestClient, streams: EventReader[]) {
  const sent = await client.request('POST', '/api/v1/notifications/test/', { body: {} });
  expect(sent.statusCode).toBe(200);
  return Promise.all(
    streams.map(async (stream) => {
      for (;;) {
        const event = await stream.next({ timeoutMs: ENDS_WITHIN_MS });
        if (event === null) return false;
        if ('event' in event && event.event === 'notification') return true;
      }
    }),
  );
}

const all = (count: number, value: boolean) => Array.from({ length: count }, () => value);

/** The next `retry` the stream sends, past the events still unread; null if it ended first. */
async function nextRetry(stream: EventReader): Promise<number | null> {
  for (;;) {
    const event = await stream.next({ timeoutMs: ENDS_WITHIN_MS });
    if (event === null) return null;
    if ('retry' in event) return event.retry;
  }
}

describe('the caps on open live streams', () => {
  it(`keeps ${STREAMS_PER_SESSION} streams per session, closing the oldest for a new one`, async () => {
    const { owner } = await userWithSessions(0);
    const { owner: neighbour } = await userWithSessions(0);
    const [oldest, ...rest] = await openStreams(owner, STREAMS_PER_SESSION);
    if (!oldest) throw new Error('no stream');
    // Another user's streams count for them alone.
    await openStreams(neighbour, STREAMS_PER_SESSION);
    expect(await carryANotification(owner, [oldest, ...rest])).toEqual(
      all(STREAMS_PER_SESSION, true),
    );

    const newest = await openStream(owner);
    // The oldest is told to come back later, then ends; the newcomer and the others stay.
    expect(await nextRetry(oldest)).toBe(SUPERSEDED_RETRY_MS);
    expect(await oldest.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await carryANotification(owner, [...rest, newest])).toEqual(
      all(STREAMS_PER_SESSION, true),
    );
  });

  it(`keeps ${STREAMS_PER_USER} streams per user across sessions, closing the oldest`, async () => {
    const { owner, others } = await userWithSessions(2);
    const [laptop, phone] = others;
    if (!laptop || !phone) throw new Error('no sessions');
    // 7 + 7 + 6 = 20: under each session's cap, and at the user's.
    const first = await openStreams(owner, 7);
    const second = await openStreams(laptop, 7);
    const third = await openStreams(phone, 6);
    const [oldest, ...rest] = [...first, ...second, ...third];
    if (!oldest) throw new Error('no stream');
    expect(await carryANotification(owner, [oldest, ...rest])).toEqual(all(STREAMS_PER_USER, true));

    const newest = await openStream(phone);
    expect(await nextRetry(oldest)).toBe(SUPERSEDED_RETRY_MS);
    expect(await oldest.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await carryANotification(phone, [...rest, newest])).toEqual(all(STREAMS_PER_USER, true));
  });
});

describe('a live stream whose session ends', () => {
  it('ends at once on logout; another session of the same user keeps its stream', async () => {
    const { owner, others } = await userWithSessions(1);
    const [laptop] = others;
    if (!laptop) throw new Error('no session');
    const leaving = await openStream(owner);
    const staying = await openStream(laptop);

    expect((await owner.post('/api/v1/auth/logout/')).statusCode).toBe(200);
    expect(await leaving.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await carryANotification(laptop, [staying])).toEqual([true]);
  });

  it('ends on a password change for every other session; the changing one keeps its stream', async () => {
    const { owner, others } = await userWithSessions(2);
    const [laptop, phone] = others;
    if (!laptop || !phone) throw new Error('no sessions');
    const kept = await openStream(owner);
    const signedOut = [await openStream(laptop), await openStream(phone)];

    const changed = await owner.request('POST', '/api/v1/account/password/', {
      body: { current_password: PASSWORD, new_password: 'Baru-Sekali-2026' },
    });
    expect(changed.statusCode).toBe(200);
    for (const stream of signedOut) expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await carryANotification(owner, [kept])).toEqual([true]);
  });

  it('ends on a password reset, for every session', async () => {
    const { owner, others } = await userWithSessions(1);
    const [laptop] = others;
    if (!laptop) throw new Error('no session');
    const profile = await owner.request('GET', '/api/v1/auth/profile/');
    const { email } = profile.json<{ user: { email: string } }>().user;
    const streams = [await openStream(owner), await openStream(laptop)];

    const before = t.mails().length;
    await new TestClient(t.app).post('/api/v1/auth/password/forgot/', { email });
    await expect.poll(() => t.mails().length, { timeout: ENDS_WITHIN_MS }).toBe(before + 1);
    const token = tokenFromLink(linkFromMail(t.mails().at(-1) ?? ''));
    const reset = await new TestClient(t.app).post('/api/v1/auth/password/reset/', {
      token,
      password: 'Baru-Sekali-2026',
    });
    expect(reset.statusCode).toBe(200);
    for (const stream of streams) expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });

  it('ends when the session is signed out on the privacy page, one or all the others', async () => {
    const { owner, others } = await userWithSessions(3);
    const [laptop, phone, tablet] = others;
    if (!laptop || !phone || !tablet) throw new Error('no sessions');
    const ownerStream = await openStream(owner);
    const laptopStream = await openStream(laptop);
    const phoneStream = await openStream(phone);
    const tabletStream = await openStream(tablet);

    const revoked = await owner.request(
      'DELETE',
      `/api/v1/privacy/sessions/${await sessionIdOf(laptop)}/`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(await laptopStream.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await carryANotification(owner, [ownerStream, phoneStream, tabletStream])).toEqual([
      true,
      true,
      true,
    ]);

    const rest = await phone.request('POST', '/api/v1/privacy/sessions/revoke-others/');
    expect(rest.statusCode).toBe(200);
    expect(await ownerStream.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await tabletStream.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await carryANotification(phone, [phoneStream])).toEqual([true]);
  });

  it('ends when the account is deleted', async () => {
    const { owner } = await userWithSessions(0);
    const stream = await openStream(owner);
    const deleted = await owner.request('POST', '/api/v1/privacy/delete-account/', {
      body: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });

  it('ends when a reused refresh token revokes its session', async () => {
    const { owner } = await userWithSessions(0);
    const stream = await openStream(owner);
    const leaked = new Map(owner.cookies);
    expect((await owner.post('/api/v1/auth/refresh/')).statusCode).toBe(200);
    ahead += REUSE_GRACE_MS + 1000;
    for (const [name, value] of leaked) owner.cookies.set(name, value);
    expect((await owner.post('/api/v1/auth/refresh/')).statusCode).toBe(401);
    expect(await stream.ended(ENDS_WITHIN_MS)).toBe(true);
  });
});
