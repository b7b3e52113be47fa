import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_SIZE } from '../../db/batch-delete';
import { createTestApp, type TestApp } from '../../test/harness';
import { signUpOwner } from '../../test/ledger';
import { JOBS, purgeInvitations, purgeSessions } from './jobs';
import { createScheduler, type JobContext } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2026-11-02T08:00:00Z');
const log = pino({ level: 'silent' });
const context = (): JobContext => ({
  database: t.database,
  now: NOW,
  signal: new AbortController().signal,
  log,
});
/** A time relative to NOW, in days. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

async function ownerId() {
  const owner = await signUpOwner(t);
  const [row] = await t.database.query<{ id: string; business_id: string }>(
    'select user_id as id, business_id from memberships where business_id = $1',
    [owner.businessId],
  );
  if (!row) throw new Error('no owner');
  return row;
}

async function session(
  userId: string,
  label: string,
  times: { expires: number; idle: number; revoked?: number },
) {
  await t.database.query(
    `insert into sessions (id, user_id, remember_me, user_agent, expires_at, idle_expires_at, revoked_at)
     values (gen_random_uuid(), $1, true, $2, $3, $4, $5)`,
    [
      userId,
      label,
      daysAgo(times.expires),
      daysAgo(times.idle),
      times.revoked === undefined ? null : daysAgo(times.revoked),
    ],
  );
  await t.database.query(
    `insert into refresh_tokens (id, session_id, token_hash)
     select gen_random_uuid(), id, md5(random()::text) from sessions where user_agent = $1`,
    [label],
  );
}

describe('the periodic jobs', () => {
  it('purge exactly the sessions that ended a day ago or were revoked 30 days ago', async () => {
    const { id } = await ownerId();
    await session(id, 'expired-2d', { expires: 2, idle: -5 });
    await session(id, 'idle-2d', { expires: -20, idle: 2 });
    await session(id, 'revoked-31d', { expires: -20, idle: -5, revoked: 31 });
    await session(id, 'expired-12h', { expires: 0.5, idle: 0.5 });
    await session(id, 'revoked-10d', { expires: -20, idle: -5, revoked: 10 });
    await session(id, 'live', { expires: -20, idle: -5 });
    expect(await purgeSessions.run(context())).toEqual({ deleted: 3 });
    const left = await t.database.query<{ user_agent: string }>(
      'select user_agent from sessions where user_id = $1 and user_agent is not null order by user_agent',
      [id],
    );
    // lightMyRequest: the session the sign-up opened, live.
    expect(left.map((row) => row.user_agent)).toEqual([
      'expired-12h',
      'lightMyRequest',
      'live',
      'revoked-10d',
    ]);
    const [tokens] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from refresh_tokens r join sessions s on s.id = r.session_id
       where s.user_id = $1 and s.user_agent is not null`,
      [id],
    );
    expect(tokens?.n).toBe(4);
  });

  it(`delete in batches of ${BATCH_SIZE} until none are left`, async () => {
    const { id } = await ownerId();
    const many = BATCH_SIZE * 2 + 7;
    await t.database.query(
      `insert into sessions (id, user_id, remember_me, expires_at, idle_expires_at)
       select gen_random_uuid(), $1, false, $2, $2 from generate_series(1, $3)`,
      [id, daysAgo(3), many],
    );
    await session(id, 'still-live', { expires: -1, idle: -1 });
    expect(await purgeSessions.run(context())).toEqual({ deleted: many });
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from sessions where user_id = $1',
      [id],
    );
    // The live one, and the one signUpOwner's registration opened (used now, not at NOW).
    expect(row?.n).toBe(2);
  });

  it('purge invitations long expired, accepted or revoked ones after 90 days, sends after a day', async () => {
    const { id, business_id } = await ownerId();
    const invite = (
      email: string,
      times: { expires: number; accepted?: number; revoked?: number },
    ) =>
      t.database.query(
        `insert into invitations (id, business_id, email, role, token_hash, invited_by, expires_at, accepted_at, revoked_at)
         values (gen_random_uuid(), $1, $2, 'cashier', md5(random()::text), $3, $4, $5, $6)`,
        [
          business_id,
          email,
          id,
          daysAgo(times.expires),
          times.accepted === undefined ? null : daysAgo(times.accepted),
          times.revoked === undefined ? null : daysAgo(times.revoked),
        ],
      );
    await invite('expired-31d@x.id', { expires: 31 });
    await invite('expired-10d@x.id', { expires: 10 });
    await invite('pending@x.id', { expires: -7 });
    await invite('accepted-91d@x.id', { expires: 95, accepted: 91 });
    await invite('accepted-30d@x.id', { expires: 35, accepted: 30 });
    await invite('revoked-91d@x.id', { expires: 95, revoked: 91 });
    await invite('revoked-5d@x.id', { expires: -2, revoked: 5 });
    // What the send limits count: no window reaches past a day.
    for (const days of [2, 1.01, 0.99]) {
      await t.database.query(
        'insert into invitation_sends (id, business_id, user_id, created_at) values (gen_random_uuid(), $1, $2, $3)',
        [business_id, id, daysAgo(days)],
      );
    }
    expect(await purgeInvitations.run(context())).toEqual({ deleted: 5 });
    const sends = await t.database.query<{ created_at: Date }>(
      'select created_at from invitation_sends where business_id = $1',
      [business_id],
    );
    expect(sends.map((row) => new Date(row.created_at).toISOString())).toEqual([daysAgo(0.99)]);
    const left = await t.database.query<{ email: string }>(
      'select email from invitations where business_id = $1 order by email',
      [business_id],
    );
    expect(left.map((row) => row.email)).toEqual([
      'accepted-30d@x.id',
      'expired-10d@x.id',
      'pending@x.id',
      'revoked-5d@x.id',
    ]);
  });

  it('run together from the scheduler, old login failures and idempotency keys included', async () => {
    await t.database.query(
      "insert into auth_attempts (kind, account_key, ip, created_at) values ('login', 'login:lama', '10.0.0.9', $1)",
      [daysAgo(2)],
    );
    const scheduler = createScheduler({
      database: t.database,
      clock: { now: () => NOW },
      log,
      intervalMs: 0,
      jobs: JOBS,
    });
    const report = await scheduler.runDue();
    expect(report).toEqual({
      led: true,
      ran: ['prune-auth-records', 'purge-sessions', 'purge-invitations', 'prune-idempotency-keys'],
      failed: [],
    });
    const [failures] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from auth_attempts where account_key = 'login:lama'",
    );
    expect(failures?.n).toBe(0);
    const rows = await t.database.query<{ name: string; last_error: string | null }>(
      'select name, last_error from scheduled_jobs order by name',
    );
    expect(rows).toEqual([
      { name: 'prune-auth-records', last_error: null },
      { name: 'prune-idempotency-keys', last_error: null },
      { name: 'purge-invitations', last_error: null },
      { name: 'purge-sessions', last_error: null },
    ]);
  });
});
