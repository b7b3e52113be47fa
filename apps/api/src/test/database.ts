/** A fresh, migrated database for one test file, on the engine this run tests. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, wrapPglite, wrapPostgres } from '../db/client';
import { createPglite } from '../db/pglite-engine';
import { databaseUrlFor } from './database-info';

export async function createTestDatabase(): Promise<Database> {
  const info = inject('testDb');
  if (info.engine === 'pglite') {
    const client = await createPglite({ loadDataDir: new Blob([readFileSync(info.snapshot)]) });
    return wrapPglite(client);
  }
  const server = await createPostgresTestDatabase();
  const pool = new pg.Pool({ connectionString: server.url, max: 10 });
  const database = wrapPostgres(pool);
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/**
 * A fresh, migrated PostgreSQL database by its address, for servers the test starts as processes
 * (the PostgreSQL pass only); `drop` ends their connections and removes it.
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const info = inject('testDb');
  if (info.engine !== 'postgres')
    throw new Error('a PostgreSQL database needs the PostgreSQL pass');
  const name = `usaha_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${info.template}`);
  await admin.end();
  return {
    url: databaseUrlFor(info.url, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: info.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
