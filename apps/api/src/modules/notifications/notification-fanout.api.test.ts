/**
 * Live events across processes. On a PostgreSQL server, two app instances on one database (as
 * behind a load balancer): a notification made in one reaches a stream open on the other,
 * through NOTIFY, also after the listening connection was cut; a session ended on one ends its
 * streams on the other, and the caps on streams count both. On PGlite there is one process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { createLiveBus, type LiveMessage } from '../../live/live-bus';
import { databaseUrlFor } from '../../test/database-info';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { EventReader, listenOnFreePort } from './sse-test-reader';
import { STREAMS_PER_SESSION, SUPERSEDED_RETRY_MS } from './stream-limits';

const info = inject('testDb');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One more "process": its own pool, its own listening connection, the same database. */
async function instanceOn(url: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'usaha-fanout-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: join(dataDir, 'no-web'),
    // A stream that ends here was told to: the once-a-minute recheck is an hour away.
    LIVE_RECHECK_SECONDS: '3600',
  });
  const database: Database = await openDatabase({ databaseUrl: url, dataDir, poolSize: 4 });
  const app: FastifyInstance = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (info.engine === 'postgres') {
  describe('live events on a PostgreSQL server', () => {
    let url: string;
    let a: Awaited<ReturnType<typeof instanceOn>>;
    let b: Awaited<ReturnType<typeof instanceOn>>;
    let onA: string;
    let onB: string;
    beforeAll(async () => {
      const [row] = await t.database.query<{ name: string }>('select current_database() as name');
      url = databaseUrlFor(info.url, row?.name ?? '');
      a = await instanceOn(url);
      b = await instanceOn(url);
      onA = await listenOnFreePort(a.app);
      onB = await listenOnFreePort(b.app);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('reach a stream on another instance, also after its listener was cut', async () => {
      const owner = new TestClient(a.app);
      const registered = await owner.register({ username: 'lintas', email: 'lintas@example.com' });
      expect(registered.statusCode).toBe(201);
      const stream = await EventReader.open(onB, owner.access);
      expect(await stream.next()).toEqual({ retry: 3000 });
      expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });

      await owner.request('POST', '/api/v1/notifications/test/', { body: {} });
      const [made] = (await owner.request('GET', '/api/v1/notifications/')).json<{
        data: unknown[];
      }>().data;
      expect(await stream.next()).toEqual({ event: 'notification', data: made });
      expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 1 } });

      // Cut every listening connection: each comes back and its streams resync the count.
      const cut = await t.database.query<{ pid: number }>(
        `select pid from pg_stat_activity
         where datname = current_database() and query = 'LISTEN usaha_live'`,
      );
      expect(cut).toHaveLength(2);
      await t.database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'LISTEN usaha_live'`,
      );
      expect(await stream.next({ timeoutMs: 10_000 })).toEqual({
        event: 'unread',
        data: { unread_count: 1 },
      });
      await owner.request('POST', '/api/v1/notifications/read-all/', { body: {} });
      expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
    });

    it('end on one instance when their session ends on the other', async () => {
      const owner = new TestClient(a.app);
      const registered = await owner.register({ username: 'keluar', email: 'keluar@example.com' });
      expect(registered.statusCode).toBe(201);
      const laptop = new TestClient(a.app, '10.0.0.9');
      expect((await laptop.login('keluar', 'Warung-Siti-2026')).statusCode).toBe(200);
      const leaving = await EventReader.open(onB, owner.access);
      const staying = await EventReader.open(onB, laptop.access);
      for (const stream of [leaving, staying]) {
        expect(await stream.next()).toEqual({ retry: 3000 });
        expect(await stream.next()).toMatchObject({ event: 'unread' });
      }

      expect((await owner.post('/api/v1/auth/logout/')).statusCode).toBe(200);
      expect(await leaving.ended(20_000)).toBe(true);
      await laptop.request('POST', '/api/v1/notifications/test/', { body: {} });
      expect(await staying.next({ timeoutMs: 20_000 })).toMatchObject({ event: 'notification' });
    });

    it("count a session's streams on every instance, and close the oldest wherever it is", async () => {
      const owner = new TestClient(a.app);
      const registered = await owner.register({ username: 'banyak', email: 'banyak@example.com' });
      expect(registered.statusCode).toBe(201);
      const streams: EventReader[] = [];
      // Half on each instance, the oldest on A; then one more on B.
      for (let index = 0; index <= STREAMS_PER_SESSION; index++) {
        const stream = await EventReader.open(index % 2 === 0 ? onA : onB, owner.access);
        expect(await stream.next()).toEqual({ retry: 3000 });
        expect(await stream.next()).toMatchObject({ event: 'unread' });
        streams.push(stream);
      }
      const [oldest, ...rest] = streams;
      if (!oldest) throw new Error('no stream');
      expect(await oldest.next({ timeoutMs: 20_000 })).toEqual({ retry: SUPERSEDED_RETRY_MS });
      expect(await oldest.ended(20_000)).toBe(true);
      await owner.request('POST', '/api/v1/notifications/test/', { body: {} });
      for (const stream of rest) {
        let event = await stream.next({ timeoutMs: 20_000 });
        while (event && 'event' in event && event.event !== 'notification') {
          event = await stream.next({ timeoutMs: 20_000 });
        }
        expect(event).toMatchObject({ event: 'notification' });
      }
    });
  });
} else {
  describe('live events on PGlite', () => {
    it('are dispatched in the one process, with no connection to listen on', async () => {
      // Even given a server URL, PGlite's bus never tries to reach one.
      const live = await createLiveBus({
        database: t.database,
        databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
        log: pino({ level: 'silent' }),
      });
      const got: LiveMessage[] = [];
      live.subscribe('u', 'b', (message) => got.push(message));
      const message: LiveMessage = {
        userId: 'u',
        businessId: 'b',
        event: 'membership',
        data: {},
      };
      await live.publish(message);
      expect(got).toEqual([message]);
      await live.close();
    });
  });
}
