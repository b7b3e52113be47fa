/**
 * Migrates one database per run and shares it as a starting point: a PGlite data-directory
 * snapshot, or a PostgreSQL template database that each test file copies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../db/client';
import { createPglite } from '../db/pglite-engine';
import { databaseUrlFor, type TestDatabaseInfo } from './database-info';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDatabaseInfo;
  }
}

export async function setup(project: TestProject) {
  if (process.env.USAHA_TEST_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('USAHA_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const template = `usaha_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({
      databaseUrl: databaseUrlFor(url, template),
      dataDir: '',
    });
    await database.migrate();
    await database.close();
    project.provide('testDb', { engine: 'postgres', url, template });
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'usaha_t_${process.pid}_%'`,
      );
      for (const { datname } of leftovers.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await createPglite({});
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'usaha-test-'));
  const snapshot = join(dir, 'migrated.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { engine: 'pglite', snapshot });
  return () => rmSync(dir, { recursive: true, force: true });
}
