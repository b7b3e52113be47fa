/**
 * Crash safety (issue 3; invoice payments issue 14, debt payments issue 15): 20 clients post
 * entries, transfers, invoice payments and debt payments with idempotency keys while the
 * server is killed with SIGKILL at random moments, 20 rounds on PGlite files and 20 on
 * PostgreSQL. After each kill: every acknowledged write is in the database and the invariants
 * hold; after each restart: retried keys are applied once and every balance is exact.
 *
 *   npm run test:crash            (PostgreSQL from TEST_DATABASE_URL, or CRASH_ENGINES=pglite)
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { findViolations } from '../modules/ledger/invariants';
import { kill, type ServerProcess, startServer } from './server-process';
import { type Api, client, type Ledger, newLedger, type OpenDebt, send } from './workload';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const CLIENTS = 20;
const PORT = 3390;
const JWT_SECRET = 'crash-test-secret-crash-test-secret-0123456789';

type Engine = {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  cleanup(): Promise<void>;
};

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

async function signUp(url: string): Promise<string> {
  const csrf = await fetch(`${url}/api/v1/auth/csrf/`);
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(`${url}/api/v1/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie },
    body: JSON.stringify({
      username: 'crashtest',
      email: 'crash@example.com',
      password: 'Kopi-Susu-Gula-Aren-77',
      full_name: 'Crash Test',
      business_name: 'Toko Crash',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { access: string }).access;
}

async function createBooks(api: Api): Promise<Map<string, number>> {
  const opening = new Map<string, number>();
  for (const [index, name] of ['Kas', 'BCA', 'GoPay'].entries()) {
    const response = await fetch(`${api.url}/api/v1/cashbooks/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, opening_balance: (index + 1) * 1_000_000_00 }),
    });
    check(response.status === 201, `cash book answered ${response.status}`);
    const book = ((await response.json()) as { data: { id: string } }).data;
    opening.set(book.id, (index + 1) * 1_000_000_00);
  }
  return opening;
}

/** Two invoices large enough that no run of payments pays them off. */
async function createInvoices(api: Api): Promise<string[]> {
  const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  const contact = await fetch(`${api.url}/api/v1/contacts/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Pelanggan Crash' }),
  });
  check(contact.status === 201, `contact answered ${contact.status}`);
  const contactId = ((await contact.json()) as { data: { id: string } }).data.id;
  const ids: string[] = [];
  for (let n = 0; n < 2; n += 1) {
    const response = await fetch(`${api.url}/api/v1/invoices/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        contact_id: contactId,
        lines: [{ description: 'Grosir', quantity: 1000, unit_price: 100_000_000_000_00 }],
      }),
    });
    check(response.status === 201, `invoice answered ${response.status}`);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/** A credit lent in cash and a debt bought on account, both too large for any run to pay off. */
async function createDebts(api: Api): Promise<OpenDebt[]> {
  const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  const contact = await fetch(`${api.url}/api/v1/contacts/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Pemasok Crash' }),
  });
  check(contact.status === 201, `contact answered ${contact.status}`);
  const contactId = ((await contact.json()) as { data: { id: string } }).data.id;
  const debts: OpenDebt[] = [];
  for (const kind of ['credit', 'debt'] as const) {
    const response = await fetch(`${api.url}/api/v1/debts/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind, contact_id: contactId, amount: 100_000_000_000_00 }),
    });
    check(response.status === 201, `debt answered ${response.status}`);
    debts.push({ id: ((await response.json()) as { data: { id: string } }).data.id, kind });
  }
  return debts;
}

/** Straight to the database while the server is dead: acknowledged rows exist, invariants hold. */
async function verifyDatabase(engine: Engine, ledger: Ledger): Promise<void> {
  const database = await openDatabase({
    databaseUrl: engine.env.DATABASE_URL || undefined,
    dataDir: engine.env.DATA_DIR as string,
    poolSize: 2,
  });
  try {
    const acked = [...ledger.acked.values()];
    const tables = {
      entry: 'entries',
      transfer: 'transfers',
      payment: 'invoice_payments',
      debt_payment: 'debt_payments',
    };
    for (const kind of ['entry', 'transfer', 'payment', 'debt_payment'] as const) {
      const ids = acked.filter((op) => op.kind === kind).map((op) => op.id as string);
      const table = tables[kind];
      const [row] = await database.query<{ n: number }>(
        `select count(*)::int as n from ${table} where id = any($1::uuid[])`,
        [ids],
      );
      check(row?.n === ids.length, `${ids.length - (row?.n ?? 0)} acknowledged ${table} missing`);
    }
    const violations = await findViolations(database);
    check(violations.length === 0, `invariants broken: ${JSON.stringify(violations)}`);
  } finally {
    await database.close();
  }
}

