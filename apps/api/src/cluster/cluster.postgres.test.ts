/**
 * Several API processes on one PostgreSQL behind nginx (deploy/nginx/usaha.conf), as production
 * runs them: any process answers any request of a session, the limits and idempotency keys are
 * shared, a session ended on one process ends its live streams on another, and a process that
 * drains (SIGTERM) finishes what is in flight while nginx loses no request. Also the migration
 * command: once, under a lock, and servers that do not migrate refuse an older database.
 */
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventReader, type StreamEvent } from '../modules/notifications/sse-test-reader';
import { createPostgresTestDatabase } from '../test/database';
import { tinyJpeg } from '../test/files';
import { type Cluster, startCluster } from './cluster';
import { buildServer, freePorts, runBundle } from './server-process';

const PASSWORD = 'Kopi-Susu-Gula-Aren-77';
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let cluster: Cluster;
let dataDir: string;

beforeAll(async () => {
  buildServer();
  database = await createPostgresTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'usaha-cluster-'));
  const [port = 0, ...memberPorts] = await freePorts(4);
  cluster = await startCluster({
    processes: 3,
    port,
    memberPorts,
    env: {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      DRAIN_SECONDS: '1',
      SCHEDULER_INTERVAL_SECONDS: '0',
    },
    webDist: join(dataDir, 'no-web'),
    // The drain test's refused connections are expected.
    nginxLogLevel: 'crit',
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
}, 60_000);

const direct = (index: number) => `http://127.0.0.1:${cluster.members[index]?.port}`;

