/**
 * The servers under test: the real app (buildApp, as server.ts builds it), a bare Fastify
 * hello-world, and a bare Fastify handler that runs the profile route's SQL on the same database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { type Database, openDatabase } from '../../apps/api/src/db/client';
import { REDACTED_PATHS } from '../../apps/api/src/logger';
import {
  AUTH_CONTEXT_SQL,
  authContextParams,
  type ContextRow,
  toAuthContext,
} from '../../apps/api/src/plugins/auth-context';

export const HOST = '127.0.0.1';
const FIRST_PORT = 3400;
const LAST_PORT = 3499;
const taken = new Set<number>();
/** One secret for every app of this run, so a token issued by one is accepted by the others. */
const JWT_SECRET = randomBytes(48).toString('base64url');

export type LogLevel = 'warn' | 'info';

/**
 * The logger both sides get. The app's own options (same redaction) at a given level. Production
 * runs at `info`, which writes two lines per request; the headline figures use `warn` on BOTH
 * sides, because at `info` the cost depends on where stdout goes (terminal, pipe, journald) rather
 * than on our code, and equal logging on both sides would dilute the ratio towards 1. With
 * BENCH_INFO_LOG=1 run.ts adds rows at `info` (both sides, pino's sync destination to /dev/null,
 * the cheapest possible sink) to show what production logging costs.
 */
export function loggerFor(level: LogLevel): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    ...(level === 'info' ? { file: '/dev/null' } : {}),
  };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Listens on the first free port of 3400–3499 (the range this machine gives the benchmark). */
export async function listen(app: FastifyInstance): Promise<string> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    if (taken.has(port) || !(await portIsFree(port))) continue;
    taken.add(port);
    try {
      await app.listen({ host: HOST, port });
      return `http://${HOST}:${port}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${FIRST_PORT}–${LAST_PORT}`);
}

export type Running = { url: string; app: FastifyInstance };

// --- databases -------------------------------------------------------------------------------

