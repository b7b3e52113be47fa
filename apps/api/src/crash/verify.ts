/**
 * What the crash, backup and load rounds check once the writes are done: every acknowledged write
 * is in the database and the ledger's invariants hold (verifyDatabase); through the API, the
 * pending writes retried apply once, a replay answers the same, and every balance, invoice and
 * debt is what the acknowledged writes make it (verifyApi): a write booked twice would show.
 */
import { randomInt } from 'node:crypto';
import { openDatabase } from '../db/client';
import { findViolations } from '../modules/ledger/invariants';
import { type BillingLedger, verifyBilling } from './billing';
import { type Api, type Ledger, send } from './workload';

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

export type DatabaseAt = { env: Record<string, string> };

/** Straight to the database while the server is dead: acknowledged rows exist, invariants hold. */
export async function verifyDatabase(engine: DatabaseAt, ledger: Ledger, billing: BillingLedger) {
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
    await verifyBilling(database, billing);
  } finally {
    await database.close();
  }
}

/** After a restart: pending keys retried (applied once), a sample replayed, balances exact. */
export async function verifyApi(api: Api, ledger: Ledger, opening: Map<string, number>) {
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
