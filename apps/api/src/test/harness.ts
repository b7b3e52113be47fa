/** Builds the real app on a fresh database, and a small cookie-keeping client for inject(). */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Clock, systemClock } from '../clock';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Mail written by the file mailer, oldest first. */
  mails(): string[];
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    beforeReady?: (app: FastifyInstance) => void;
    logger?: Parameters<typeof buildApp>[0]['logger'];
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
  const app = await buildApp({
    config,
    database,
    clock: options.clock ?? systemClock,
    logger: options.logger,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
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

/** A browser-like caller: keeps cookies, fetches CSRF tokens, sends a bearer token when it has one. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken = '';
  access = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
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
    const headers: Record<string, string> = { ...options.headers };
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

export function linkFromMail(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/https?:\/\/\S+reset-password\?token=[A-Za-z0-9_%-]+/);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return match[0];
}

export function tokenFromLink(link: string): string {
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
}
