import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Holds a transaction-scoped advisory lock on each name (in the order given), so concurrent
 * check-then-write steps on the same thing run one after another. Released at commit.
 */
export async function lockNames(tx: Executor, ...names: string[]): Promise<void> {
  for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
