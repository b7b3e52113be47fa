/**
 * What the server and the command-line scripts do first: read the configuration and open the
 * database, ending the process with a clear line and a sysexits code when either cannot be done.
 */
import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, MigrationBusyError, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';

/** sysexits.h: the configuration is wrong (78), or the resource is busy, try later (75). */
export const EXIT_CONFIG = 78;
export const EXIT_BUSY = 75;

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(EXIT_CONFIG, error.message);
    throw error;
  }
}

export async function openDatabaseOrExit(config: Config, poolSize?: number): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: poolSize ?? config.databasePoolSize,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) exitWith(EXIT_BUSY, error.message);
    throw error;
  }
}

/** Runs a step that another process may be holding the lock of (migrations). */
export async function unlessBusy<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof MigrationBusyError) exitWith(EXIT_BUSY, error.message);
    throw error;
  }
}

export function exitWith(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}
