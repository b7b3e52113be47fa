import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { AppError } from '@usaha/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycle } from '../lib/lifecycle';
import { REDACTED_PATHS } from '../logger';
import { createTestApp, type TestApp, TestClient } from '../test/harness';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'usaha-web-'));
  mkdirSync(join(web, 'assets'));
  mkdirSync(join(web, 'builds'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>Usaha</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(web, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(web, 'builds', 'latest.json'), '{"id":"build-1"}');
  writeFileSync(
    join(web, 'builds', 'preload.json'),
    JSON.stringify({
      areas: [
        {
          paths: ['/dashboard', '/apps'],
          modules: ['/assets/apps-shell-1.js', '/assets/apps-routes-2.js', '"><script>x</script>'],
          styles: ['/assets/apps-shell-3.css'],
        },
      ],
    }),
  );
  const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  writeFileSync(join(web, 'assets', 'app-def456.js'), script);
  writeFileSync(join(web, 'assets', 'app-def456.js.gz'), gzipSync(script));
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  t = await createTestApp({
    env: { WEB_DIST: web, CORS_ORIGINS: 'https://app.usaha.test' },
    logger: {
      level: 'info',
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      stream,
    } as pino.LoggerOptions,
    beforeReady(app) {
      app.get('/api/v1/test-failure/', { config: { access: 'public' } }, async () => {
        throw new Error('connection string postgres://secret@db');
      });
      app.get('/api/v1/test-query-failure/', { config: { access: 'public' } }, async () => {
        const error = new Error(
          'Failed query: update users set password_hash = $1\nparams: $argon2id$secret-hash',
        );
        Object.assign(error, {
          query: 'update users set password_hash = $1',
          params: ['$argon2id$secret-hash'],
        });
        throw error;
      });
      app.post('/api/v1/test-rule/', { config: { access: 'authenticated' } }, async () => {
        throw new AppError(
          'TRANSFER_AMOUNT_MISMATCH',
          'The amount received is not the amount sent',
        );
      });
      app.get('/api/v1/test-admin/', { config: { access: 'admin' } }, async () => ({
        success: true,
      }));
      app.get(
        '/api/v1/test-billing/',
        { config: { access: { permission: 'billing.manage' } } },
        async () => ({
          success: true,
        }),
      );
    },
  });
});
afterAll(() => t.close());

