import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { pruneAuthRecords } from './auth-maintenance.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countOf = async (table: string) =>
  (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;

describe('auth maintenance', () => {
  it('removes what no check needs any more, and keeps live sessions working', async () => {
    const ended = new TestClient(t.app);
    await ended.register({ username: 'lama', email: 'lama@example.com' });
    await ended.post('/api/v1/auth/logout/', {});
    const live = new TestClient(t.app);
    await live.register({ username: 'aktif', email: 'aktif@example.com', remember_me: true });
    await new TestClient(t.app, '10.7.0.1').login('aktif', 'Wrong-Password-1');
    // Two sign-ups and one failed login.
    expect(await countOf('auth_attempts')).toBe(3);

    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await t.database.query('update sessions set revoked_at = $1 where revoked_at is not null', [
      new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    ]);
    await pruneAuthRecords(t.database.db, later);
    expect(await countOf('auth_attempts')).toBe(0);
    const tokens = await t.database.query<{ username: string }>(
      'select u.username from refresh_tokens r join sessions s on s.id = r.session_id join users u on u.id = s.user_id',
    );
    expect(tokens.map((row) => row.username)).toEqual(['aktif']);
    expect((await live.post('/api/v1/auth/refresh/', {})).statusCode).toBe(200);
  });
});
