/**
 * Counts the statements the database driver is asked to run while an action runs: PGlite's
 * `query`/`exec` (and `transaction`, as BEGIN, its statements and COMMIT), or node-postgres's
 * `Client.prototype.query`, which `Pool.query` and Drizzle both end in. Nothing else may use the
 * database meanwhile.
 */
import pg from 'pg';
import type { Database } from '../../apps/api/src/db/client';

type Method = (...args: unknown[]) => unknown;
type PgliteTransaction = Record<'query' | 'exec' | 'sql', Method>;
type PgliteLike = Record<'query' | 'exec', Method> & {
  transaction(body: (tx: PgliteTransaction) => Promise<unknown>): Promise<unknown>;
};

function counted(method: Method, count: () => void): Method {
  return function (this: unknown, ...args: unknown[]) {
    count();
    return method.apply(this, args);
  };
}

/** Shadows the instance's methods with counting ones; returns what undoes it. */
function instrumentPglite(client: PgliteLike, count: () => void): () => void {
  const { query, exec, transaction } = client;
  client.query = counted(query, count);
  client.exec = counted(exec, count);
  client.transaction = (body) =>
    transaction.call(client, (tx) => {
      count(); // BEGIN
      for (const name of ['query', 'exec', 'sql'] as const) tx[name] = counted(tx[name], count);
      return body(tx).finally(count); // COMMIT or ROLLBACK
    });
  return () => {
    Reflect.deleteProperty(client, 'query');
    Reflect.deleteProperty(client, 'exec');
    Reflect.deleteProperty(client, 'transaction');
  };
}

function instrumentPg(count: () => void): () => void {
  const prototype = pg.Client.prototype as unknown as { query: Method };
  const { query } = prototype;
  prototype.query = counted(query, count);
  return () => {
    prototype.query = query;
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
  // Drizzle keeps the driver it was given as `$client` (the PGlite instance behind Database).
  const client = (database.db as unknown as { $client: PgliteLike }).$client;
  const restore =
    database.kind === 'pglite' ? instrumentPglite(client, count) : instrumentPg(count);
  try {
    await action();
  } finally {
    restore();
  }
  return statements;
}