describe('three processes behind nginx', () => {
  it('answers from each in turn, with one session, one CSRF secret, one set of limits, keys and files', async () => {
    const seen = new Set<string>();
    for (let n = 0; n < 6; n++) {
      const health = (await (await fetch(`${cluster.url}/api/health/`)).json()) as {
        instance: string;
      };
      seen.add(health.instance);
    }
    expect([...seen].sort()).toEqual(['p1', 'p2', 'p3']);

    // Signed up on the first, the session works on the others.
    const access = await signUp(direct(0), 'rina');
    for (const index of [1, 2]) {
      const profile = await fetch(`${direct(index)}/api/v1/auth/profile/`, {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(profile.status).toBe(200);
    }

    // One idempotency key, sent to two processes: one cash book.
    const create = (index: number) =>
      fetch(`${direct(index)}/api/v1/cashbooks/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access}`,
          'content-type': 'application/json',
          'idempotency-key': 'cluster-book-1',
        },
        body: JSON.stringify({ name: 'Laci', opening_balance: 50_000_00 }),
      });
    const first = await create(0);
    const again = await create(2);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const ids = [await first.json(), await again.json()].map(
      (body) => (body as { data: { id: string } }).data.id,
    );
    expect(ids[1]).toBe(ids[0]);

    // A receipt stored through one process is read back through another.
    const entry = await fetch(`${direct(0)}/api/v1/entries/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        cashbook_id: ids[0],
        direction: 'out',
        amount: 7_500_00,
        date: '2026-11-03',
      }),
    });
    expect(entry.status, await entry.clone().text()).toBe(201);
    const entryId = ((await entry.json()) as { data: { id: string } }).data.id;
    const receipt = tinyJpeg();
    const stored = await fetch(
      `${direct(1)}/api/v1/entries/${entryId}/attachments/?filename=a.jpg`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/octet-stream' },
        body: receipt,
      },
    );
    expect(stored.status).toBe(201);
    const attachmentId = ((await stored.json()) as { data: { id: string } }).data.id;
    const read = await fetch(`${direct(2)}/api/v1/attachments/${attachmentId}/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(Buffer.from(await read.arrayBuffer()).equals(receipt)).toBe(true);

    // Ten wrong passwords spread over the three: the eleventh is refused wherever it goes.
    for (let n = 0; n < 10; n++) {
      const wrong = await logIn(direct(n % 3), 'rina', 'not-the-password');
      expect(wrong.status).toBe(401);
    }
    expect((await logIn(direct(1), 'rina', PASSWORD)).status).toBe(429);
  });

  it('ends a live stream on one process when its session ends on another', async () => {
    const access = await signUp(direct(0), 'bayu');
    const stream = await EventReader.open(direct(0), access);
    expect(await firstData(stream)).toMatchObject({ event: 'unread' });

    const csrf = await csrfFrom(direct(1));
    const out = await fetch(`${direct(2)}/api/v1/auth/logout/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${access}`,
        'x-csrftoken': csrf.token,
        cookie: csrf.cookie,
      },
    });
    expect(out.status).toBe(200);
    expect(await stream.ended(30_000)).toBe(true);
  });

  it('drains on SIGTERM: readiness fails, what is in flight finishes, streams get a retry hint, nginx loses nothing', async () => {
    const access = await signUp(direct(0), 'dewi');
    const member = cluster.members[1];
    const server = member?.server;
    if (!member || !server) throw new Error('p2 is not running');
    const restartsBefore = member.restarts;

    const stream = await EventReader.open(direct(1), access);
    expect(await firstData(stream)).toMatchObject({ event: 'unread' });

    // Requests through nginx all the while; each must succeed.
    const statuses: number[] = [];
    let looping = true;
    const loop = (async () => {
      while (looping) {
        const response = await fetch(`${cluster.url}/api/v1/cashbooks/`, {
          headers: { authorization: `Bearer ${access}` },
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    })();

    // A request whose body is half sent when the signal comes.
    const slow = slowPost(direct(1), '/api/v1/cashbooks/', access, {
      name: 'Kas kecil',
      opening_balance: 10_000_00,
    });
    await slow.headersSent;

    server.child.kill('SIGTERM');
    await waitUntil('p2 to say it drains', async () => {
      const health = await fetch(`${direct(1)}/api/health/`).catch(() => null);
      if (!health) return false;
      const body = (await health.json()) as { status: string };
      return health.status === 503 && body.status === 'draining';
    });
    // The retry hint, then the end: the tab reconnects (to another process, through nginx).
    const events: StreamEvent[] = [];
    for (let event = await stream.next({ timeoutMs: 30_000 }); event; ) {
      events.push(event);
      event = await stream.next({ timeoutMs: 30_000 });
    }
    const retry = events.find((event): event is { retry: number } => 'retry' in event);
    expect(retry?.retry).toBeGreaterThanOrEqual(500);
    expect(retry?.retry).toBeLessThanOrEqual(3000);
    // Listening has stopped; the half-sent request is still answered, closing its connection.
    await waitUntil('p2 to stop listening', async () => {
      return (await fetch(`${direct(1)}/api/health/`).catch(() => null)) === null;
    });
    const answer = await slow.finish();
    expect(answer.status).toBe(201);
    expect(answer.connection).toBe('close');
    expect(await server.exited).toBe(0);

    // The cluster starts it again; meanwhile and after, nginx answered every request.
    await waitUntil('p2 to be back', async () => {
      if (member.restarts === restartsBefore || !member.server) return false;
      const health = await fetch(`${direct(1)}/api/health/`).catch(() => null);
      return health?.status === 200;
    });
    looping = false;
    await loop;
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});

describe('npm run migrate', () => {
  it('refuses to run beside another migration, and servers that do not migrate refuse an older database', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock(hashtext('usaha:migrations'))");
      const busy = await runBundle('migrate.mjs', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
      });
      expect(busy.code).toBe(75);
      expect(busy.output).toContain('Another process is migrating this database');
      await holder.query("select pg_advisory_unlock(hashtext('usaha:migrations'))");
      const done = await runBundle('migrate.mjs', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
      });
      expect(done.code).toBe(0);
      expect(done.output).toContain('is up to date');

      // A database nothing was applied to.
      await holder.query('create database usaha_cluster_empty');
      const emptyUrl = database.url.replace(/\/[^/]+$/, '/usaha_cluster_empty');
      const refused = await runBundle('server.mjs', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: emptyUrl,
        MIGRATE: 'false',
        PORT: String((await freePorts(1))[0]),
      });
      expect(refused.code).toBe(78);
      expect(refused.output).toMatch(/lacks \d+ migrations .*npm run migrate/);
    } finally {
      await holder.query('drop database if exists usaha_cluster_empty');
      await holder.end();
    }
  }, 120_000);
});

async function csrfFrom(base: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${base}/api/v1/auth/csrf/`);
  const token = ((await response.json()) as { csrfToken: string }).csrfToken;
  return { token, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

async function signUp(base: string, name: string): Promise<string> {
  const csrf = await csrfFrom(base);
  const response = await fetch(`${base}/api/v1/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.token, cookie: csrf.cookie },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: PASSWORD,
      full_name: name,
      business_name: `Toko ${name}`,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { access: string }).access;
}

async function logIn(base: string, username: string, password: string): Promise<Response> {
  const csrf = await csrfFrom(base);
  const response = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.token, cookie: csrf.cookie },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return response;
}

/** The first event with data (after the stream's own retry line). */
async function firstData(stream: EventReader): Promise<StreamEvent> {
  for (;;) {
    const event = await stream.next({ timeoutMs: 30_000 });
    if (!event) throw new Error('the stream ended before its first event');
    if (!('retry' in event)) return event;
  }
}

/** A JSON POST sent in two halves: `finish` sends the second and reads the answer. */
function slowPost(base: string, path: string, access: string, body: object) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const request = httpRequest(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${access}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    },
  });
  const answered = new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      });
      request.on('error', reject);
    },
  );
  request.flushHeaders();
  const headersSent = new Promise<void>((resolve) =>
    request.write(text.slice(0, half), () => resolve()),
  );
  return {
    headersSent,
    finish() {
      request.end(text.slice(half));
      return answered;
    },
  };
}

async function waitUntil(what: string, check: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}
