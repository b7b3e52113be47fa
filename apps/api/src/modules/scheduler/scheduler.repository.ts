/** The one writer of scheduled_jobs: when each job last started and how it ended. */
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scheduledJobs } from '../../db/schema/index';

export async function lastStarts(executor: Executor, names: string[]): Promise<Map<string, Date>> {
  const rows = await executor
    .select({ name: scheduledJobs.name, startedAt: scheduledJobs.lastStartedAt })
    .from(scheduledJobs)
    .where(inArray(scheduledJobs.name, names));
  return new Map(rows.flatMap((row) => (row.startedAt ? [[row.name, row.startedAt]] : [])));
}

export async function markStarted(executor: Executor, name: string, at: Date): Promise<void> {
  await executor
    .insert(scheduledJobs)
    .values({ name, lastStartedAt: at })
    .onConflictDoUpdate({ target: scheduledJobs.name, set: { lastStartedAt: at } });
}

export async function markFinished(
  executor: Executor,
  name: string,
  outcome: { at: Date; result: Record<string, number> | null; error: string | null },
): Promise<void> {
  await executor
    .update(scheduledJobs)
    .set({ lastFinishedAt: outcome.at, lastResult: outcome.result, lastError: outcome.error })
    .where(eq(scheduledJobs.name, name));
}
