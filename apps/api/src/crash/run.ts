/**
 * Crash safety (issue 3; invoice payments issue 14, debt payments issue 15, plan payments
 * issue 17: crash/billing.ts): 20 clients post entries, transfers, invoice payments and debt
 * payments with idempotency keys, and one pays for a plan, while the server is killed with
 * SIGKILL at random moments, 20 rounds on PGlite files and 20 on
 * PostgreSQL, the two engines side by side (each its own server, port and clients: a round
 * waits mostly on a kill and a restart, so two share the machine's cores well). After each kill: every acknowledged write is in the database and the invariants
 * hold; after each restart: retried keys are applied once and every balance is exact. Last, a
 * backup taken while 20 clients write restores with everything acknowledged before it began
 * (backup-round.ts).
 *
 *   npm run test:crash            (PostgreSQL from TEST_DATABASE_URL, or CRASH_ENGINES=pglite)
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, kill, type ServerProcess, startServer } from '../cluster/server-process';
import { backupRound } from './backup-round';
import { billingClients, newBillingLedger } from './billing';
import { createDatabaseBeside } from './databases';
import { createBooks, createDebts, createInvoices, signUp } from './setup';
import { verifyApi, verifyDatabase } from './verify';
import { type Api, client, newLedger } from './workload';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const CLIENTS = 20;
/** The first engine's server; the second listens on the next port. */
const PORT = 3390;
const JWT_SECRET = 'crash-test-secret-crash-test-secret-0123456789';

type Engine = {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  cleanup(): Promise<void>;
};

async function runEngine(engine: Engine, port: number): Promise<void> {
  const started = Date.now();
  let server: ServerProcess = await startServer(engine.env, port);
  try {
    const api: Api = { url: server.url, token: await signUp(server.url) };
    const opening = await createBooks(api);
    const books = [...opening.keys()];
    const invoices = await createInvoices(api);
    const debts = await createDebts(api);
    const ledger = newLedger();
    const billing = newBillingLedger();
    const payer = billingClients(JWT_SECRET);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await payer.prepare(api, billing, 3);
      const clients = Array.from({ length: CLIENTS }, (_, n) =>
        client(api, ledger, `r${round}c${n}`, books, invoices, debts),
      );
      clients.push(payer.deliver(api, billing));
      await new Promise((resolve) => setTimeout(resolve, randomInt(300, 2_000)));
      await kill(server, 'SIGKILL');
      await Promise.all(clients);
      const pending = ledger.pending.size;
      const paying = billing.pending.size;
      await verifyDatabase(engine, ledger, billing);
      server = await startServer(engine.env, port);
      await verifyApi(api, ledger, opening);
      await payer.retry(api, billing);
      console.log(
        `${engine.name} round ${round}: ${ledger.acked.size} writes acknowledged in all, ${pending} in flight at the kill retried once; ${billing.acked.size} plan payments paid, ${paying} in flight`,
      );
    }
    await backupRound({ name: engine.name, env: engine.env, api, ledger, books, invoices, debts });
    await kill(server, 'SIGTERM');
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`${engine.name}: ${ROUNDS} rounds passed in ${seconds} s`);
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      await kill(server, 'SIGKILL');
    }
  }
}

function pgliteEngine(): Engine {
  const dir = mkdtempSync(join(tmpdir(), 'usaha-crash-'));
  return {
    name: 'pglite',
    env: { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', JWT_SECRET },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresEngine(url: string): Promise<Engine> {
  const database = await createDatabaseBeside(url, `usaha_crash_${process.pid}`);
  const dir = mkdtempSync(join(tmpdir(), 'usaha-crash-pg-'));
  return {
    name: 'postgres',
    env: { DATA_DIR: dir, DATABASE_URL: database.url, JWT_SECRET },
    cleanup: async () => {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

async function main() {
  const engines = (process.env.CRASH_ENGINES ?? 'pglite,postgres').split(',');
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (engines.includes('postgres') && !postgresUrl) {
    throw new Error('Set TEST_DATABASE_URL for the PostgreSQL rounds (or CRASH_ENGINES=pglite)');
  }
  buildServer();
  const runs = engines.map(async (name, index) => {
    const engine =
      name === 'postgres' ? await postgresEngine(postgresUrl as string) : pgliteEngine();
    try {
      await runEngine(engine, PORT + index);
    } finally {
      await engine.cleanup();
    }
  });
  // Both engines finish (and clean up) even when one fails; then every failure is told.
  const failures = (await Promise.allSettled(runs)).flatMap((run, index) =>
    run.status === 'rejected' ? [{ engine: engines[index], reason: run.reason as unknown }] : [],
  );
  for (const failure of failures) console.error(`${failure.engine} failed:`, failure.reason);
  if (failures.length > 0)
    throw new Error(`crash rounds failed on ${failures.map((f) => f.engine).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
