/**
 * The one writer of the append-only activity log (DESIGN.md §6 "Activities"): every module
 * records what it changed here, inside the transaction of the change. Reads are the activity
 * module's (modules/activity).
 */
import type { Executor } from '../db/client';
import { activities } from '../db/schema/index';

export type ActivityInput = {
  action: string;
  businessId?: string | null;
  userId?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  before?: unknown;
  after?: unknown;
  meta?: unknown;
};

export async function recordActivity(executor: Executor, input: ActivityInput): Promise<void> {
  await executor.insert(activities).values({
    action: input.action,
    businessId: input.businessId ?? null,
    userId: input.userId ?? null,
    entityType: input.entityType ?? null,
    entityId: input.entityId ?? null,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
    meta: input.meta ?? null,
  });
}
