/**
 * Watches the statements the database driver is asked to run while an action runs: PGlite's
 * `query`/`exec` (and `transaction`, as BEGIN, its statements and COMMIT), or node-postgres's
 * `Client.prototype.query`, which `Pool.query` and Drizzle both end in. Counts them, and times
 * each from the call to its answer (how long it held its connection). Nothing else may use the
 * database meanwhile.
 */
import pg from 'pg';
import type { Database } from '../../apps/api/src/db/client';

type Method = (...args: unknown[]) => unknown;
type PgliteTransaction = Record<'query' | 'exec' | 'sql', Method>;
type PgliteLike = Record<'query' | 'exec', Method> & {
  transaction(body: (tx: PgliteTransaction) => Promise<unknown>): Promise<unknown>;
};
/** Called as a statement starts (with its text); what it returns is called once it has answered. */
type Watch = (text: string) => () => void;

/** A statement's text, however the driver was handed it (a string or a config object). */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

function watched(method: Method, watch: Watch): Method {
  return function (this: unknown, ...args: unknown[]) {
    const done = watch(textOf(args[0]));
    // node-postgres's Pool.query asks with a callback; Drizzle and PGlite await a promise.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return callback(...answer);
      };
      return method.apply(this, args);
    }
    const answer = method.apply(this, args);
    if (answer instanceof Promise) answer.then(done, done);
    else done();
    return answer;
  };
}

/** Shadows the instance's methods with watching ones; returns what undoes it. */
function instrumentPglite(client: PgliteLike, watch: Watch): () => void {
  const { query, exec, transaction } = client;
  client.query = watched(query, watch);
  client.exec = watched(exec, watch);
  client.transaction = (body) =>
    transaction.call(client, (tx) => {
      watch('begin')(); // BEGIN
      for (const name of ['query', 'exec', 'sql'] as const) tx[name] = watched(tx[name], watch);
      return body(tx).finally(() => watch('commit')()); // COMMIT or ROLLBACK
    });
  return () => {
    Reflect.deleteProperty(client, 'query');
    Reflect.deleteProperty(client, 'exec');
    Reflect.deleteProperty(client, 'transaction');
  };
}

function instrumentPg(watch: Watch): () => void {
  const prototype = pg.Client.prototype as unknown as { query: Method };
  const { query } = prototype;
  prototype.query = watched(query, watch);
  return () => {
    prototype.query = query;
  };
}

export type TimedStatement = { ms: number; text: string };

/** Each statement's time in milliseconds with its text, in the order they answered. */
export async function timeStatements(
  database: Database,
  action: () => Promise<unknown>,
): Promise<TimedStatement[]> {
  const times: TimedStatement[] = [];
  const watch = (text: string) => {
    const started = performance.now();
    return () => {
      times.push({ ms: performance.now() - started, text });
    };
  };
  // Drizzle keeps the driver it was given as `$client` (the PGlite instance behind Database).
  const client = (database.db as unknown as { $client: PgliteLike }).$client;
  const restore =
    database.kind === 'pglite' ? instrumentPglite(client, watch) : instrumentPg(watch);
  try {
    await action();
  } finally {
    restore();
  }
  return times;
}

export async function countStatements(
  database: Database,
  action: () => Promise<unknown>,
): Promise<number> {
  return (await timeStatements(database, action)).length;
}
