/**
 * A second connection to a test app's database, for races between two writers: another pool on
 * a server; on PGlite, which has one connection, the app's own database (the two then run one
 * after the other).
 */
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { databaseUrlFor } from './database-info';
import type { TestApp } from './harness';

export async function openSecondConnection(t: TestApp, poolSize = 3): Promise<Database> {
  const info = inject('testDb');
  if (info.engine !== 'postgres') return t.database;
  const [row] = await t.database.query<{ name: string }>('select current_database() as name');
  return openDatabase({
    databaseUrl: databaseUrlFor(info.url, row?.name ?? ''),
    dataDir: '',
    poolSize,
  });
}

/** Closes the second connection when it is one of its own. */
export async function closeSecondConnection(t: TestApp, second: Database): Promise<void> {
  if (second !== t.database) await second.close();
}
