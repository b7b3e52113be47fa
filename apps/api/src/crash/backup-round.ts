/**
 * The backup round (issue 33), after the crash rounds on each engine: a receipt is stored, 20
 * clients write, `npm run backup` runs in the middle of their writes, and the file is restored
 * into a new data directory (PGlite) or a new, empty database (PostgreSQL). In the restored
 * instance every write acknowledged before the backup began is there, the ledger's invariants
 * hold, and the receipt's file is back.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBundle } from '../cluster/server-process';
import { openDatabase } from '../db/client';
import { findViolations } from '../modules/ledger/invariants';
import { tinyJpeg } from '../test/files';
import { createDatabaseBeside } from './databases';
import { type Api, client, type Ledger, type OpenDebt } from './workload';

const CLIENTS = 20;

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

export type BackupTarget = { env: Record<string, string>; cleanup(): Promise<void> };

/** An empty place to restore into, beside the engine's own: a new directory, a new database. */
export async function emptyTarget(env: Record<string, string>): Promise<BackupTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'usaha-restored-'));
  const url = env.DATABASE_URL;
  if (!url) {
    return {
      env: { ...env, DATA_DIR: join(dir, 'data') },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await createDatabaseBeside(url, `${new URL(url).pathname.slice(1)}_restored`);
  return {
    env: { ...env, DATA_DIR: dir, DATABASE_URL: database.url },
    cleanup: async () => {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

async function runCommand(bundle: string, args: string[], env: Record<string, string>) {
  const { code, output } = await runBundle(bundle, args, env);
  if (code !== 0) throw new Error(`${bundle} exited ${code}: ${output}`);
  return output.trim();
}

async function storeReceipt(api: Api, entryId: string): Promise<string> {
  const response = await fetch(
    `${api.url}/api/v1/entries/${entryId}/attachments/?filename=nota.jpg`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/octet-stream' },
      body: tinyJpeg(),
    },
  );
  check(response.status === 201, `receipt upload answered ${response.status}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

export async function backupRound(options: {
  name: string;
  env: Record<string, string>;
  api: Api;
  ledger: Ledger;
  books: string[];
  invoices: string[];
  debts: OpenDebt[];
}): Promise<void> {
  const { api, ledger, env } = options;
  const started = Date.now();
  const anEntry = [...ledger.acked.values()].find((op) => op.kind === 'entry');
  check(Boolean(anEntry?.id), 'no acknowledged entry to put a receipt on');
  const receipt = await storeReceipt(api, anEntry?.id as string);

  const stop = new AbortController();
  const writers = Array.from({ length: CLIENTS }, (_, n) =>
    client(
      api,
      ledger,
      `backup-c${n}`,
      options.books,
      options.invoices,
      options.debts,
      stop.signal,
    ),
  );
  // Writes are under way before the backup begins; what was acknowledged by then must be in it.
  const goal = ledger.acked.size + 40;
  while (ledger.acked.size < goal) await new Promise((resolve) => setTimeout(resolve, 20));
  const before = new Map(ledger.acked);
  const file = join(mkdtempSync(join(tmpdir(), 'usaha-backup-file-')), 'instance.usaha');
  const said = await runCommand('backup.mjs', [file], env);
  const during = ledger.acked.size - before.size;
  stop.abort();
  await Promise.all(writers);

  const target = await emptyTarget(env);
  try {
    await runCommand('restore.mjs', [file], target.env);
    const database = await openDatabase({
      databaseUrl: target.env.DATABASE_URL || undefined,
      dataDir: target.env.DATA_DIR as string,
      poolSize: 2,
    });
    try {
      const tables = {
        entry: 'entries',
        transfer: 'transfers',
        payment: 'invoice_payments',
        debt_payment: 'debt_payments',
      } as const;
      for (const [kind, table] of Object.entries(tables)) {
        const ids = [...before.values()].filter((op) => op.kind === kind).map((op) => op.id);
        const [row] = await database.query<{ n: number }>(
          `select count(*)::int as n from ${table} where id = any($1::uuid[])`,
          [ids],
        );
        check(row?.n === ids.length, `restored: ${ids.length - (row?.n ?? 0)} ${table} missing`);
      }
      const violations = await findViolations(database);
      check(violations.length === 0, `restored: invariants broken: ${JSON.stringify(violations)}`);
      const [attachment] = await database.query<{ storage_key: string }>(
        'select storage_key from attachments where id = $1',
        [receipt],
      );
      const stored = join(target.env.DATA_DIR as string, 'uploads', attachment?.storage_key ?? '-');
      check(existsSync(stored), 'restored: the receipt row is back but not its file');
    } finally {
      await database.close();
    }
  } finally {
    await target.cleanup();
    rmSync(join(file, '..'), { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `${options.name} backup: ${before.size} writes acknowledged before it all restored, ${during} more made while it ran; ${said.split('\n').at(-1)} (${seconds} s)`,
  );
}
