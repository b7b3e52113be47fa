/** The one writer of users' notification choices, per business and type. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';

const p = notificationPreferences;

export type StoredChoice = { type: string; in_app: boolean; email: boolean };

export async function storedChoices(
  executor: Executor,
  owner: { userId: string; businessId: string },
): Promise<StoredChoice[]> {
  return executor
    .select({ type: p.type, in_app: p.inApp, email: p.email })
    .from(p)
    .where(and(eq(p.userId, owner.userId), eq(p.businessId, owner.businessId)));
}

/** Saves the given types' choices; the other types keep theirs. */
export async function saveChoices(
  executor: Executor,
  owner: { userId: string; businessId: string },
  choices: Array<{ type: string; in_app: boolean; email: boolean }>,
): Promise<void> {
  await executor
    .insert(p)
    .values(
      choices.map((choice) => ({
        userId: owner.userId,
        businessId: owner.businessId,
        type: choice.type,
        inApp: choice.in_app,
        email: choice.email,
      })),
    )
    .onConflictDoUpdate({
      target: [p.userId, p.businessId, p.type],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updatedAt: sql`now()`,
      },
    });
}
