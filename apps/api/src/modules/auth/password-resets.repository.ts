/** The one writer of password reset links (stored only as hashes). */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';

/** Whether a link was made for the user since `since` (one mail a minute at most). */
export async function hasResetLinkSince(
  executor: Executor,
  userId: string,
  since: Date,
): Promise<boolean> {
  const [recent] = await executor
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)))
    .limit(1);
  return recent !== undefined;
}

export async function insertResetLink(
  executor: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await executor.insert(passwordResetTokens).values(values);
}

/** An unused, unexpired link and its user. */
export async function findUsableResetLink(executor: Executor, tokenHash: string, now: Date) {
  const [found] = await executor
    .select({ id: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return found;
}

/** Marks the link used; false when another request used it first. */
export async function claimResetLink(executor: Executor, id: string, now: Date): Promise<boolean> {
  const [claimed] = await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return claimed !== undefined;
}

/** Every other open link of the user stops working too. */
export async function useResetLinksOf(executor: Executor, userId: string, now: Date) {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteResetLinksExpiredBefore(executor: Executor, before: Date) {
  await executor.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}
