/**
 * `npm run backup -- <file>`: one restorable file of the whole instance, its database and its
 * stored files (backup/archive.ts), taken while the server runs. On PostgreSQL with pg_dump; on
 * PGlite by the running server (through its socket in DATA_DIR), or by this process when no
 * server holds the directory.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from '../backup/archive';
import { type BackupReport, writeBackup } from '../backup/backup';
import { askForBackup } from '../backup/backup-socket';
import { secretKeptInDataDir } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { createStorage } from '../storage/create-storage';
import { exitWith, loadConfigOrExit } from './start-up';

const given = process.argv[2];
if (!given) exitWith(64, 'Usage: npm run backup -- <file to write>');
const file = resolve(given);
if (existsSync(file)) exitWith(73, `${file} exists already: name a new file.`);

process.umask(0o077);
const config = loadConfigOrExit();
const storage = createStorage(config);
let report: BackupReport;
try {
  report = await backUp();
} catch (error) {
  if (error instanceof BackupError) exitWith(1, error.message);
  exitWith(1, `The backup failed: ${(error as Error).message}`);
}
const pause = report.pause_ms === null ? '' : `; writes waited ${report.pause_ms} ms`;
console.info(
  `Backed up the database and ${report.files} stored file${report.files === 1 ? '' : 's'} to ${file}${pause}.`,
);

async function backUp(): Promise<BackupReport> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) return askForBackup(config.dataDir, file);
    throw error;
  }
  try {
    return await writeBackup({
      database,
      databaseUrl: config.databaseUrl,
      storage,
      file,
      secret: secretKeptInDataDir(config),
    });
  } finally {
    await database.close();
  }
}
