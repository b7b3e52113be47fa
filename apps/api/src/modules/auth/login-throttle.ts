/**
 * Failed-login limits (DESIGN.md §5): 10 per account per 15 minutes, 100 per IP per hour.
 * Counted in the database, so every API process behind a load balancer sees the same numbers.
 */
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

export const ACCOUNT_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
export const IP_LIMIT = { max: 100, windowMs: 60 * 60 * 1000 };

export function accountKey(login: string): string {
  return login.trim().toLowerCase();
}

/** Seconds until the caller may try again, or 0 when not locked. */
export async function lockedForSeconds(
  executor: Executor,
  key: string,
  ip: string,
  now: Date,
): Promise<number> {
  const checks = [
    { column: loginFailures.accountKey, value: key, limit: ACCOUNT_LIMIT },
    { column: loginFailures.ip, value: ip, limit: IP_LIMIT },
  ];
  let wait = 0;
  for (const { column, value, limit } of checks) {
    const since = new Date(now.getTime() - limit.windowMs);
    const where = and(eq(column, value), gt(loginFailures.createdAt, since));
    const [row] = await executor.select({ total: count() }).from(loginFailures).where(where);
    if ((row?.total ?? 0) < limit.max) continue;
    // The lock lifts when enough of the failures in the window have aged out of it.
    const oldest = await executor
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(where)
      .orderBy(asc(loginFailures.createdAt))
      .offset((row?.total ?? 0) - limit.max)
      .limit(1);
    const freeAt = (oldest[0]?.createdAt.getTime() ?? now.getTime()) + limit.windowMs;
    wait = Math.max(wait, Math.ceil((freeAt - now.getTime()) / 1000), 1);
  }
  return wait;
}

export async function recordFailure(
  executor: Executor,
  key: string,
  ip: string,
  now: Date,
): Promise<void> {
  await executor.insert(loginFailures).values({ accountKey: key, ip, createdAt: now });
}

/** A successful login forgives the account's earlier failures (not the IP's). */
export async function clearAccountFailures(executor: Executor, key: string): Promise<void> {
  await executor.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}

export async function pruneFailures(executor: Executor, now: Date): Promise<void> {
  await executor
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - IP_LIMIT.windowMs)));
}