describe('health and config', () => {
  it('reports the process and the database', async () => {
    const response = await t.app.inject({ url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      status: 'ok',
      database: { kind: t.database.kind, ok: true },
    });
  });

  it('names the answering process, and fails readiness while it drains', async () => {
    const lifecycle = createLifecycle('web-7');
    const draining = await createTestApp({ env: { INSTANCE_ID: 'web-7' }, lifecycle });
    try {
      const before = await draining.app.inject({ url: '/api/health/' });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({ status: 'ok', instance: 'web-7' });
      expect(before.headers.connection).toBe('keep-alive');

      lifecycle.startDraining();
      const during = await draining.app.inject({ url: '/api/health/' });
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({
        success: false,
        status: 'draining',
        instance: 'web-7',
        database: { ok: true },
      });
      // Other requests are still answered, each closing its connection behind it.
      const config = await draining.app.inject({ url: '/api/config/' });
      expect(config.statusCode).toBe(200);
      expect(config.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });

  it('gives the app configuration the web loads', async () => {
    const response = await t.app.inject({ url: '/api/config/' });
    expect(response.json()).toEqual({
      backend_api_url: 'http://localhost:3000/api',
      frontend_apps_url: 'http://localhost:3000',
      api_version: 'v1',
    });
  });

  it('without PUBLIC_URL, answers for the address the caller used (a phone on the shop Wi-Fi)', async () => {
    const lan = await createTestApp({ env: { PUBLIC_URL: '' } });
    try {
      const response = await lan.app.inject({
        url: '/api/config/',
        headers: { host: '192.168.1.5:3000' },
      });
      expect(response.json()).toEqual({
        backend_api_url: '/api',
        frontend_apps_url: 'http://192.168.1.5:3000',
        api_version: 'v1',
      });
      expect(response.headers.vary).toMatch(/host/i);
      // Links in mail still need one address: PUBLIC_URL's default.
      expect(lan.config.publicUrl).toBe('http://localhost:3000');
    } finally {
      await lan.close();
    }
  });

  it('accepts paths without the trailing slash', async () => {
    expect((await t.app.inject({ url: '/api/config' })).statusCode).toBe(200);
  });
});

describe('error envelope', () => {
  const envelope = {
    success: false,
    message: expect.any(String),
    code: expect.any(String),
    request_id: expect.any(String),
  };

  it('404 for unknown API routes', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ...envelope, code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/nothing-here/' })).statusCode).toBe(
      404,
    );
  });

  it('400 with field errors for bad input, and for broken JSON', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/v1/auth/login/', { username: '', password: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...envelope, code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'username']);
    const broken = await client.request('POST', '/api/v1/contact/', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ ...envelope, code: 'VALIDATION_FAILED' });
  });

  it('413 for bodies over 1 MiB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ ...envelope, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('the envelope for a malformed URL, and 415 for a text body', async () => {
    const malformed = await t.app.inject({ url: '/api/v1/auth/profile/%' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ ...envelope, code: 'VALIDATION_FAILED' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('415 for a wrong content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/',
      headers: { 'content-type': 'text/xml' },
      payload: '<message/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ ...envelope, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('500 says only "Internal Server Error" and the request id, and logs the details', async () => {
    const response = await t.app.inject({
      url: '/api/v1/test-failure/',
      headers: { 'x-request-id': 'req-test-500-abc' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      request_id: 'req-test-500-abc',
    });
    expect(response.body).not.toContain('secret');
    expect(logLines.join('')).toContain('postgres://secret@db');
  });
});

describe('access checks', () => {
  it('422 for a broken business rule, 403 for a missing permission, 404 for the admin area', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'akses', email: 'akses@example.com' });
    const rule = await client.request('POST', '/api/v1/test-rule/', { body: {} });
    expect(rule.statusCode).toBe(422);
    expect(rule.json()).toMatchObject({
      success: false,
      code: 'TRANSFER_AMOUNT_MISMATCH',
      message: 'The amount received is not the amount sent',
    });

    expect((await client.request('GET', '/api/v1/test-billing/')).statusCode).toBe(200);
    // The admin area does not reveal itself: to a business owner it is a path that is not there.
    const admin = await client.request('GET', '/api/v1/test-admin/');
    expect(admin.statusCode).toBe(404);
    expect(admin.json().code).toBe('NOT_FOUND');

    // Roles are read on every request: a change takes effect at once.
    await t.database.query(
      "update memberships set role = 'viewer' where user_id = (select id from users where username = 'akses')",
    );
    expect((await client.request('GET', '/api/v1/test-billing/')).statusCode).toBe(403);
    await t.database.query("update users set platform_roles = '{staff}' where username = 'akses'");
    expect((await client.request('GET', '/api/v1/test-admin/')).statusCode).toBe(200);
    const profile = await client.request('GET', '/api/v1/auth/profile/');
    expect(profile.json().user.roles).toEqual(['viewer', 'staff']);
  });
});

describe('failed queries', () => {
  it('are logged without their parameters', async () => {
    const response = await t.app.inject({ url: '/api/v1/test-query-failure/' });
    expect(response.statusCode).toBe(500);
    const logged = logLines.join('');
    expect(logged).toContain('update users set password_hash = $1');
    expect(logged).not.toContain('secret-hash');
  });
});

