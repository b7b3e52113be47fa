/**
 * `npm run restore -- <file>`: brings a backup (`npm run backup`) back into an empty instance —
 * an empty DATA_DIR for PGlite, an empty database at DATABASE_URL for PostgreSQL — and refuses
 * one that holds anything. Then start the server as usual.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from '../backup/archive';
import { restoreBackup } from '../backup/restore';
import { DataDirLockedError } from '../db/lock';
import { EXIT_BUSY, exitWith, loadConfigOrExit } from './start-up';

const given = process.argv[2];
if (!given) exitWith(64, 'Usage: npm run restore -- <backup file>');
const file = resolve(given);
if (!existsSync(file)) exitWith(66, `${file} does not exist.`);

process.umask(0o077);
const config = loadConfigOrExit();
try {
  const report = await restoreBackup(config, file, Boolean(process.env.JWT_SECRET));
  console.info(
    `Restored the ${report.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} database and ${report.files} stored file${report.files === 1 ? '' : 's'} from the backup of ${report.created_at}.`,
  );
} catch (error) {
  if (error instanceof DataDirLockedError) exitWith(EXIT_BUSY, error.message);
  if (error instanceof BackupError) exitWith(65, error.message);
  throw error;
}
