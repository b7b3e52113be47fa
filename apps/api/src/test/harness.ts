/** Builds the real app on a fresh database, and a small cookie-keeping client for inject(). */

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Clock, systemClock } from '../clock';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import type { Lifecycle } from '../lib/lifecycle';
import { createMailer, type Mailer } from '../mail/mailer';
import { createTestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Mail written by the file mailer, oldest first. */
  mails(): string[];
  /** Waits until every mail queued so far has been written (or handed to SMTP). */
  mailsSettled(): Promise<void>;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    beforeReady?: (app: FastifyInstance) => void;
    logger?: Parameters<typeof buildApp>[0]['logger'];
    lifecycle?: Lifecycle;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'usaha-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  const database = await createTestDatabase();
  // The app's own mailer, made once the app's logger exists, so a test can wait for the mail a
  // request queued (it leaves after the response) instead of guessing how long it takes.
  let mailer: Mailer | undefined;
  const app = await buildApp({
    config,
    database,
    clock: options.clock ?? systemClock,
    logger: options.logger,
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    mailer: {
      mode: config.smtpUrl ? 'smtp' : 'file',
      send(message) {
        if (!mailer) throw new Error('mail sent before the app was built');
        mailer.send(message);
      },
      idle: () => mailer?.idle() ?? Promise.resolve(),
    },
  });
  mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    logLinks: config.env === 'development',
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mailsSettled: () => mailer?.idle() ?? Promise.resolve(),
    mails() {
      const dir = join(dataDir, 'mail');
      try {
        return readdirSync(dir)
          .sort()
          .map((file) => readFileSync(join(dir, file), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

let lastAddress = 0;

/**
 * A loopback address of its own (127.1.x.y): each client stands for another person's device, so
 * per-address limits (ten sign-ups an hour) count people apart unless a test shares an address.
 */
export function nextAddress(): string {
  lastAddress += 1;
  return `127.1.${Math.floor(lastAddress / 250) % 250}.${(lastAddress % 250) + 1}`;
}

/** A browser-like caller: keeps cookies, fetches CSRF tokens, sends a bearer token when it has one. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken = '';
  access = '';
  /** Sent with every request: the address the browser opened (`host`), a proxy's headers. */
  readonly headers: Record<string, string> = {};

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = nextAddress(),
  ) {}

  async request(
    method: Method,
    url: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      csrf?: boolean;
      bearer?: boolean;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (options.csrf && this.csrfToken) headers['x-csrftoken'] = this.csrfToken;
    if (options.bearer !== false && this.access) headers.authorization = `Bearer ${this.access}`;
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async csrf(): Promise<string> {
    const response = await this.request('GET', '/api/v1/auth/csrf/');
    this.csrfToken = response.json<{ csrfToken: string }>().csrfToken;
    return this.csrfToken;
  }

  /** An unsafe auth call the way the web makes it: CSRF header and cookies. */
  async post(url: string, body: unknown = {}): Promise<LightMyRequestResponse> {
    if (!this.csrfToken) await this.csrf();
    return this.request('POST', url, { body, csrf: true });
  }

  async register(overrides: Partial<Record<string, unknown>> = {}) {
    const body = {
      username: 'siti',
      email: 'siti@example.com',
      password: 'Warung-Siti-2026',
      full_name: 'Siti Rahayu',
      business_name: 'Warung Siti',
      ...overrides,
    };
    const response = await this.post('/api/v1/auth/register/', body);
    if (response.statusCode === 201) this.access = response.json<{ access: string }>().access;
    return response;
  }

  async login(username: string, password: string, rememberMe = false) {
    const response = await this.post('/api/v1/auth/login/', {
      username,
      password,
      remember_me: rememberMe,
    });
    if (response.statusCode === 200) this.access = response.json<{ access: string }>().access;
    return response;
  }
}

export function linkFromMail(mail: string, path = 'reset-password'): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${path} link in mail:\n${mail}`);
  return match[0];
}

/**
 * Verifies `to`'s address the way its owner does: the newest verification link mailed to it,
 * posted by a browser without a session.
 */
export async function verifyEmailFromMail(t: TestApp, to: string): Promise<void> {
  await t.mailsSettled();
  const mail = t
    .mails()
    .map((text) => text.replace(/=\r?\n/g, ''))
    .reverse()
    .find((text) => text.includes(`To: ${to}`) && text.includes('/auth/verify-email?token'));
  if (!mail) throw new Error(`no verification mail to ${to}`);
  const response = await new TestClient(t.app).post('/api/v1/auth/verify-email/', {
    token: tokenFromLink(linkFromMail(mail, 'verify-email')),
  });
  if (response.statusCode !== 200) throw new Error(`verify ${to}: ${response.body}`);
}

export function tokenFromLink(link: string): string {
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
}