describe('request ids and logs', () => {
  it('puts the request id on the response and on every request log line', async () => {
    const response = await t.app.inject({
      url: '/api/config/',
      headers: { 'x-request-id': 'trace-me-12345' },
    });
    expect(response.headers['x-request-id']).toBe('trace-me-12345');
    const lines = logLines.filter(
      (line) => line.includes('"url":"/api/config/"') || line.includes('trace-me-12345'),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of logLines.filter((l) => l.includes('"req"') || l.includes('"res"'))) {
      expect(JSON.parse(line)).toHaveProperty('reqId');
    }
    const invented = await t.app.inject({
      url: '/api/config/',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(invented.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('never writes passwords, tokens, cookies or Authorization headers', async () => {
    const client = new TestClient(t.app);
    await client.register({
      username: 'tersembunyi',
      email: 'diam@example.com',
      password: 'Sangat-Rahasia-77',
    });
    await client.request('GET', '/api/v1/auth/profile/');
    await client.post('/api/v1/auth/refresh/', {});
    const all = logLines.join('');
    expect(all).not.toContain('Sangat-Rahasia-77');
    expect(client.access.length).toBeGreaterThan(20);
    expect(all).not.toContain(client.access);
    const cookies = [...client.cookies.values()];
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const value of cookies) expect(all).not.toContain(value);
    const redacted = pino({ redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }, {
      write(line: string) {
        expect(line).not.toContain('s3cret');
        expect(line).toContain('[Redacted]');
      },
    } as unknown as pino.DestinationStream);
    redacted.info({
      req: { headers: { authorization: 'Bearer s3cret', cookie: 'a=s3cret' } },
      body: { password: 's3cret' },
    });
  });
});

describe('security headers and CORS', () => {
  it('sends a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const api = await t.app.inject({ url: '/api/config/' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps every API answer out of caches (ASVS 8.2.1), unless a route chose otherwise', async () => {
    const client = new TestClient(t.app, '10.8.0.9');
    await client.register({ username: 'cache', email: 'cache@example.com' });
    const answers = [
      await client.request('GET', '/api/v1/auth/profile/'),
      await client.request('GET', '/api/v1/contacts/'),
      await client.request('GET', '/api/v1/contacts/00000000-0000-4000-8000-000000000000/'),
      await client.request('POST', '/api/v1/contacts/', { body: { name: '' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('lets a configured origin call with credentials, and nobody else', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login/',
      headers: {
        origin: 'https://app.usaha.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrftoken',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.usaha.test');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-csrftoken',
    );
    const evil = await t.app.inject({
      url: '/api/config/',
      headers: { origin: 'https://evil.test' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the precompressed file of an asset when there is one', async () => {
    const response = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toContain('yyyy');
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the web app', () => {
  it('serves hashed assets for a year and index.html and latest.json never cached', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const latest = await t.app.inject({ url: '/builds/latest.json' });
    expect(latest.json()).toEqual({ id: 'build-1' });
    expect(latest.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    const index = await t.app.inject({ url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it("names the apps area's files as preload hints in the HTML of its pages, and only there", async () => {
    const hints =
      '<link rel="stylesheet" href="/assets/apps-shell-3.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/apps-shell-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/apps-routes-2.js">';
    for (const url of ['/dashboard', '/apps', '/apps/transactions?q=beras', '/apps/cashbook/1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(response.body).toContain(hints);
      expect(response.body).not.toContain('<script>x');
    }
    for (const url of ['/', '/auth/login', '/apps-like', '/dashboards']) {
      expect((await t.app.inject({ url })).body).not.toContain('modulepreload');
    }
  });

  it('falls back to index.html for app routes, but not for API routes or missing assets', async () => {
    for (const url of ['/dashboard', '/auth/login?redirect=%2Fdashboard', '/something/unknown']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    }
    expect((await t.app.inject({ url: '/api/v1/unknown/' })).headers['content-type']).toContain(
      'application/json',
    );
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the calls from the zod schemas, with a UI', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api/v1/auth/login/'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['username', 'password', 'remember_me']),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it("asks for the bearer token exactly where the route's declared access does", async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const documented = t.app.apiRoutes.map((route) => {
      const path = route.url.replace(/:([a-z_]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      return {
        route: `${route.method} ${route.url}`,
        public: route.access === 'public',
        operation,
      };
    });
    expect(documented.filter((item) => !item.operation)).toEqual([]);
    for (const item of documented) {
      const expected = item.public ? undefined : [{ bearer: [] }];
      expect(item.operation.security, item.route).toEqual(expected);
    }
    expect(documented.filter((item) => item.public).length).toBeGreaterThan(5);
  });
});
