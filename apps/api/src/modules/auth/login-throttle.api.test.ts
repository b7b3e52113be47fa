import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { ACCOUNT_LIMIT, IP_LIMIT } from './auth-throttle.service';

let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
  await new TestClient(t.app).register({ username: 'kunci', email: 'kunci@example.com' });
});
afterAll(() => t.close());

describe('failed-login limits', () => {
  it('locks an account after 10 failures in 15 minutes, even for the right password', async () => {
    for (let attempt = 0; attempt < ACCOUNT_LIMIT.max; attempt++) {
      const response = await new TestClient(t.app, `10.2.0.${attempt}`).login(
        'kunci',
        'Wrong-Password-1',
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await new TestClient(t.app, '10.2.1.1').login('KUNCI', 'Warung-Siti-2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).not.toHaveProperty('access');
    expect(String(locked.headers['set-cookie'] ?? '')).not.toContain('refresh_token');

    now += retryAfter * 1000;
    const after = await new TestClient(t.app, '10.2.1.2').login('kunci', 'Warung-Siti-2026');
    expect(after.statusCode).toBe(200);
  });

  it('holds under a burst of parallel attempts: at most 10 are checked, the right password gets no token', async () => {
    await new TestClient(t.app).register({ username: 'serbu', email: 'serbu@example.com' });
    const attempts = Array.from({ length: 40 }, (_, index) =>
      new TestClient(t.app, `10.4.0.${index}`).login(
        'serbu',
        index === 39 ? 'Warung-Siti-2026' : 'Wrong-Password-1',
      ),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(statuses[39] === 200 ? 1 : 0);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(29);
    // Whatever the order, the account is now locked for the right password too.
    expect(
      (await new TestClient(t.app, '10.4.1.1').login('serbu', 'Warung-Siti-2026')).statusCode,
    ).toBe(429);
  });

  it('counts the username and the email of one account together', async () => {
    await new TestClient(t.app).register({ username: 'duanama', email: 'dua@example.com' });
    for (let attempt = 0; attempt < ACCOUNT_LIMIT.max; attempt++) {
      const login = attempt % 2 === 0 ? 'duanama' : 'DUA@example.com';
      expect(
        (await new TestClient(t.app, `10.5.0.${attempt}`).login(login, 'Wrong-Password-1'))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await new TestClient(t.app, '10.5.1.1').login('dua@example.com', 'Warung-Siti-2026'))
        .statusCode,
    ).toBe(429);
  });

  it('locks an IP after 100 failures in an hour, whatever the account', async () => {
    const ip = '10.3.0.1';
    await t.database.query(
      `insert into auth_attempts (kind, account_key, ip, created_at)
       select 'login', 'someone-' || g, $1, $2 from generate_series(1, $3::int) g`,
      [ip, new Date(now - 1000).toISOString(), IP_LIMIT.max],
    );
    const response = await new TestClient(t.app, ip).login('kunci', 'Warung-Siti-2026');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
    const elsewhere = await new TestClient(t.app, '10.3.0.2').login('kunci', 'Warung-Siti-2026');
    expect(elsewhere.statusCode).toBe(200);
  });
});