/** After a restart: pending keys retried (applied once), a sample replayed, balances exact. */
async function verifyApi(api: Api, ledger: Ledger, opening: Map<string, number>) {
  for (const op of [...ledger.pending.values()]) {
    const answer = await send(api, op);
    check(
      answer.status === 201 && Boolean(answer.id),
      `retry of ${op.key} answered ${answer.status}`,
    );
    op.id = answer.id;
    ledger.pending.delete(op.key);
    ledger.acked.set(op.key, op);
  }
  const acked = [...ledger.acked.values()];
  for (let n = 0; n < 10 && acked.length > 0; n += 1) {
    const op = acked[randomInt(acked.length)];
    if (!op) continue;
    const answer = await send(api, op);
    check(answer.replayed && answer.id === op.id, `replay of ${op.key} gave another answer`);
  }
  const expected = new Map(opening);
  for (const op of acked) {
    for (const [book, delta] of op.effect) expected.set(book, (expected.get(book) ?? 0) + delta);
  }
  const response = await fetch(`${api.url}/api/v1/cashbooks/`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const books = ((await response.json()) as { data: { id: string; balance: number }[] }).data;
  for (const book of books) {
    check(
      book.balance === expected.get(book.id),
      `balance of ${book.id}: ${book.balance} ≠ ${expected.get(book.id)}`,
    );
  }
  for (const invoiceId of new Set(acked.flatMap((op) => (op.invoiceId ? [op.invoiceId] : [])))) {
    const paid = acked
      .filter((op) => op.invoiceId === invoiceId)
      .reduce((sum, op) => sum + Number(op.body.amount), 0);
    const answer = await fetch(`${api.url}/api/v1/invoices/${invoiceId}/`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    const invoice = ((await answer.json()) as { data: { paid: number } }).data;
    check(invoice.paid === paid, `invoice ${invoiceId} paid ${invoice.paid} ≠ ${paid}`);
  }
  for (const debtId of new Set(acked.flatMap((op) => (op.debtId ? [op.debtId] : [])))) {
    const paid = acked
      .filter((op) => op.debtId === debtId)
      .reduce((sum, op) => sum + Number(op.body.amount), 0);
    const answer = await fetch(`${api.url}/api/v1/debts/${debtId}/`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    const debt = ((await answer.json()) as { data: { paid: number } }).data;
    check(debt.paid === paid, `debt ${debtId} paid ${debt.paid} ≠ ${paid}`);
  }
  const list = await fetch(`${api.url}/api/v1/entries/?limit=1`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const totals = ((await list.json()) as { meta: { totals: { count: number }[] } }).meta.totals;
  const legs = acked.reduce((sum, op) => sum + op.legs, 0);
  check(totals[0]?.count === legs, `entries: ${totals[0]?.count} ≠ ${legs} expected`);
}

async function runEngine(engine: Engine): Promise<void> {
  const started = Date.now();
  let server: ServerProcess = await startServer(engine.env, PORT);
  try {
    const api: Api = { url: server.url, token: await signUp(server.url) };
    const opening = await createBooks(api);
    const books = [...opening.keys()];
    const invoices = await createInvoices(api);
    const debts = await createDebts(api);
    const ledger = newLedger();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const clients = Array.from({ length: CLIENTS }, (_, n) =>
        client(api, ledger, `r${round}c${n}`, books, invoices, debts),
      );
      await new Promise((resolve) => setTimeout(resolve, randomInt(300, 2_000)));
      await kill(server, 'SIGKILL');
      await Promise.all(clients);
      const pending = ledger.pending.size;
      await verifyDatabase(engine, ledger);
      server = await startServer(engine.env, PORT);
      await verifyApi(api, ledger, opening);
      console.log(
        `${engine.name} round ${round}: ${ledger.acked.size} writes acknowledged in all, ${pending} in flight at the kill retried once`,
      );
    }
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
  const name = `usaha_crash_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'usaha-crash-pg-'));
  return {
    name: 'postgres',
    env: { DATA_DIR: dir, DATABASE_URL: target.toString(), JWT_SECRET },
    cleanup: async () => {
      rmSync(dir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

async function main() {
  const engines = (process.env.CRASH_ENGINES ?? 'pglite,postgres').split(',');
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (engines.includes('postgres') && !postgresUrl) {
    throw new Error('Set TEST_DATABASE_URL for the PostgreSQL rounds (or CRASH_ENGINES=pglite)');
  }
  for (const name of engines) {
    const engine =
      name === 'postgres' ? await postgresEngine(postgresUrl as string) : pgliteEngine();
    try {
      await runEngine(engine);
    } finally {
      await engine.cleanup();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
