/**
 * Where uploaded files live: a small key → bytes store. Keys are made by the server
 * (`<business_id>/<uuid>`), never taken from a request; the local store keeps them under
 * DATA_DIR/uploads and writes each file whole or not at all (s3-storage.ts keeps them in a
 * bucket). A store that fails or is full is the user's clear STORAGE_UNAVAILABLE, never a 500.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { AppError } from '@usaha/shared';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

export type FileStorage = {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under the key, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file under the prefix (`<business_id>/`, or '' for all), with when it was written. */
  list(prefix: string): AsyncIterable<StoredFile>;
};

export type StoredFile = { key: string; modifiedAt: Date };

const STORAGE_UNAVAILABLE_TEXT =
  'Files cannot be stored or opened right now: the file storage is not answering. Nothing was half-saved; try again in a moment.';

/** What the user is told when the store refuses or does not answer; the cause goes to the log. */
export function storageUnavailable(cause: unknown): AppError {
  const error = new AppError('STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_TEXT, {
    headers: { 'retry-after': '5' },
  });
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/** Where a failed clean-up is reported; pino's logger fits. */
export type StorageLog = { error(details: object, message: string): void };

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 255;

/**
 * A key is relative segments of plain characters. A segment may not start with a dot, so `..`,
 * hidden files and our own temporary files can never be named by a key.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (isAbsolute(key) || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((segment) => segment !== '..' && SEGMENT.test(segment));
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);

  function pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    const path = resolve(base, key);
    const inside = relative(base, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
      throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    }
    return path;
  }

  return {
    async put(key, data) {
      try {
        await writeWhole(pathOf(key), data);
      } catch (error) {
        throw isFull(error) ? storageUnavailable(error) : error;
      }
    },

    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async *list(prefix) {
      for await (const key of walk(base, '')) {
        if (!key.startsWith(prefix)) continue;
        const stats = await stat(join(base, key)).catch(() => null);
        if (stats) yield { key, modifiedAt: stats.mtime };
      }
    },
  };
}

/** The keys under `directory`, our own temporary files (a leading dot) left out. */
async function* walk(root: string, directory: string): AsyncGenerator<string> {
  const entries = await readdir(join(root, directory), { withFileTypes: true }).catch((error) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = directory ? `${directory}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Written beside the target and renamed over it: a crash leaves a stray temporary file at worst,
 * never half a file under the key.
 */
async function writeWhole(path: string, data: Buffer): Promise<void> {
  const directory = dirname(path);
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = join(directory, `.${randomBytes(8).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  await syncDirectory(directory);
}

/** Makes the rename itself durable; some platforms cannot open a directory, which is fine. */
async function syncDirectory(directory: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(directory, 'r');
    await handle.sync();
  } catch {
    // Best effort: the file is complete either way.
  } finally {
    await handle?.close();
  }
}

/** The disk is full, over its quota or read-only: the user's STORAGE_UNAVAILABLE. */
function isFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS';
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  );
}

/** Used when no logger is given: one JSON line on stderr, as pino would write it. */
export const stderrLog: StorageLog = {
  error(details, message) {
    console.error(JSON.stringify({ level: 50, msg: message, ...details }));
  },
};

/**
 * Removes the files of rows that are gone (after their transaction committed). A file that
 * cannot be removed is logged and left behind: the rows are already gone, so the caller's
 * answer must not change because of it.
 */
export function discardFiles(
  storage: FileStorage,
  log: StorageLog = stderrLog,
): (keys: string[]) => Promise<void> {
  return async (keys) => {
    for (const key of keys) {
      try {
        await storage.remove(key);
      } catch (error) {
        log.error(
          { err: error instanceof Error ? error : new Error(String(error)), key },
          'could not remove a stored file',
        );
      }
    }
  };
}
