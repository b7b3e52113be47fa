/**
 * Deletes the rows of a table that match, at most BATCH_SIZE per statement, until none are left:
 * each statement is short, so PGlite's one connection and a server's locks are never held long.
 */
import type { Database } from './client';

export const BATCH_SIZE = 5000;

export async function deleteInBatches(
  database: Pick<Database, 'query'>,
  table: 'sessions' | 'invitations' | 'invitation_sends',
  where: string,
  params: unknown[],
  signal?: AbortSignal,
): Promise<number> {
  const limit = `$${params.length + 1}`;
  const text = `with doomed as (select id from ${table} where ${where} limit ${limit}),
gone as (delete from ${table} t using doomed where t.id = doomed.id returning 1)
select count(*)::int as n from gone`;
  let total = 0;
  for (;;) {
    const [row] = await database.query<{ n: number }>(text, [...params, BATCH_SIZE]);
    const deleted = row?.n ?? 0;
    total += deleted;
    if (deleted < BATCH_SIZE || signal?.aborted) return total;
  }
}
