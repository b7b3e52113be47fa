/**
 * Failed-login limits (DESIGN.md §5): 10 per account per 15 minutes, 100 per IP per hour.
 * Counted in the database, so every API process behind a load balancer sees the same numbers.
 * An attempt is written down before its password is checked, so a burst of parallel requests
 * cannot slip past the limit while the first ones are still hashing.
 */
import type { Db, Executor } from '../../db/client';
import { lockNames } from '../../db/locks';
import {
  countFailures,
  deleteFailuresBefore,
  deleteFailuresOf,
  failuresSince,
  failureTimeAt,
  insertFailure,
} from './login-failures.repository';

export const ACCOUNT_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
export const IP_LIMIT = { max: 100, windowMs: 60 * 60 * 1000 };

/** One key per account, whichever name was typed; the typed text for logins that match none. */
export function accountKey(login: string, userId?: string): string {
  return userId ? `user:${userId}` : `login:${login.trim().toLowerCase()}`;
}

type Attempt = { id: number };

function windows(key: string, ip: string, now: Date) {
  return [
    {
      where: failuresSince({ accountKey: key }, new Date(now.getTime() - ACCOUNT_LIMIT.windowMs)),
      limit: ACCOUNT_LIMIT,
    },
    { where: failuresSince({ ip }, new Date(now.getTime() - IP_LIMIT.windowMs)), limit: IP_LIMIT },
  ];
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
    const total = await countFailures(executor, where);
    if (total < limit.max) continue;
    // Free again when enough of the attempts in the window have aged out of it.
    const oldest = await failureTimeAt(executor, where, total - limit.max);
    const freeAt = (oldest?.getTime() ?? now.getTime()) + limit.windowMs;
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
    const attempt = await insertFailure(tx, { accountKey: key, ip, createdAt: now });
    return { attempt };
  });
}

/** A successful login forgives the account's failures (not the IP's: they stay counted). */
export function clearAccountFailures(executor: Executor, key: string): Promise<void> {
  return deleteFailuresOf(executor, key);
}

export function pruneFailures(executor: Executor, now: Date): Promise<void> {
  return deleteFailuresBefore(executor, new Date(now.getTime() - IP_LIMIT.windowMs));
}

/** A deleted account's failures go with it. */
export function forgetLoginFailures(executor: Executor, userId: string): Promise<void> {
  return deleteFailuresOf(executor, accountKey('', userId));
}
