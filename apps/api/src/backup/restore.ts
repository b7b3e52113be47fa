/**
 * Brings a backup back into an empty instance: an empty (or new) data directory for PGlite, an
 * empty database for PostgreSQL, and an empty file store. The archive is read through once first
 * (archive.ts, checkArchive): an incomplete or foreign file changes nothing. A target that holds
 * anything is refused, never overwritten.
 */
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from '../db/lock';
import { createPglite } from '../db/pglite-engine';
import { PrivateNodeFS } from '../db/private-nodefs';
import { createStorage } from '../storage/create-storage';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-files';
import {
  BackupError,
  checkArchive,
  databaseEntry,
  FILES,
  readAll,
  readArchive,
  SECRET,
} from './archive';
import { runTool } from './backup';

export type RestoreReport = { engine: string; files: number; created_at: string };

/** `keepsOwnSecret`: JWT_SECRET is set, so the backup's DATA_DIR secret is not wanted. */
export async function restoreBackup(
  config: Config,
  file: string,
  keepsOwnSecret: boolean,
): Promise<RestoreReport> {
  const manifest = await checkArchive(file);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      manifest.engine === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
        : 'This backup is of an embedded (PGlite) database: unset DATABASE_URL and restore into an empty DATA_DIR.',
    );
  }
  const storage = createStorage(config);
  for await (const _ of storage.list('')) {
    throw new BackupError(
      'The file store is not empty: restore into an empty DATA_DIR/uploads or bucket.',
    );
  }

  const release = engine === 'pglite' ? claimEmptyDataDir(config.dataDir) : () => {};
  try {
    if (engine === 'postgres') await refuseNonEmptyDatabase(config.databaseUrl ?? '');
    const scratch = mkdtempSync(join(tmpdir(), 'usaha-restore-'));
    let files = 0;
    try {
      await readArchive(file, async (name, _size, body) => {
        if (name === databaseEntry(engine)) {
          if (engine === 'postgres') {
            const dump = join(scratch, 'postgres.dump');
            await pipeline(body, createWriteStream(dump, { mode: 0o600 }));
            await runTool('pg_restore', [
              '--no-owner',
              '--no-privileges',
              '--exit-on-error',
              '--single-transaction',
              '--dbname',
              config.databaseUrl ?? '',
              dump,
            ]);
          } else {
            await loadPglite(config.dataDir, await readAll(body));
          }
        } else if (name === SECRET && !keepsOwnSecret) {
          // The secret the links sent out were signed with, in place of the one just made.
          writeFileSync(join(config.dataDir, 'jwt-secret'), await readAll(body), {
            mode: PRIVATE_FILE_MODE,
          });
        } else if (name.startsWith(FILES)) {
          await storage.put(name.slice(FILES.length), await readAll(body));
          files += 1;
        }
      });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    return { engine, files, created_at: manifest.created_at };
  } finally {
    release();
  }
}

/** The data directory's lock, and no database in it yet. */
function claimEmptyDataDir(dataDir: string): () => void {
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const release = lockDataDir(dataDir);
  const pglite = join(dataDir, 'pglite');
  if (existsSync(pglite) && readdirSync(pglite).length > 0) {
    release();
    throw new BackupError(`${dataDir} already holds a database: restore into an empty DATA_DIR.`);
  }
  return release;
}

async function loadPglite(dataDir: string, tarball: Buffer): Promise<void> {
  const client = await createPglite({
    fs: new PrivateNodeFS(join(dataDir, 'pglite')),
    loadDataDir: new Blob([tarball]),
  });
  await client.exec('CHECKPOINT');
  await client.close();
}

async function refuseNonEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      `select count(*)::text as tables from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]?.tables ?? 0) > 0) {
      throw new BackupError('The database is not empty: restore into a new, empty database.');
    }
  } finally {
    await client.end();
  }
}
