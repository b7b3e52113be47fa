/** The one writer of the attempts counted against the auth limits, per account key and per address. */
import { and, asc, count, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authAttempts } from '../../db/schema/index';

/** The attempts of one kind by one account key, or from one address, since `since`. */
export function attemptsSince(
  kind: string,
  of: { accountKey: string } | { ip: string },
  since: Date,
): SQL {
  const who =
    'accountKey' in of ? eq(authAttempts.accountKey, of.accountKey) : eq(authAttempts.ip, of.ip);
  return and(eq(authAttempts.kind, kind), who, gt(authAttempts.createdAt, since)) as SQL;
}

export async function countAttempts(executor: Executor, where: SQL): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(authAttempts).where(where);
  return row?.total ?? 0;
}

/** The time of the attempt `skip` places after the oldest that match. */
export async function attemptTimeAt(
  executor: Executor,
  where: SQL,
  skip: number,
): Promise<Date | undefined> {
  const [row] = await executor
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(where)
    .orderBy(asc(authAttempts.createdAt))
    .offset(skip)
    .limit(1);
  return row?.createdAt;
}

export async function insertAttempt(
  executor: Executor,
  values: { kind: string; accountKey: string; ip: string; createdAt: Date },
): Promise<{ id: number }> {
  const [attempt] = await executor
    .insert(authAttempts)
    .values(values)
    .returning({ id: authAttempts.id });
  if (!attempt) throw new Error('auth attempt insert returned nothing');
  return attempt;
}

/** Forgets the attempts of an account key, of the kinds given. */
export async function deleteAttemptsOf(
  executor: Executor,
  kinds: readonly string[],
  accountKey: string,
): Promise<void> {
  await executor
    .delete(authAttempts)
    .where(and(inArray(authAttempts.kind, [...kinds]), eq(authAttempts.accountKey, accountKey)));
}

export async function deleteAttemptsBefore(executor: Executor, before: Date): Promise<void> {
  await executor.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}