export type BenchDatabase = {
  database: Database;
  dataDir: string;
  /** The scratch database's URL on PostgreSQL (for a session of its own); undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
};

/** The PostgreSQL figures' server when TEST_DATABASE_URL is unset (as .ci/run and README use). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * TEST_DATABASE_URL when set; otherwise the usual local server if it answers within 2 s, so a
 * plain `npm run bench` on a development machine measures both engines.
 */
export async function findPostgres(): Promise<{ url: string; from: string } | undefined> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return { url: fromEnv, from: 'TEST_DATABASE_URL' };
  const client = new pg.Client({
    connectionString: DEFAULT_POSTGRES_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return { url: DEFAULT_POSTGRES_URL, from: 'reachable default' };
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A migrated database in a fresh temporary DATA_DIR: PGlite there, or, given a PostgreSQL URL,
 * a scratch database `usaha_bench_<pid>` created on that server and dropped on close.
 */
export async function openBenchDatabase(serverUrl?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'usaha-bench-'));
  let dropScratch = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `usaha_bench_${process.pid}`;
    await adminQuery(serverUrl, `drop database if exists ${name}`);
    await adminQuery(serverUrl, `create database ${name}`);
    dropScratch = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  try {
    // Pool size 10, as the app's default DATABASE_POOL_SIZE: one connection per load connection.
    const database = await openDatabase({ databaseUrl, dataDir, poolSize: 10 });
    await database.migrate();
    return {
      database,
      dataDir,
      url: databaseUrl,
      async close() {
        try {
          await database.close();
        } finally {
          await dropScratch();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await dropScratch();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// --- the real app ----------------------------------------------------------------------------

/** The real app, built as server.ts builds it (buildApp + loadConfig), serving apps/web/dist (or `webDist`). */
export async function startRealApp(
  bench: BenchDatabase,
  level: LogLevel,
  webDist?: string,
): Promise<Running> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: bench.dataDir,
    JWT_SECRET,
    LOG_LEVEL: level,
    // As behind a reverse proxy on this host: each account signs up from an address of its own.
    TRUST_PROXY: '127.0.0.1,::1',
    ...(webDist ? { WEB_DIST: webDist } : {}),
  });
  const app = await buildApp({ config, database: bench.database, logger: loggerFor(level) });
  return { app, url: await listen(app) };
}

export type Account = { username: string; businessName: string };
const BENCH_ACCOUNT: Account = { username: 'bench', businessName: 'Warung Bench' };

/**
 * The address an account signs up from, passed on by the proxy the app trusts (TRUST_PROXY): as
 * people on their own phones, each counts alone against the limit of sign-ups per address (10
 * an hour), which the bench's dozen accounts within minutes would otherwise reach.
 */
function addressOf(account: Account): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(account.username).digest();
  return `10.${a}.${b}.${c}`;
}

/** Registers a user (with a business) through the real API, the way the web does; returns `access`. */
export async function registerUser(baseUrl: string, account = BENCH_ACCOUNT): Promise<string> {
  const csrfResponse = await fetch(`${baseUrl}/api/v1/auth/csrf/`);
  if (!csrfResponse.ok) throw new Error(`GET csrf: HTTP ${csrfResponse.status}`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const cookie = csrfResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('csrftoken='));
  if (!csrfToken || !cookie) throw new Error('GET csrf: no token or no csrftoken cookie');
  const response = await fetch(`${baseUrl}/api/v1/auth/register/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': csrfToken,
      cookie,
      'x-forwarded-for': addressOf(account),
    },
    body: JSON.stringify({
      username: account.username,
      email: `${account.username}@example.com`,
      password: 'Kedai-Mawar-Pagi-2026',
      full_name: 'Bench Mark',
      business_name: account.businessName,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register: HTTP ${response.status} ${await response.text()}`);
  }
  const { access } = (await response.json()) as { access?: string };
  if (!access) throw new Error('register: no access token in the response');
  return access;
}

// --- the bare servers ------------------------------------------------------------------------

/** Framework floor: Fastify with no plugins, hooks or schemas, same logger settings as the app. */
export async function startHello(level: LogLevel): Promise<Running> {
  const app = Fastify({ logger: loggerFor(level) });
  app.get('/', async () => ({ hello: 'world' }));
  return { app, url: await listen(app) };
}

type Claims = { sub: string; sid: string; bid: string | null };

/** The token's payload, decoded without checking the signature (the real app checks it). */
export function claimsOf(token: string): Claims {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const { sub, sid, bid } = payload as Record<string, unknown>;
  if (
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    (bid !== null && typeof bid !== 'string')
  )
    throw new Error('access token payload has no sub/sid/bid');
  return { sub, sid, bid };
}

/**
 * The profile route without us: the SAME statement (AUTH_CONTEXT_SQL with its parameters) on the
 * SAME Database object, answered with the SAME body (the AuthUser built by the app's own
 * toAuthContext, in the same envelope), serialised by Fastify's default JSON.stringify.
 *
 * What the real route does on top, and this handler leaves out, is "our overhead": the request id
 * and security headers, CORS and compression hooks, the access-control hooks, verifying the JWT
 * (fast-jwt, with its cache), and the response serialiser built from the zod schema.
 */
export async function startBareProfile(
  database: Database,
  token: string,
  level: LogLevel,
): Promise<Running> {
  const claims = claimsOf(token);
  const app = Fastify({ logger: loggerFor(level) });
  app.get('/', async (_request, reply) => {
    const rows = await database.query<ContextRow>(
      AUTH_CONTEXT_SQL,
      authContextParams(claims, new Date()),
    );
    const row = rows[0];
    if (!row) return reply.status(401).send({ success: false });
    return {
      success: true,
      user: toAuthContext(row, claims.sid).user,
      message: 'Profile retrieved',
    };
  });
  return { app, url: await listen(app) };
}
