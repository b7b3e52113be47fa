import { AUTH_MESSAGES } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function activities(action: string) {
  return t.database.query<{ user_id: string | null }>(
    'select user_id from activities where action = $1',
    [action],
  );
}

describe('CSRF', () => {
  it('sets a cookie and returns the token', async () => {
    const client = new TestClient(t.app);
    const response = await client.request('GET', '/api/v1/auth/csrf/');
    expect(response.statusCode).toBe(200);
    const { csrfToken } = response.json();
    expect(csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('csrftoken=');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it.each([
    '/api/v1/auth/login/',
    '/api/v1/auth/register/',
    '/api/v1/auth/refresh/',
    '/api/v1/auth/logout/',
    '/api/v1/auth/password/forgot/',
    '/api/v1/auth/password/reset/',
  ])('refuses %s without a matching X-CSRFToken', async (url) => {
    const client = new TestClient(t.app);
    await client.csrf();
    const missing = await client.request('POST', url, { body: {} });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ success: false, code: 'CSRF_FAILED' });
    const wrong = await client.request('POST', url, {
      body: {},
      headers: { 'x-csrftoken': 'forged.token' },
    });
    expect(wrong.statusCode).toBe(403);
    // A token with a valid MAC from another browser does not match this browser's cookie.
    const other = new TestClient(t.app);
    const foreign = await other.csrf();
    const mismatched = await client.request('POST', url, {
      body: {},
      headers: { 'x-csrftoken': foreign },
    });
    expect(mismatched.statusCode).toBe(403);
  });
});

describe('register and login', () => {
  it('registers a user with a business and an owner membership, shaped like login', async () => {
    const client = new TestClient(t.app);
    const response = await client.register({ username: 'Rina', email: 'Rina@Example.com' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'message', 'success', 'user']);
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      username: 'rina',
      email: 'rina@example.com',
      full_name: 'Siti Rahayu',
      roles: ['owner'],
      language: 'id',
      business: { name: 'Warung Siti', currency: 'IDR', timezone: 'Asia/Jakarta', role: 'owner' },
    });
    expect(body.user.permissions).toContain('billing.manage');
    const [membership] = await t.database.query<{ role: string }>(
      'select m.role from memberships m join users u on u.id = m.user_id where u.username = $1',
      ['rina'],
    );
    expect(membership?.role).toBe('owner');
    expect(String(response.headers['set-cookie'])).toContain('refresh_token=');
  });

  it('refuses a taken username or email with 409 and the field', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'dupe', email: 'dupe@example.com' });
    const sameName = await new TestClient(t.app).register({
      username: 'DUPE',
      email: 'other@example.com',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      errors: { username: expect.any(Array) },
    });
    const sameEmail = await new TestClient(t.app).register({
      username: 'dupe2',
      email: 'DUPE@example.com',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: { email: expect.any(Array) },
    });
  });

  it('refuses short and common passwords, and bad fields, changing nothing', async () => {
    const before = await t.database.query('select count(*)::int as n from users');
    const weak = await new TestClient(t.app).register({
      username: 'weak',
      email: 'weak@example.com',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      errors: { password: expect.any(Array) },
    });
    const bad = await new TestClient(t.app).register({
      username: 'x',
      email: 'not-an-email',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password', 'username']);
    expect(body.request_id).toBeTruthy();
    const after = await t.database.query('select count(*)::int as n from users');
    expect(after).toEqual(before);
  });

  it('logs in by username or email and returns the spec fields', async () => {
    await new TestClient(t.app).register({ username: 'andi', email: 'andi@example.com' });
    for (const login of ['andi', 'ANDI@example.com']) {
      const client = new TestClient(t.app);
      const response = await client.login(login, 'Warung-Siti-2026');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: expect.any(String),
        user: { username: 'andi' },
      });
      expect(body.access.split('.')).toHaveLength(3);
    }
    expect((await activities('auth.login')).length).toBeGreaterThanOrEqual(2);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    await new TestClient(t.app).register({ username: 'joko', email: 'joko@example.com' });
    const unknown = await new TestClient(t.app, '10.1.0.1').login('nobody-here', 'Whatever-123');
    const wrong = await new TestClient(t.app, '10.1.0.2').login('joko', 'Whatever-123');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });
    expect(String(wrong.headers['set-cookie'] ?? '')).not.toContain('refresh_token');
    expect((await activities('auth.login_failed')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('profile', () => {
  it('needs a bearer token', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/v1/auth/profile/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const forged = await new TestClient(t.app).request('GET', '/api/v1/auth/profile/', {
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('TOKEN_INVALID');
  });

  it('returns success, user and message', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'profil', email: 'profil@example.com' });
    const response = await client.request('GET', '/api/v1/auth/profile/');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'success', 'user']);
    expect(response.json().user.username).toBe('profil');
  });
});

