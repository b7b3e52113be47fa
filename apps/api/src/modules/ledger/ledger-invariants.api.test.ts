/**
 * Thousands of random ledger operations through the API, then the invariants: every balance is
 * opening + Σ in − Σ out, every transfer has all its legs, no total counts a transfer as income
 * or expense. Runs on PGlite and, in CI, on PostgreSQL.
 */
import type { Cashbook, Category, EntryListItem, EntryTotals, Transfer } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bookOf, categoriesOf, createBook, data, type Owner, signUpOwner } from '../../test/ledger';
import { random } from '../../test/random';
import { findViolations } from './invariants';

const OPERATIONS = 1500;

type ModelEntry = {
  id: string;
  book: string;
  direction: 'in' | 'out';
  amount: number;
  version: number;
};
type ModelTransfer = Transfer;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function allEntries(owner: Owner, query = ''): Promise<EntryListItem[]> {
  const rows: EntryListItem[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${cursor}` : '';
    const response = await owner.request('GET', `/api/v1/entries/?limit=100${query}${suffix}`);
    const body = response.json<{ data: EntryListItem[]; meta: { next_cursor: string | null } }>();
    rows.push(...body.data);
    cursor = body.meta.next_cursor;
  } while (cursor);
  return rows;
}

describe('ledger invariants under random operations', () => {
  it(`hold after ${OPERATIONS} random creates, edits, deletes, transfers and archives`, async () => {
    const seed = Number(process.env.LEDGER_SEED ?? 20261122);
    const rng = random(seed);
    const owner = await signUpOwner(t);
    const books: Cashbook[] = [
      await createBook(owner, { name: 'Kas', opening_balance: 500_000_00 }),
      await createBook(owner, { name: 'BCA', kind: 'bank', opening_balance: 2_000_000_00 }),
      await createBook(owner, { name: 'GoPay', kind: 'ewallet' }),
      await createBook(owner, {
        name: 'USD',
        kind: 'bank',
        currency: 'USD',
        opening_balance: 100_00,
      }),
    ];
    const categories: Category[] = await categoriesOf(owner);
    const income = categories.filter((c) => c.kind === 'income');
    const expense = categories.filter((c) => c.kind === 'expense');
    const archived = new Set<string>();
    const net = new Map(books.map((book) => [book.id, 0]));
    const entries = new Map<string, ModelEntry>();
    const transfers = new Map<string, ModelTransfer>();
    const versions = new Map(books.map((book) => [book.id, book.version]));
    const apply = (book: string, direction: 'in' | 'out', amount: number, sign: 1 | -1) =>
      net.set(book, (net.get(book) ?? 0) + sign * (direction === 'in' ? amount : -amount));
    const applyTransfer = (transfer: Transfer, sign: 1 | -1) => {
      apply(transfer.from_cashbook_id, 'out', transfer.amount_sent + transfer.fee, sign);
      apply(transfer.to_cashbook_id, 'in', transfer.amount_received, sign);
    };
    const date = () =>
      `2026-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const bookId = () => rng.pick(books)?.id ?? '';
    const refusedWhenArchived = (status: number, ...ids: string[]) => {
      if (ids.some((id) => archived.has(id))) {
        expect(status).toBe(422);
        return true;
      }
      return false;
    };

    for (let step = 0; step < OPERATIONS; step += 1) {
      const roll = rng.next();
      if (roll < 0.4) {
        const book = bookId();
        const direction = rng.next() < 0.5 ? 'in' : 'out';
        const category =
          rng.next() < 0.8 ? rng.pick(direction === 'in' ? income : expense) : undefined;
        const amount = rng.int(1, 5_000_000_00);
        const response = await owner.request('POST', '/api/v1/entries/', {
          body: { cashbook_id: book, direction, amount, date: date(), category_id: category?.id },
        });
        if (refusedWhenArchived(response.statusCode, book)) continue;
        expect(response.statusCode, response.body).toBe(201);
        const id = response.json().data.id as string;
        entries.set(id, { id, book, direction, amount, version: 1 });
        apply(book, direction, amount, 1);
      } else if (roll < 0.55) {
        const entry = rng.pick([...entries.values()]);
        if (!entry) continue;
        const same = books.find((b) => b.id === entry.book)?.currency;
        const target = rng.pick(books.filter((b) => b.currency === same))?.id ?? entry.book;
        const amount = rng.int(1, 3_000_000_00);
        const direction = rng.next() < 0.5 ? 'in' : 'out';
        const response = await owner.request('PUT', `/api/v1/entries/${entry.id}/`, {
          body: {
            version: entry.version,
            cashbook_id: target,
            amount,
            direction,
            category_id: null,
          },
        });
        if (refusedWhenArchived(response.statusCode, entry.book, target)) continue;
        expect(response.statusCode, response.body).toBe(200);
        apply(entry.book, entry.direction, entry.amount, -1);
        entries.set(entry.id, {
          id: entry.id,
          book: target,
          direction,
          amount,
          version: entry.version + 1,
        });
        apply(target, direction, amount, 1);
      } else if (roll < 0.65) {
        const entry = rng.pick([...entries.values()]);
        if (!entry) continue;
        const response = await owner.request('DELETE', `/api/v1/entries/${entry.id}/`);
        if (refusedWhenArchived(response.statusCode, entry.book)) continue;
        expect(response.statusCode, response.body).toBe(200);
        entries.delete(entry.id);
        apply(entry.book, entry.direction, entry.amount, -1);
      } else if (roll < 0.8) {
        const from = bookId();
        const to = bookId();
        const fromBook = books.find((b) => b.id === from);
        const toBook = books.find((b) => b.id === to);
        const sent = rng.int(1, 1_000_000_00);
        const fee = rng.next() < 0.4 ? rng.int(1, 6_500_00) : 0;
        const body = {
          from_cashbook_id: from,
          to_cashbook_id: to,
          amount_sent: sent,
          amount_received:
            fromBook?.currency === toBook?.currency ? undefined : rng.int(1, 1_000_00),
          fee,
          fee_category_id: fee > 0 ? rng.pick(expense)?.id : undefined,
          date: date(),
        };
        const response = await owner.request('POST', '/api/v1/transfers/', { body });
        if (from === to) {
          expect(response.statusCode).toBe(422);
          continue;
        }
        if (refusedWhenArchived(response.statusCode, from, to)) continue;
        expect(response.statusCode, response.body).toBe(201);
        const transfer = response.json().data as Transfer;
        transfers.set(transfer.id, transfer);
        applyTransfer(transfer, 1);
      } else if (roll < 0.88) {
        const transfer = rng.pick([...transfers.values()]);
        if (!transfer) continue;
        const fee = rng.next() < 0.5 ? rng.int(1, 2_500_00) : 0;
        const response = await owner.request('PUT', `/api/v1/transfers/${transfer.id}/`, {
          body: {
            version: transfer.version,
            from_cashbook_id: transfer.from_cashbook_id,
            to_cashbook_id: transfer.to_cashbook_id,
            amount_sent: rng.int(1, 900_000_00),
            amount_received:
              transfer.amount_received === transfer.amount_sent ? undefined : rng.int(1, 900_00),
            fee,
            date: date(),
          },
        });
        if (
          refusedWhenArchived(
            response.statusCode,
            transfer.from_cashbook_id,
            transfer.to_cashbook_id,
          )
        ) {
          continue;
        }
        expect(response.statusCode, response.body).toBe(200);
        applyTransfer(transfer, -1);
        const updated = response.json().data as Transfer;
        transfers.set(updated.id, updated);
        applyTransfer(updated, 1);
      } else if (roll < 0.94) {
        const transfer = rng.pick([...transfers.values()]);
        if (!transfer) continue;
        const response = await owner.request('DELETE', `/api/v1/transfers/${transfer.id}/`);
        if (
          refusedWhenArchived(
            response.statusCode,
            transfer.from_cashbook_id,
            transfer.to_cashbook_id,
          )
        ) {
          continue;
        }
        expect(response.statusCode, response.body).toBe(200);
        transfers.delete(transfer.id);
        applyTransfer(transfer, -1);
      } else {
        const book = bookId();
        const archive = !archived.has(book);
        const response = await owner.request('PUT', `/api/v1/cashbooks/${book}/`, {
          body: { version: versions.get(book), archived: archive },
        });
        expect(response.statusCode, response.body).toBe(200);
        versions.set(book, response.json().data.version);
        if (archive) archived.add(book);
        else archived.delete(book);
      }
    }

    expect(await findViolations(t.database), `seed ${seed}`).toEqual([]);
    for (const book of books) {
      const current = await bookOf(owner, book.id);
      expect(current.balance, `${book.name}, seed ${seed}`).toBe(
        book.opening_balance + (net.get(book.id) ?? 0),
      );
    }
    // The list pages through every entry exactly once, and its totals keep transfers apart.
    const listed = await allEntries(owner);
    expect(new Set(listed.map((entry) => entry.id)).size).toBe(listed.length);
    const legs = [...transfers.values()].reduce((sum, tr) => sum + (tr.fee > 0 ? 3 : 2), 0);
    expect(listed.length).toBe(entries.size + legs);
    const first = await owner.request('GET', '/api/v1/entries/?limit=1');
    const totals = first.json<{ meta: { totals: EntryTotals[] } }>().meta.totals;
    for (const currency of ['IDR', 'USD']) {
      const own = listed.filter((entry) => entry.currency === currency);
      const sum = (keep: (entry: EntryListItem) => boolean) =>
        own.filter(keep).reduce((total, entry) => total + entry.amount, 0);
      const principal = (entry: EntryListItem) =>
        entry.transfer_role === 'in' || entry.transfer_role === 'out';
      expect(totals.find((row) => row.currency === currency) ?? null).toEqual(
        own.length === 0
          ? null
          : {
              currency,
              in: sum((e) => e.direction === 'in' && !principal(e)),
              out: sum((e) => e.direction === 'out' && !principal(e)),
              transfer_in: sum((e) => e.transfer_role === 'in'),
              transfer_out: sum((e) => e.transfer_role === 'out'),
              count: own.length,
            },
      );
    }
    // The balance on the last day of the year equals the live balance (all dates are in 2026).
    const balance = data<{ cashbooks: { id: string; balance: number }[] }>(
      await owner.request('GET', '/api/v1/balance/?date=2026-12-31'),
    );
    for (const book of books) {
      expect(balance.cashbooks.find((row) => row.id === book.id)?.balance).toBe(
        book.opening_balance + (net.get(book.id) ?? 0),
      );
    }
  }, 240_000);
});

