/**
 * The CSRF and refresh cookies are Secure wherever a browser keeps a Secure cookie, and plain on
 * a plain-http address that is not loopback (a phone on the shop's Wi-Fi), where a Secure cookie
 * would be dropped and every write refused with CSRF_FAILED. Pages there go without the
 * Cross-Origin-Opener-Policy the browser would ignore, and warn about, on each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../test/harness';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.0/8' } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const cookieNamed = (response: { headers: Record<string, unknown> }, name: string) =>
  [response.headers['set-cookie']]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith(`${name}=`)) ?? '';

async function signUpAt(app: TestApp, headers: Record<string, string>, name: string) {
  const client = new TestClient(app.app);
  Object.assign(client.headers, headers);
  const csrf = await client.request('GET', '/api/v1/auth/csrf/');
  client.csrfToken = csrf.json<{ csrfToken: string }>().csrfToken;
  const registered = await client.register({ username: name, email: `${name}@example.com` });
  return { client, csrf: cookieNamed(csrf, 'csrftoken'), registered };
}

describe('cookie security follows the address the browser opened', () => {
  it.each([
    ['a Wi-Fi address', 'wifi', { host: '192.168.1.5:3000' }],
    ['a name on the local network', 'namalan', { host: 'toko.test:3000' }],
  ])(
    'leaves Secure off on %s over plain http, and the sign-up works there',
    async (_, name, headers) => {
      const { client, csrf, registered } = await signUpAt(t, headers, name);
      expect(csrf).toMatch(/HttpOnly/i);
      expect(csrf).toMatch(/SameSite=Strict/i);
      expect(csrf).not.toMatch(/Secure/i);
      expect(registered.statusCode).toBe(201);
      expect(cookieNamed(registered, 'refresh_token')).not.toMatch(/Secure/i);
      const login = await client.login(name, 'Warung-Siti-2026', true);
      expect(login.statusCode).toBe(200);
      expect(cookieNamed(login, 'refresh_token')).toMatch(/HttpOnly/i);
      expect(cookieNamed(login, 'refresh_token')).not.toMatch(/Secure/i);
    },
  );

  it.each([
    ['localhost', 'lokal', { host: 'localhost:3000' }],
    ['a loopback address', 'loopback', { host: '127.0.0.2:3000' }],
  ])('keeps Secure on %s', async (_, name, headers) => {
    const { csrf, registered } = await signUpAt(t, headers, name);
    expect(csrf).toMatch(/Secure/i);
    expect(cookieNamed(registered, 'refresh_token')).toMatch(/Secure/i);
  });

  it('keeps Secure behind a trusted proxy that says the request came by HTTPS', async () => {
    const https = { host: 'toko.example', 'x-forwarded-proto': 'https' };
    const { csrf, registered } = await signUpAt(proxied, https, 'dibalikproxy');
    expect(csrf).toMatch(/Secure/i);
    expect(cookieNamed(registered, 'refresh_token')).toMatch(/Secure/i);
  });

  it('does not take X-Forwarded-Proto from a caller that is not a trusted proxy', async () => {
    const { csrf } = await signUpAt(
      t,
      { host: '192.168.1.5:3000', 'x-forwarded-proto': 'https' },
      'palsu',
    );
    expect(csrf).not.toMatch(/Secure/i);
  });
});

describe('page headers follow the address too', () => {
  it('leave out Cross-Origin-Opener-Policy over plain http to an address that is not loopback', async () => {
    const page = (host: string) => t.app.inject({ url: '/auth/login', headers: { host } });
    expect((await page('localhost:3000')).headers['cross-origin-opener-policy']).toBe(
      'same-origin',
    );
    const wifi = await page('192.168.1.5:3000');
    expect(wifi.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(wifi.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
