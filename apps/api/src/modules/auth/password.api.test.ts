import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  linkFromMail,
  type TestApp,
  TestClient,
  tokenFromLink,
} from '../../test/harness';

let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

async function mailsAfter(action: () => Promise<unknown>) {
  // Mail queued before (a sign-up's verification link) is not the action's.
  await t.mailsSettled();
  const before = t.mails().length;
  await action();
  await t.app.inject({ method: 'GET', url: '/api/health/' });
  // Mail goes out after the response; wait for it like the shutdown does.
  for (let i = 0; i < 50 && t.mails().length === before; i++)
    await new Promise((r) => setTimeout(r, 20));
  return t.mails().slice(before);
}

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    await new TestClient(t.app).register({
      username: 'lupa',
      email: 'lupa@example.com',
      language: 'en',
    });
    const client = new TestClient(t.app);
    let unknown: Awaited<ReturnType<typeof client.post>> | undefined;
    const none = await mailsAfter(async () => {
      unknown = await client.post('/api/v1/auth/password/forgot/', { email: 'nobody@example.com' });
    });
    expect(none).toHaveLength(0);
    let known: Awaited<ReturnType<typeof client.post>> | undefined;
    const sent = await mailsAfter(async () => {
      known = await client.post('/api/v1/auth/password/forgot/', { email: 'LUPA@example.com' });
    });
    expect(known?.statusCode).toBe(200);
    expect(unknown?.statusCode).toBe(200);
    expect(known?.json()).toEqual(unknown?.json());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: lupa@example.com');
    expect(sent[0]).toContain('Reset your Usaha password');
    expect(linkFromMail(sent[0] ?? '')).toMatch(
      /^http:\/\/localhost:3000\/auth\/reset-password\?token=/,
    );
  });

  it('resets once, revokes every session, and the old password stops working', async () => {
    const owner = new TestClient(t.app);
    await owner.register({ username: 'reset', email: 'reset@example.com' });
    const [mail] = await mailsAfter(() =>
      owner.post('/api/v1/auth/password/forgot/', { email: 'reset@example.com' }),
    );
    const token = tokenFromLink(linkFromMail(mail ?? ''));
    const stored = await t.database.query<{ token_hash: string }>(
      'select token_hash from password_reset_tokens',
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const weak = await owner.post('/api/v1/auth/password/reset/', { token, password: '12345678' });
    expect(weak.statusCode).toBe(400);
    const reset = await owner.post('/api/v1/auth/password/reset/', {
      token,
      password: 'Baru-Sekali-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await owner.request('GET', '/api/v1/auth/profile/')).statusCode).toBe(401);
    const again = await owner.post('/api/v1/auth/password/reset/', {
      token,
      password: 'Lain-Lagi-2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await new TestClient(t.app).login('reset', 'Warung-Siti-2026')).statusCode).toBe(401);
    expect((await new TestClient(t.app).login('reset', 'Baru-Sekali-2026')).statusCode).toBe(200);
  });

  it('sends one mail for a burst of parallel requests', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'banjir', email: 'banjir@example.com' });
    await client.csrf();
    const sent = await mailsAfter(() =>
      Promise.all(
        Array.from({ length: 8 }, () =>
          client.post('/api/v1/auth/password/forgot/', { email: 'banjir@example.com' }),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const all = t
      .mails()
      .map((mail) => mail.replace(/=\r?\n/g, ''))
      .filter((mail) => mail.includes('To: banjir@example.com') && mail.includes('reset-password'));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(all).toHaveLength(1);
  });

  it('refuses a link older than one hour', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'kadaluarsa', email: 'kadaluarsa@example.com' });
    const [mail] = await mailsAfter(() =>
      client.post('/api/v1/auth/password/forgot/', { email: 'kadaluarsa@example.com' }),
    );
    now += 61 * 60 * 1000;
    const response = await client.post('/api/v1/auth/password/reset/', {
      token: tokenFromLink(linkFromMail(mail ?? '')),
      password: 'Baru-Sekali-2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('account', () => {
  it('updates the profile, asks for the password to change the email, refuses another user’s email', async () => {
    await new TestClient(t.app).register({ username: 'lain', email: 'lain@example.com' });
    const client = new TestClient(t.app);
    await client.register({ username: 'ubah', email: 'ubah@example.com' });
    const body = {
      full_name: 'Ubah Nama',
      email: 'ubah2@example.com',
      phone: '+62 812 3456 7890',
      language: 'en',
    };
    const withoutPassword = await client.request('PUT', '/api/v1/account/profile/', { body });
    expect(withoutPassword.statusCode).toBe(403);
    expect(withoutPassword.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      errors: { current_password: expect.any(Array) },
    });
    const nameOnly = await client.request('PUT', '/api/v1/account/profile/', {
      body: { ...body, email: 'ubah@example.com' },
    });
    expect(nameOnly.statusCode).toBe(200);
    const response = await client.request('PUT', '/api/v1/account/profile/', {
      body: { ...body, current_password: 'Warung-Siti-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      full_name: 'Ubah Nama',
      email: 'ubah2@example.com',
      language: 'en',
    });
    const taken = await client.request('PUT', '/api/v1/account/profile/', {
      body: { ...body, email: 'LAIN@example.com', current_password: 'Warung-Siti-2026' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBeDefined();
    const rows = await t.database.query<{ before: unknown; after: unknown }>(
      "select before, after from activities where action = 'user.profile_updated' order by created_at",
    );
    const changed = rows.find(
      (row) => (row.after as { email?: string }).email === 'ubah2@example.com',
    );
    expect(changed?.before).toMatchObject({ email: 'ubah@example.com' });
    expect(JSON.stringify(rows)).not.toContain('Warung-Siti-2026');
  });

  it('limits guesses of the current password like failed logins', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'tebak', email: 'tebak@example.com' });
    for (let guess = 0; guess < 10; guess++) {
      const wrong = await client.request('POST', '/api/v1/account/password/', {
        body: { current_password: `guess-${guess}`, new_password: 'Baru-Sekali-2026' },
      });
      expect(wrong.statusCode).toBe(403);
    }
    const locked = await client.request('POST', '/api/v1/account/password/', {
      body: { current_password: 'Warung-Siti-2026', new_password: 'Baru-Sekali-2026' },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('changes the password with the current one and signs out the other sessions only', async () => {
    const phone = new TestClient(t.app);
    await phone.register({ username: 'ganti', email: 'ganti@example.com' });
    const laptop = new TestClient(t.app);
    await laptop.login('ganti', 'Warung-Siti-2026');
    const wrong = await phone.request('POST', '/api/v1/account/password/', {
      body: { current_password: 'not-it-at-all', new_password: 'Baru-Sekali-2026' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      errors: { current_password: expect.any(Array) },
    });
    const ok = await phone.request('POST', '/api/v1/account/password/', {
      body: { current_password: 'Warung-Siti-2026', new_password: 'Baru-Sekali-2026' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await phone.request('GET', '/api/v1/auth/profile/')).statusCode).toBe(200);
    expect((await laptop.request('GET', '/api/v1/auth/profile/')).statusCode).toBe(401);
    expect((await laptop.post('/api/v1/auth/refresh/', {})).statusCode).toBe(401);
  });
});
