/** The one writer of email verification links (stored only as hashes). */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailVerifications, users } from '../../db/schema/index';

export async function insertVerificationLink(
  executor: Executor,
  values: { userId: string; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await executor.insert(emailVerifications).values(values);
}

/** An unused, unexpired link and its user. */
export async function findUsableVerificationLink(executor: Executor, tokenHash: string, now: Date) {
  const [found] = await executor
    .select({ id: emailVerifications.id, email: emailVerifications.email, user: users })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    );
  return found;
}

/** Marks the link used; false when another request used it first. */
export async function claimVerificationLink(
  executor: Executor,
  id: string,
  now: Date,
): Promise<boolean> {
  const [claimed] = await executor
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  return claimed !== undefined;
}

/** Every open link of the user stops working (verified, or the address changed). */
export async function useVerificationLinksOf(executor: Executor, userId: string, now: Date) {
  await executor
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

export async function deleteVerificationLinksExpiredBefore(executor: Executor, before: Date) {
  await executor.delete(emailVerifications).where(lt(emailVerifications.expiresAt, before));
}