describe('refresh', () => {
  it('rotates the refresh cookie and issues a new access token', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'rotasi', email: 'rotasi@example.com' });
    const first = client.cookies.get('refresh_token');
    const response = await client.post('/api/v1/auth/refresh/', { refresh: client.access });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'message', 'success']);
    expect(client.cookies.get('refresh_token')).not.toBe(first);
    expect((await activities('auth.refresh')).length).toBeGreaterThanOrEqual(1);
  });

  it('fails without a refresh cookie', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/v1/auth/refresh/', { refresh: 'anything' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'REFRESH_FAILED',
      message: AUTH_MESSAGES.refreshFailed,
    });
  });

  it('lets exactly one of two concurrent refreshes rotate the token; the other keeps the session', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'balapan', email: 'balapan@example.com' });
    const twin = new TestClient(t.app);
    for (const [name, value] of client.cookies) twin.cookies.set(name, value);
    twin.csrfToken = client.csrfToken;
    const before = client.cookies.get('refresh_token');
    const results = await Promise.all([
      client.post('/api/v1/auth/refresh/', {}),
      twin.post('/api/v1/auth/refresh/', {}),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rotated = results.filter((r) =>
      String(r.headers['set-cookie'] ?? '').includes('refresh_token='),
    );
    expect(rotated).toHaveLength(1);
    const rows = await t.database.query<{ n: number }>(
      "select count(*)::int as n from refresh_tokens r join sessions s on s.id = r.session_id join users u on u.id = s.user_id where u.username = 'balapan'",
    );
    expect(rows[0]?.n).toBe(2);
    // The winner's new cookie works; nobody was signed out.
    const winner = client.cookies.get('refresh_token') !== before ? client : twin;
    expect((await winner.post('/api/v1/auth/refresh/', {})).statusCode).toBe(200);
    for (const response of results) {
      const access = response.json<{ access: string }>().access;
      const profile = await t.app.inject({
        url: '/api/v1/auth/profile/',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(profile.statusCode).toBe(200);
    }
  });

  it('revokes the whole family when a rotated token comes back later', async () => {
    let now = Date.now();
    const clocked = await createTestApp({ clock: { now: () => new Date(now) } });
    try {
      const client = new TestClient(clocked.app);
      await client.register({ username: 'curian', email: 'curian@example.com' });
      const stolen = client.cookies.get('refresh_token') ?? '';
      expect((await client.post('/api/v1/auth/refresh/', {})).statusCode).toBe(200);
      now += 60_000;
      const thief = new TestClient(clocked.app);
      thief.cookies.set('refresh_token', stolen);
      expect((await thief.post('/api/v1/auth/refresh/', {})).statusCode).toBe(401);
      // The legitimate holder is signed out too: its newer token belongs to a revoked family.
      expect((await client.post('/api/v1/auth/refresh/', {})).statusCode).toBe(401);
      expect((await client.request('GET', '/api/v1/auth/profile/')).statusCode).toBe(401);
      const reuse = await clocked.database.query(
        "select 1 from activities where action = 'auth.refresh_reuse_detected'",
      );
      expect(reuse).toHaveLength(1);
    } finally {
      await clocked.close();
    }
  });

  it('ends a browser session after its idle limit', async () => {
    let now = Date.now();
    const clocked = await createTestApp({ clock: { now: () => new Date(now) } });
    try {
      const client = new TestClient(clocked.app);
      await client.register({ username: 'idle', email: 'idle@example.com', remember_me: false });
      now += 13 * 60 * 60 * 1000;
      expect((await client.post('/api/v1/auth/refresh/', {})).statusCode).toBe(401);
    } finally {
      await clocked.close();
    }
  });
});

describe('remember me', () => {
  it('makes the refresh cookie persistent for 30 days, and a browser-session cookie otherwise', async () => {
    await new TestClient(t.app).register({ username: 'ingat', email: 'ingat@example.com' });
    const remembered = await new TestClient(t.app).login('ingat', 'Warung-Siti-2026', true);
    const refresh = (response: typeof remembered) =>
      [response.headers['set-cookie']]
        .flat()
        .find((cookie) => String(cookie).startsWith('refresh_token=')) ?? '';
    expect(refresh(remembered)).toMatch(/Max-Age=2592000/);
    expect(refresh(remembered)).toMatch(/HttpOnly/);
    expect(refresh(remembered)).toMatch(/Secure/);
    expect(refresh(remembered)).toMatch(/SameSite=Strict/);
    const browser = await new TestClient(t.app).login('ingat', 'Warung-Siti-2026', false);
    expect(refresh(browser)).not.toMatch(/Max-Age|Expires/);
  });
});

describe('logout', () => {
  it('revokes the session: refresh and the access token stop working', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'keluar', email: 'keluar@example.com' });
    const response = await client.post('/api/v1/auth/logout/', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(client.cookies.has('refresh_token')).toBe(false);
    expect((await client.request('GET', '/api/v1/auth/profile/')).statusCode).toBe(401);
    expect((await activities('auth.logout')).length).toBeGreaterThanOrEqual(1);
  });

  it('revokes the session named by the refresh cookie even without a bearer token', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'keluar2', email: 'keluar2@example.com' });
    const saved = new Map(client.cookies);
    client.access = '';
    expect((await client.post('/api/v1/auth/logout/', {})).statusCode).toBe(200);
    for (const [name, value] of saved) client.cookies.set(name, value);
    expect((await client.post('/api/v1/auth/refresh/', {})).statusCode).toBe(401);
  });
});
