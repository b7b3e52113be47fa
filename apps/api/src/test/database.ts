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
  const name = `usaha_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${info.template}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrlFor(info.url, name), max: 10 });
  const database = wrapPostgres(pool);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: info.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
