/**
 * The one database switch (DESIGN.md §1): embedded PGlite in DATA_DIR by default, a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same schema and migrations.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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
  /**
   * Applies the migrations not yet applied. On PostgreSQL one process at a time: `wait` queues
   * behind another that is migrating (servers starting together), otherwise a MigrationBusyError.
   */
  migrate(options?: { wait?: boolean }): Promise<void>;
  /** PGlite only: its data directory as one consistent tarball (the backup's database part). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

/** Another process holds the migration lock of this database. */
export class MigrationBusyError extends Error {
  override name = 'MigrationBusyError';
  constructor() {
    super('Another process is migrating this database right now; try again once it has finished.');
  }
}

/** The session-level advisory lock that migrations hold on PostgreSQL. */
const MIGRATION_LOCK = "hashtext('usaha:migrations')";

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
    dumpDataDir: () => client.dumpDataDir('none'),
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
    async migrate(options = {}) {
      // Held by one connection of its own for the whole run; released (or dropped with the
      // connection, should this process die) at the end.
      const holder = await pool.connect();
      try {
        if (options.wait) {
          await holder.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
        } else {
          const { rows } = await holder.query<{ locked: boolean }>(
            `select pg_try_advisory_lock(${MIGRATION_LOCK}) as locked`,
          );
          if (!rows[0]?.locked) throw new MigrationBusyError();
        }
        try {
          // On the lock's own connection: a pool of one would otherwise wait on itself.
          await migratePg(drizzlePg({ client: holder, schema }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await holder.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
        }
      } finally {
        holder.release();
      }
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

/**
 * How many of the migrations this build carries the database has not had yet (drizzle's
 * migrator compares the same timestamps): a server started with MIGRATE=false refuses to run
 * on a database older than itself.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const [table] = await database.query<{ name: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as name",
  );
  let last = 0;
  if (table?.name) {
    const [row] = await database.query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    last = Number(row?.last ?? 0);
  }
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).filter(
    (migration) => migration.folderMillis > last,
  ).length;
}

/** How many migrations this build carries. */
export function migrationCount(): number {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
}

export async function pingDatabase(database: Database): Promise<number> {
  const started = performance.now();
  await database.query('select 1');
  return performance.now() - started;
}
