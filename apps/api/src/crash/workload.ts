/**
 * Clients that post entries, transfers, invoice payments and debt payments with idempotency
 * keys, and the book-keeping of what the server acknowledged, so every acknowledged write can
 * be looked for after a crash.
 */
import { randomInt } from 'node:crypto';

export type Op = {
  key: string;
  kind: 'entry' | 'transfer' | 'payment' | 'debt_payment';
  /** The invoice a payment is for. */
  invoiceId?: string;
  /** The debt or credit a debt payment is for. */
  debtId?: string;
  body: Record<string, unknown>;
  /** Net effect per cash book, in minor units. */
  effect: Map<string, number>;
  /** Rows it adds to entries. */
  legs: number;
  id?: string;
};

export type Ledger = { acked: Map<string, Op>; pending: Map<string, Op> };

export function newLedger(): Ledger {
  return { acked: new Map(), pending: new Map() };
}

/** A debt or credit the clients pay off, large enough that no run pays it all. */
export type OpenDebt = { id: string; kind: 'debt' | 'credit' };

export function randomOp(
  key: string,
  books: string[],
  invoices: string[] = [],
  debts: OpenDebt[] = [],
): Op {
  const pick = () => books[randomInt(books.length)] as string;
  const dice = randomInt(10);
  if (dice === 9 && debts.length > 0) {
    const book = pick();
    const amount = randomInt(1, 10_000_000);
    const debt = debts[randomInt(debts.length)] as OpenDebt;
    return {
      key,
      kind: 'debt_payment',
      debtId: debt.id,
      body: { cashbook_id: book, amount, date: '2026-11-21' },
      // A credit paid back is money in; a debt paid off is money out.
      effect: new Map([[book, debt.kind === 'credit' ? amount : -amount]]),
      legs: 1,
    };
  }
  if (dice < 2 && invoices.length > 0) {
    const book = pick();
    const amount = randomInt(1, 10_000_000);
    return {
      key,
      kind: 'payment',
      invoiceId: invoices[randomInt(invoices.length)] as string,
      body: { cashbook_id: book, amount, date: '2026-11-21', method: 'transfer' },
      effect: new Map([[book, amount]]),
      legs: 1,
    };
  }
  if (dice < 6) {
    const book = pick();
    const direction = randomInt(2) === 0 ? 'in' : 'out';
    const amount = randomInt(1, 10_000_000);
    return {
      key,
      kind: 'entry',
      body: { cashbook_id: book, direction, amount, date: '2026-11-21', description: key },
      effect: new Map([[book, direction === 'in' ? amount : -amount]]),
      legs: 1,
    };
  }
  const from = pick();
  let to = pick();
  while (to === from) to = pick();
  const amount = randomInt(1, 5_000_000);
  const fee = randomInt(3) === 0 ? randomInt(1, 650_000) : 0;
  return {
    key,
    kind: 'transfer',
    body: {
      from_cashbook_id: from,
      to_cashbook_id: to,
      amount_sent: amount,
      fee,
      date: '2026-11-21',
    },
    effect: new Map([
      [from, -(amount + fee)],
      [to, amount],
    ]),
    legs: fee > 0 ? 3 : 2,
  };
}

export type Api = { url: string; token: string };

export async function send(
  api: Api,
  op: Op,
): Promise<{ status: number; id?: string; replayed: boolean }> {
  const paths = {
    payment: `invoices/${op.invoiceId}/payments`,
    debt_payment: `debts/${op.debtId}/payments`,
    entry: 'entries',
    transfer: 'transfers',
  };
  const path = paths[op.kind];
  const response = await fetch(`${api.url}/api/v1/${path}/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${api.token}`,
      'content-type': 'application/json',
      'idempotency-key': op.key,
    },
    body: JSON.stringify(op.body),
  });
  const body = (await response.json()) as { data?: { id?: string } };
  return {
    status: response.status,
    id: body.data?.id,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/** One client: posts until the server stops answering (or `until` is aborted). */
export async function client(
  api: Api,
  ledger: Ledger,
  name: string,
  books: string[],
  invoices: string[] = [],
  debts: OpenDebt[] = [],
  until?: AbortSignal,
) {
  for (let n = 0; !until?.aborted; n += 1) {
    const op = randomOp(`${name}-${n}`, books, invoices, debts);
    ledger.pending.set(op.key, op);
    try {
      const answer = await send(api, op);
      if (answer.status !== 201 || !answer.id) {
        throw new Error(`unexpected ${answer.status} for ${op.key}`);
      }
      op.id = answer.id;
      ledger.pending.delete(op.key);
      ledger.acked.set(op.key, op);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
      return; // the server is gone; the op stays pending, to be retried after the restart
    }
  }
}
