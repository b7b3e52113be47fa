/**
 * Writes one backup of the whole instance: the database as one consistent snapshot, then every
 * stored file. The backup lock (storage/backup-gate.ts) is held from before the snapshot until the
 * last file is in, so no file a snapshot row points to is removed meanwhile. Writes go on: on
 * PostgreSQL pg_dump reads a snapshot beside them; on PGlite the dump holds its one connection
 * for as long as it takes (`pause_ms`), and the files are copied after.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { APP_VERSION } from '../app';
import { type Database, migrationCount, pendingMigrations } from '../db/client';
import { BACKUP_LOCK_SQL } from '../storage/backup-gate';
import type { FileStorage } from '../storage/file-storage';
import { databaseEntry, FILES, MANIFEST, type Manifest, SECRET, writeArchive } from './archive';

export type BackupReport = { files: number; bytes: number; pause_ms: number | null };

export async function writeBackup(deps: {
  database: Database;
  /** PostgreSQL: the server's address, for pg_dump and the lock's own connection. */
  databaseUrl: string | undefined;
  storage: FileStorage;
  file: string;
  /** The token secret when DATA_DIR keeps it (no JWT_SECRET set): it signs the links sent out. */
  secret: string | null;
}): Promise<BackupReport> {
  const { database, storage, file } = deps;
  const lock = await holdBackupLock(database, deps.databaseUrl);
  const scratch = mkdtempSync(join(tmpdir(), 'usaha-backup-'));
  try {
    const archive = writeArchive(file);
    const manifest: Manifest = {
      format: 'usaha-backup',
      version: 1,
      engine: database.kind,
      created_at: new Date().toISOString(),
      app_version: APP_VERSION,
      migrations: migrationCount() - (await pendingMigrations(database)),
    };
    await archive.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    if (deps.secret) await archive.add(SECRET, Buffer.from(`${deps.secret}\n`));

    let pauseMs: number | null = null;
    let databaseBytes: number;
    if (database.kind === 'postgres') {
      const dump = join(scratch, 'postgres.dump');
      await pgDump(deps.databaseUrl ?? '', dump);
      await archive.addFile(databaseEntry('postgres'), dump);
      databaseBytes = (await stat(dump)).size;
    } else {
      if (!database.dumpDataDir) throw new Error('this PGlite cannot dump its data directory');
      const started = performance.now();
      const tarball = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
      pauseMs = Math.round(performance.now() - started);
      await archive.add(databaseEntry('pglite'), tarball);
      databaseBytes = tarball.length;
    }

    let files = 0;
    let fileBytes = 0;
    for await (const stored of storage.list('')) {
      const data = await storage.read(stored.key);
      if (!data) continue; // removed between the listing and the read: no row points to it
      await archive.add(`${FILES}${stored.key}`, data);
      files += 1;
      fileBytes += data.length;
    }
    await archive.finish({ files, file_bytes: fileBytes, database_bytes: databaseBytes });
    return { files, bytes: fileBytes + databaseBytes, pause_ms: pauseMs };
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await lock.release();
  }
}

/** On its own connection on PostgreSQL (held as long as the backup runs); PGlite has but one. */
async function holdBackupLock(database: Database, databaseUrl: string | undefined) {
  if (database.kind === 'pglite') {
    await database.query(`select pg_advisory_lock(${BACKUP_LOCK_SQL})`);
    return {
      release: async () => {
        await database.query(`select pg_advisory_unlock(${BACKUP_LOCK_SQL})`);
      },
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`select pg_advisory_lock(${BACKUP_LOCK_SQL})`);
  return { release: () => client.end() };
}

/** pg_dump in its custom format (compressed, restorable by pg_restore table by table). */
function pgDump(databaseUrl: string, output: string): Promise<void> {
  return runTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    output,
    databaseUrl,
  ]);
}

export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.once('error', (error) =>
      reject(
        new Error(
          `${command} could not start (${error.message}): install Debian's postgresql-client`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}
