/** The one writer of failed logins, counted per account key and per address. */
import { and, asc, count, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

/** The failures of one account key, or of one address, since `since`. */
export function failuresSince(of: { accountKey: string } | { ip: string }, since: Date): SQL {
  const who =
    'accountKey' in of ? eq(loginFailures.accountKey, of.accountKey) : eq(loginFailures.ip, of.ip);
  return and(who, gt(loginFailures.createdAt, since)) as SQL;
}

export async function countFailures(executor: Executor, where: SQL): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(loginFailures).where(where);
  return row?.total ?? 0;
}

/** The time of the failure `skip` places after the oldest that match. */
export async function failureTimeAt(
  executor: Executor,
  where: SQL,
  skip: number,
): Promise<Date | undefined> {
  const [row] = await executor
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(where)
    .orderBy(asc(loginFailures.createdAt))
    .offset(skip)
    .limit(1);
  return row?.createdAt;
}

export async function insertFailure(
  executor: Executor,
  values: { accountKey: string; ip: string; createdAt: Date },
): Promise<{ id: number }> {
  const [attempt] = await executor
    .insert(loginFailures)
    .values(values)
    .returning({ id: loginFailures.id });
  if (!attempt) throw new Error('login attempt insert returned nothing');
  return attempt;
}

export async function deleteFailuresOf(executor: Executor, accountKey: string): Promise<void> {
  await executor.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

export async function deleteFailuresBefore(executor: Executor, before: Date): Promise<void> {
  await executor.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}
