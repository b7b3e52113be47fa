/**
 * Sign-ups and forgotten passwords are limited per address (and forgotten passwords per typed
 * email), counted in the database; a taken username or email is refused before the password is
 * hashed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { signUpOwner, VERIFIED } from '../../test/ledger';
import { invite } from '../team/team-test-helpers';
import { LIMITS } from './auth-throttle.service';
import * as passwords from './passwords';

const HOUR_SECONDS = 60 * 60;
let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

/** The mail written while `action` ran, and until what it queued has left. */
async function mailsDuring(action: () => Promise<unknown>): Promise<string[]> {
  await t.mailsSettled();
  const before = t.mails().length;
  await action();
  await t.mailsSettled();
  return t.mails().slice(before);
}

function expectLimited(response: Awaited<ReturnType<TestClient['post']>>, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return retryAfter;
}

describe('sign-ups per address', () => {
  it('allows 10 tries an hour from one address, taken names included; the 11th is refused and creates nothing', async () => {
    const ip = '10.20.0.1';
    const first = await new TestClient(t.app, ip).register({
      username: 'batas0',
      email: 'batas0@example.com',
    });
    expect(first.statusCode, first.body).toBe(201);
    // A probe for a taken address counts too: that is what makes probing slow.
    for (let attempt = 1; attempt < LIMITS.register.ip.max; attempt++) {
      const probe = await new TestClient(t.app, ip).register({
        username: `batas${attempt}`,
        email: 'batas0@example.com',
      });
      expect(probe.statusCode).toBe(409);
    }
    let refused: Awaited<ReturnType<TestClient['post']>> | undefined;
    const mails = await mailsDuring(async () => {
      refused = await new TestClient(t.app, ip).register({
        username: 'batasbaru',
        email: 'batasbaru@example.com',
      });
    });
    const retryAfter = expectLimited(refused as NonNullable<typeof refused>, HOUR_SECONDS);
    expect(refused?.json()).not.toHaveProperty('access');
    expect(await count("select count(*)::int as n from users where username = 'batasbaru'")).toBe(
      0,
    );
    expect(mails).toEqual([]);

    // Another address is not held back, and this one is free again once the hour has passed.
    const elsewhere = await new TestClient(t.app, '10.20.0.2').register({
      username: 'lainalamat',
      email: 'lainalamat@example.com',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    now += retryAfter * 1000;
    const later = await new TestClient(t.app, ip).register({
      username: 'batasbaru',
      email: 'batasbaru@example.com',
    });
    expect(later.statusCode, later.body).toBe(201);
  });

  it('holds under a burst of parallel sign-ups: exactly 10 are looked at', async () => {
    await new TestClient(t.app, '10.21.0.9').register({
      username: 'serbuan',
      email: 'serbuan@example.com',
    });
    const ip = '10.21.0.1';
    const statuses = (
      await Promise.all(
        Array.from({ length: 14 }, (_, index) =>
          new TestClient(t.app, ip).register({
            username: `serbuan${index}`,
            email: 'serbuan@example.com',
          }),
        ),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 409)).toHaveLength(LIMITS.register.ip.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('counts sign-ups through an invitation link under the same limit', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const { token } = await invite(t, owner, 'tamu@example.com');
    const ip = '10.22.0.1';
    await t.database.query(
      `insert into auth_attempts (kind, account_key, ip, created_at)
       select 'register', '', $1, $2 from generate_series(1, $3::int)`,
      [ip, new Date(now - 1000).toISOString(), LIMITS.register.ip.max],
    );
    const body = { username: 'tamu', full_name: 'Tamu', password: 'Warung-Siti-2026' };
    const path = `/api/v1/invitations/${token}/register/`;
    expectLimited(await new TestClient(t.app, ip).post(path, body), HOUR_SECONDS);
    expect(await count("select count(*)::int as n from users where username = 'tamu'")).toBe(0);
    // The link is still good from another address.
    const elsewhere = await new TestClient(t.app, '10.22.0.2').post(path, body);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});

describe('uniqueness before the hash', () => {
  it('refuses a taken username or email without hashing the password; the unique keys still guard a race', async () => {
    await new TestClient(t.app).register({ username: 'unik', email: 'unik@example.com' });
    // A spy that calls through: it only counts how often the real Argon2 hash runs.
    const hash = vi.spyOn(passwords, 'hashPassword');
    try {
      const sameName = await new TestClient(t.app).register({
        username: 'UNIK',
        email: 'lain@example.com',
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        errors: { username: [expect.any(String)] },
      });
      const sameEmail = await new TestClient(t.app).register({
        username: 'unikdua',
        email: 'Unik@Example.com',
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({
        code: 'EMAIL_TAKEN',
        errors: { email: [expect.any(String)] },
      });
      expect(hash).not.toHaveBeenCalled();

      const free = await new TestClient(t.app).register({
        username: 'unikbaru',
        email: 'unikbaru@example.com',
      });
      expect(free.statusCode, free.body).toBe(201);
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      hash.mockRestore();
    }

    // Two sign-ups for one name at once: both pass the first look, the unique key decides.
    const [a, b] = await Promise.all(
      ['kembar@example.com', 'kembar2@example.com'].map((email) =>
        new TestClient(t.app).register({ username: 'kembar', email }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    const loser = a?.statusCode === 409 ? a : b;
    expect(loser?.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    expect(await count("select count(*)::int as n from users where username = 'kembar'")).toBe(1);
  });
});

describe('forgotten passwords', () => {
  it('allows 10 requests an hour from one address, whatever the email; the 11th is refused and mails nothing', async () => {
    await new TestClient(t.app, '10.30.9.9').register({
      username: 'lupalagi',
      email: 'lupalagi@example.com',
    });
    const ip = '10.30.0.1';
    for (let attempt = 0; attempt < LIMITS.password_forgot.ip.max; attempt++) {
      const response = await new TestClient(t.app, ip).post('/api/v1/auth/password/forgot/', {
        email: `siapa${attempt}@example.com`,
      });
      expect(response.statusCode).toBe(200);
    }
    let refused: Awaited<ReturnType<TestClient['post']>> | undefined;
    const mails = await mailsDuring(async () => {
      refused = await new TestClient(t.app, ip).post('/api/v1/auth/password/forgot/', {
        email: 'lupalagi@example.com',
      });
    });
    expectLimited(refused as NonNullable<typeof refused>, HOUR_SECONDS);
    expect(mails).toEqual([]);
    expect(
      await count(
        'select count(*)::int as n from password_reset_tokens r join users u on u.id = r.user_id where u.username = $1',
        ['lupalagi'],
      ),
    ).toBe(0);
  });

  it('allows 5 requests an hour for one email, from any address, answered alike whether or not it has an account', async () => {
    await new TestClient(t.app, '10.31.9.9').register({
      username: 'dicari',
      email: 'dicari@example.com',
    });
    const answers: Record<string, unknown> = {};
    for (const email of ['dicari@example.com', 'tidakada@example.com']) {
      for (let attempt = 0; attempt < LIMITS.password_forgot.account.max; attempt++) {
        const response = await new TestClient(t.app).post('/api/v1/auth/password/forgot/', {
          email: attempt % 2 === 0 ? email : email.toUpperCase(),
        });
        expect(response.statusCode).toBe(200);
      }
      const refused = await new TestClient(t.app).post('/api/v1/auth/password/forgot/', { email });
      expectLimited(refused, HOUR_SECONDS);
      answers[email] = { status: refused.statusCode, code: refused.json().code };
    }
    expect(answers['dicari@example.com']).toEqual(answers['tidakada@example.com']);
  });
});
