import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../clock';
import { createInProcessBus } from '../../live/live-bus';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, signUpOwner } from '../../test/ledger';
import { createStreamHub } from './notification-stream';
import { EventReader, listenOnFreePort } from './sse-test-reader';

const BASE = '/api/v1/notifications';
let t: TestApp;
let base: string;
const readers: EventReader[] = [];
const open = async (access: string) => {
  const reader = await EventReader.open(base, access);
  readers.push(reader);
  return reader;
};

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_PING_SECONDS: '1', LIVE_RECHECK_SECONDS: '1' } });
  base = await listenOnFreePort(t.app);
});
afterAll(async () => {
  // The server ends the streams; aborting them first would leave fetch's idle sockets behind.
  await t.close();
  for (const reader of readers) reader.close();
});

describe('the live stream', () => {
  it('opens with retry and the unread count, then carries new notifications and counts', async () => {
    const owner = await signUpOwner(t);
    await owner.request('POST', `${BASE}/test/`, { body: {} });
    const stream = await open(owner.access);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toContain('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('x-request-id')).toBeTruthy();
    expect(await stream.next()).toEqual({ retry: 3000 });
    expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 1 } });

    // Another tab of the same user sends one and reads everything.
    await owner.request('POST', `${BASE}/test/`, { body: {} });
    const [newest] = (await owner.request('GET', `${BASE}/`)).json<{ data: unknown[] }>().data;
    expect(await stream.next()).toEqual({ event: 'notification', data: newest });
    expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 2 } });
    await owner.request('POST', `${BASE}/read-all/`, { body: {} });
    expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
    expect(await stream.next({ pings: true, timeoutMs: 3000 })).toEqual({
      event: 'ping',
      data: {},
    });
  });

  it("never carries another user's notifications", async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'cashier');
    const ownerStream = await open(owner.access);
    const memberStream = await open(member.access);
    await ownerStream.next();
    await ownerStream.next();
    await member.request('POST', `${BASE}/test/`, { body: {} });
    await owner.request('POST', `${BASE}/test/`, { body: {} });
    const [mine] = (await owner.request('GET', `${BASE}/`)).json<{ data: unknown[] }>().data;
    // The first event after the start is the owner's own; the member's never came.
    expect(await ownerStream.next()).toEqual({ event: 'notification', data: mine });
    expect(await memberStream.next()).toEqual({ retry: 3000 });
    expect((await memberStream.next()) as { event: string }).toMatchObject({ event: 'unread' });
  });

  it('wants Accept: text/event-stream and a token', async () => {
    const owner = await signUpOwner(t);
    const plain = await owner.request('GET', `${BASE}/stream/`);
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ errors: { accept: expect.any(Array) } });
    const anonymous = await fetch(`${base}${BASE}/stream/`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('ends when the session is revoked', async () => {
    const owner = await signUpOwner(t);
    const stream = await open(owner.access);
    await stream.next();
    await owner.post('/api/v1/auth/logout/');
    expect(await stream.ended(4000)).toBe(true);
  });

  it('ends when the user leaves the business', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'viewer');
    const stream = await open(member.access);
    await stream.next();
    await t.database.query(
      "update memberships set status = 'disabled' where business_id = $1 and role = 'viewer'",
      [owner.businessId],
    );
    expect(await stream.ended(4000)).toBe(true);
  });

  it('ends every open stream when the app closes, without hanging', async () => {
    const other = await createTestApp();
    const otherBase = await listenOnFreePort(other.app);
    const owner = await signUpOwner(other);
    const stream = await EventReader.open(otherBase, owner.access);
    await stream.next();
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stream.ended(1000)).toBe(true);
  });
});

describe('the stream hub', () => {
  it('lets go of a stream whose client went away, and skips events too large to travel', async () => {
    const log = pino({ level: 'silent' });
    const live = createInProcessBus(log);
    const hub = createStreamHub({
      database: t.database,
      live,
      clock: systemClock,
      log,
      pingMs: 60_000,
      recheckMs: 60_000,
    });
    const caller = {
      userId: '00000000-0000-7000-8000-000000000001',
      businessId: '00000000-0000-7000-8000-000000000002',
      sessionId: '00000000-0000-7000-8000-000000000003',
      language: 'en' as const,
    };
    const app = Fastify();
    app.get('/s', (_request, reply) => hub.serve(reply, caller));
    const url = await listenOnFreePort(app);
    const stream = await EventReader.open(url, 'x', '/s');
    expect(await stream.next()).toEqual({ retry: 3000 });
    expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
    expect(hub.size).toBe(1);
    await live.publish({ ...caller, event: 'notification', data: null });
    await live.publish({ ...caller, event: 'unread', data: { unread_count: 5 } });
    expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 5 } });
    stream.close();
    await vi.waitFor(() => expect(hub.size).toBe(0));
    await live.publish({ ...caller, event: 'unread', data: { unread_count: 6 } });
    // After an abort, fetch opens a fresh idle connection for its pool: not ours to wait for.
    app.server.closeAllConnections();
    await app.close();
  });
});