describe('concurrency', () => {
  it('200 concurrent transfers between the same two books end with exact balances', async () => {
    const owner = await signUpOwner(t);
    const a = await createBook(owner, { name: 'A', opening_balance: 10_000_000_00 });
    const b = await createBook(owner, { name: 'B', opening_balance: 10_000_000_00 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const forward = index % 2 === 0;
        return owner.request('POST', '/api/v1/transfers/', {
          body: {
            from_cashbook_id: forward ? a.id : b.id,
            to_cashbook_id: forward ? b.id : a.id,
            amount_sent: 1_000_00 + index,
            fee: index % 5 === 0 ? 2_500_00 : 0,
            date: '2026-11-20',
          },
        });
      }),
    );
    expect(results.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    let expectedA = 10_000_000_00;
    let expectedB = 10_000_000_00;
    for (let index = 0; index < 200; index += 1) {
      const amount = 1_000_00 + index;
      const fee = index % 5 === 0 ? 2_500_00 : 0;
      if (index % 2 === 0) {
        expectedA -= amount + fee;
        expectedB += amount;
      } else {
        expectedB -= amount + fee;
        expectedA += amount;
      }
    }
    expect((await bookOf(owner, a.id)).balance).toBe(expectedA);
    expect((await bookOf(owner, b.id)).balance).toBe(expectedB);
    expect(await findViolations(t.database)).toEqual([]);
  }, 120_000);
});
