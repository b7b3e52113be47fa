/**
 * The backup file: one tar, in this order — `usaha-backup.json` (what it is: the engine, when,
 * the version and migrations it was taken at), the database (`database/postgres.dump` from
 * pg_dump's custom format, or `database/pglite.tar` from PGlite's own dump), every stored file
 * as `files/<key>`, and last `usaha-backup-end.json` with the counts: a file cut short (a full
 * disk, a killed process) has no end and is refused whole, before anything is restored.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { DatabaseKind } from '../db/client';

export const MANIFEST = 'usaha-backup.json';
export const END = 'usaha-backup-end.json';
export const FILES = 'files/';
/** DATA_DIR/jwt-secret, when the secret is kept there: links sent out (portal, statements) stay valid. */
export const SECRET = 'secret/jwt-secret';
export const databaseEntry = (engine: DatabaseKind) =>
  engine === 'postgres' ? 'database/postgres.dump' : 'database/pglite.tar';

export type Manifest = {
  format: 'usaha-backup';
  version: 1;
  engine: DatabaseKind;
  created_at: string;
  app_version: string;
  migrations: number;
};
export type EndMarker = { files: number; file_bytes: number; database_bytes: number };

export class BackupError extends Error {
  override name = 'BackupError';
}

export type ArchiveWriter = {
  add(name: string, data: Buffer): Promise<void>;
  addFile(name: string, path: string): Promise<void>;
  /** Writes the end marker and waits until the file is on disk. */
  finish(end: EndMarker): Promise<void>;
};

export function writeArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  // `wx`: an existing file is never overwritten by a backup.
  const written = pipeline(pack, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  written.catch(() => {});
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  return {
    add,
    async addFile(name, path) {
      const { size } = await stat(path);
      const entry = pack.entry({ name, size, mode: 0o600 });
      await pipeline(createReadStream(path), entry);
    },
    async finish(end) {
      await add(END, Buffer.from(JSON.stringify(end)));
      pack.finalize();
      await written;
    },
  };
}

/** Calls `onEntry` for each entry in order; the stream must be read (or drained) by it. */
export async function readArchive(
  file: string,
  onEntry: (name: string, size: number, body: Readable) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  for await (const entry of extract) {
    await onEntry(entry.header.name, entry.header.size ?? 0, entry as unknown as Readable);
    entry.resume();
  }
  await reading;
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the archive through once: its manifest, and that it ends with the end marker whose
 * counts match what it holds. Throws a BackupError otherwise.
 */
export async function checkArchive(file: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let end: EndMarker | null = null;
  let files = 0;
  let fileBytes = 0;
  let databaseBytes = -1;
  try {
    await readArchive(file, async (name, size, body) => {
      if (name === MANIFEST) manifest = parseManifest(await readAll(body));
      else if (name === END) end = JSON.parse((await readAll(body)).toString('utf8')) as EndMarker;
      else if (name.startsWith(FILES)) {
        files += 1;
        fileBytes += size;
      } else if (manifest && name === databaseEntry((manifest as Manifest).engine)) {
        databaseBytes = size;
      }
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup (${(error as Error).message})`);
  }
  const found = manifest as Manifest | null;
  const ended = end as EndMarker | null;
  if (!found) throw new BackupError(`${file} is not a Usaha backup (no ${MANIFEST})`);
  if (databaseBytes < 0) throw new BackupError(`${file} holds no database`);
  if (!ended || ended.files !== files || ended.file_bytes !== fileBytes) {
    throw new BackupError(`${file} is incomplete: it was cut short while it was written`);
  }
  if (ended.database_bytes !== databaseBytes) {
    throw new BackupError(`${file} is incomplete: its database part is cut short`);
  }
  return found;
}

function parseManifest(data: Buffer): Manifest {
  const value = JSON.parse(data.toString('utf8')) as Partial<Manifest>;
  if (value.format !== 'usaha-backup' || value.version !== 1) {
    throw new BackupError('this backup was written by another program or a newer version');
  }
  if (value.engine !== 'postgres' && value.engine !== 'pglite') {
    throw new BackupError('this backup names no database engine');
  }
  return value as Manifest;
}
