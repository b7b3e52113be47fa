/**
 * Counts the statements the database driver runs while an action runs, as the benchmark does
 * (bench/src/statement-count.ts): PGlite's `query`/`exec` (and a transaction as BEGIN, its
 * statements and COMMIT), or node-postgres's `Client.prototype.query`, which the pool and Drizzle
 * both end in. Nothing else may use the database meanwhile.
 */
import pg from 'pg';
import type { Database } from '../db/client';

type Method = (...args: unknown[]) => unknown;
type Counted = Record<string, Method>;

/** Replaces `names` of `target` with counting ones; answers what puts them back. */
function countCalls(target: Counted, names: string[], count: () => void): () => void {
  const originals = names.map((name) => [name, target[name]] as const);
  for (const [name, method] of originals) {
    target[name] = function (this: unknown, ...args: unknown[]) {
      count();
      return method?.apply(this, args);
    };
  }
  return () => {
    for (const [name, method] of originals) target[name] = method as Method;
  };
}

export async function countStatements(
  database: Database,
  action: () => Promise<unknown>,
): Promise<number> {
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  const restore =
    database.kind === 'pglite'
      ? countPglite((database.db as unknown as { $client: Counted }).$client, count)
      : countCalls(pg.Client.prototype as unknown as Counted, ['query'], count);
  try {
    await action();
  } finally {
    restore();
  }
  return statements;
}

/** A transaction counts as BEGIN, each statement in it, and COMMIT or ROLLBACK. */
function countPglite(client: Counted, count: () => void): () => void {
  const restoreQueries = countCalls(client, ['query', 'exec'], count);
  const transaction = client.transaction as Method;
  client.transaction = function (this: unknown, body: unknown) {
    const run = body as (tx: Counted) => Promise<unknown>;
    return transaction.call(this, (tx: Counted) => {
      count();
      countCalls(tx, ['query', 'exec', 'sql'], count);
      return run(tx).finally(count);
    });
  };
  return () => {
    restoreQueries();
    client.transaction = transaction;
  };
}
