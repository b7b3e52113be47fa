/**
 * How `npm run backup` reaches a server running on PGlite, which holds the data directory alone:
 * a Unix socket in DATA_DIR (the directory is its owner's only, so is the socket). One request
 * per connection: a JSON line naming the file; the answer is one JSON line.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import type { BackupReport } from './backup';

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

type Answer = ({ ok: true } & BackupReport) | { ok: false; error: string };

export async function listenForBackups(deps: {
  dataDir: string;
  run(file: string): Promise<BackupReport>;
}): Promise<() => Promise<void>> {
  const path = backupSocketPath(deps.dataDir);
  rmSync(path, { force: true }); // left by a server that was killed
  let running: Promise<unknown> = Promise.resolve();
  const server = createServer((connection) => {
    let text = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      text += chunk;
      if (!text.includes('\n')) return;
      const answer = (async (): Promise<Answer> => {
        try {
          const { file } = JSON.parse(text) as { file?: unknown };
          if (typeof file !== 'string' || !file.startsWith('/')) throw new Error('no file named');
          // One backup at a time.
          const report = running.then(() => deps.run(file));
          running = report.catch(() => {});
          return { ok: true, ...(await report) };
        } catch (error) {
          return { ok: false, error: (error as Error).message };
        }
      })();
      void answer.then((value) => connection.end(`${JSON.stringify(value)}\n`));
    });
    connection.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await running;
    rmSync(path, { force: true });
  };
}

export function askForBackup(dataDir: string, file: string): Promise<BackupReport> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(backupSocketPath(dataDir));
    let text = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify({ file })}\n`));
    connection.on('data', (chunk: string) => {
      text += chunk;
    });
    connection.on('error', (error) =>
      reject(new Error(`the running server could not be reached (${error.message})`)),
    );
    connection.on('end', () => {
      try {
        const answer = JSON.parse(text) as Answer;
        if (answer.ok) resolve(answer);
        else reject(new Error(answer.error));
      } catch {
        reject(new Error('the running server gave no answer'));
      }
    });
  });
}
