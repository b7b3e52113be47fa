/**
 * Failed-login limits (DESIGN.md §5): 10 per account per 15 minutes, 100 per IP per hour.
 * Counted in the database, so every API process behind a load balancer sees the same numbers.
 * An attempt is written down before its password is checked, so a burst of parallel requests
 * cannot slip past the limit while the first ones are still hashing.
 */
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { lockNames } from '../../db/locks';
import { loginFailures } from '../../db/schema/index';

export const ACCOUNT_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
export const IP_LIMIT = { max: 100, windowMs: 60 * 60 * 1000 };

/** One key per account, whichever name was typed; the typed text for logins that match none. */
export function accountKey(login: string, userId?: string): string {
  return userId ? `user:${userId}` : `login:${login.trim().toLowerCase()}`;
}

type Attempt = { id: number };

function windows(key: string, ip: string, now: Date) {
  return [
    { where: eq(loginFailures.accountKey, key), limit: ACCOUNT_LIMIT, now },
    { where: eq(loginFailures.ip, ip), limit: IP_LIMIT, now },
  ].map(({ where, limit }) => ({
    where: and(where, gt(loginFailures.createdAt, new Date(now.getTime() - limit.windowMs))),
    limit,
  }));
}

/** Seconds until the attempts recorded now fall under every limit again (0 when they do). */
async function secondsUntilFree(
  executor: Executor,
  key: string,
  ip: string,
  now: Date,
): Promise<number> {
  let wait = 0;
  for (const { where, limit } of windows(key, ip, now)) {
    const [row] = await executor.select({ total: count() }).from(loginFailures).where(where);
    const total = row?.total ?? 0;
    if (total < limit.max) continue;
    // Free again when enough of the attempts in the window have aged out of it.
    const [oldest] = await executor
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(where)
      .orderBy(asc(loginFailures.createdAt))
      .offset(total - limit.max)
      .limit(1);
    const freeAt = (oldest?.createdAt.getTime() ?? now.getTime()) + limit.windowMs;
    wait = Math.max(wait, Math.ceil((freeAt - now.getTime()) / 1000), 1);
  }
  return wait;
}

/**
 * Counts and writes the attempt down in one step per account and per address (advisory locks,
 * so parallel requests queue here): of a burst, exactly those under the limits are let through.
 * Returns the attempt, or the seconds to wait when a limit is reached.
 */
export function claimAttempt(
  db: Db,
  key: string,
  ip: string,
  now: Date,
): Promise<{ attempt: Attempt } | { waitSeconds: number }> {
  return db.transaction(async (tx) => {
    await lockNames(tx, `login:${key}`, `ip:${ip}`);
    const waitSeconds = await secondsUntilFree(tx, key, ip, now);
    if (waitSeconds > 0) return { waitSeconds };
    const [attempt] = await tx
      .insert(loginFailures)
      .values({ accountKey: key, ip, createdAt: now })
      .returning({ id: loginFailures.id });
    if (!attempt) throw new Error('login attempt insert returned nothing');
    return { attempt };
  });
}

/** A successful login forgives the account's failures (not the IP's: they stay counted). */
export async function clearAccountFailures(executor: Executor, key: string): Promise<void> {
  await executor.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}

export async function pruneFailures(executor: Executor, now: Date): Promise<void> {
  await executor
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - IP_LIMIT.windowMs)));
}
