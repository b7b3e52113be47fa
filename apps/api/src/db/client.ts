/**
 * The one database switch (DESIGN.md §1): embedded PGlite in DATA_DIR by default, a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same schema and migrations.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { PRIVATE_DIR_MODE } from '../storage/private-files';
import { lockDataDir } from './lock';
import { createPglite } from './pglite-engine';
import { PrivateNodeFS } from './private-nodefs';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** Runs a raw statement and returns its rows (used by health checks and benchmarks). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export function wrapPglite(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      return (await client.query<Row>(text, params)).rows;
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      try {
        if (!client.closed) {
          await client.exec('CHECKPOINT');
          await client.close();
        }
      } finally {
        release();
      }
    },
  };
}

export function wrapPostgres(pool: pg.Pool): Database {
  // A server restart or an idle timeout closes pooled connections; the pool replaces them, and
  // without a listener the 'error' event would end the process.
  pool.on('error', (error) => {
    console.error(
      JSON.stringify({ level: 40, msg: 'idle PostgreSQL connection lost', err: error.message }),
    );
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async migrate() {
      await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    await pool.query('select 1');
    return wrapPostgres(pool);
  }
  const release = lockDataDir(options.dataDir);
  try {
    const dir = join(options.dataDir, 'pglite');
    // PGlite creates its directory non-recursively (STACK.md).
    if (!existsSync(options.dataDir))
      mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const client = await createPglite({ fs: new PrivateNodeFS(dir) });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function pingDatabase(database: Database): Promise<number> {
  const started = performance.now();
  await database.query('select 1');
  return performance.now() - started;
}
