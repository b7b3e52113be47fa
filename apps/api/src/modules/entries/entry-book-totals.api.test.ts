/**
 * The totals of a list over whole books (no filter, or one cash book) come from the sums each book
 * keeps (migration 0012): exact after every kind of write, and what the list really answers.
 */
import type { Cashbook, Entry, EntryListItem, EntryTotals, Transfer } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  categoryNamed,
  createBook,
  createEntry,
  createTransfer,
  data,
  importStatement,
  type Owner,
  signUpOwner,
} from '../../test/ledger';
import { findViolations } from '../ledger/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { data: EntryListItem[]; meta: { totals: EntryTotals[] } };

async function list(owner: Owner, query = ''): Promise<Page> {
  const response = await owner.request('GET', `/api/v1/entries/?limit=10${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const byCurrency = (totals: EntryTotals[]) =>
  [...totals].sort((a, b) => a.currency.localeCompare(b.currency));

/** The totals summed afresh from the entry rows themselves, per currency. */
async function freshTotals(owner: Owner, cashbookId?: string): Promise<EntryTotals[]> {
  const rows = await t.database.query<{
    currency: string;
    direction: string;
    transfer_role: string | null;
    amount: string | number;
  }>(
    `select b.currency, e.direction, e.transfer_role, e.amount
     from entries e join cashbooks b on b.id = e.cashbook_id
     where e.business_id = $1 and ($2::uuid is null or e.cashbook_id = $2)`,
    [owner.businessId, cashbookId ?? null],
  );
  const totals = new Map<string, EntryTotals>();
  for (const row of rows) {
    const line = totals.get(row.currency) ?? {
      currency: row.currency,
      in: 0,
      out: 0,
      transfer_in: 0,
      transfer_out: 0,
      count: 0,
    };
    const amount = Number(row.amount);
    if (row.transfer_role === 'in') line.transfer_in += amount;
    else if (row.transfer_role === 'out') line.transfer_out += amount;
    else if (row.direction === 'in') line.in += amount;
    else line.out += amount;
    line.count += 1;
    totals.set(row.currency, line);
  }
  return byCurrency([...totals.values()]);
}

/** The list's totals, unfiltered and for each book, equal fresh sums; the invariants hold. */
async function expectExact(owner: Owner, books: Cashbook[], step: string) {
  expect(byCurrency((await list(owner)).meta.totals), step).toEqual(await freshTotals(owner));
  for (const book of books) {
    const page = await list(owner, `&cashbook_id=${book.id}`);
    expect(byCurrency(page.meta.totals), `${step}, ${book.name}`).toEqual(
      await freshTotals(owner, book.id),
    );
  }
  expect(await findViolations(t.database), step).toEqual([]);
}

describe('the totals of whole books', () => {
  it('stay the sums of the entries through edits, deletes, transfers, imports and undo', async () => {
    const owner = await signUpOwner(t);
    const kas = await createBook(owner, { name: 'Kas', opening_balance: 1_000_000_00 });
    const bca = await createBook(owner, { name: 'BCA', kind: 'bank' });
    const usd = await createBook(owner, { name: 'USD', kind: 'bank', currency: 'USD' });
    const books = [kas, bca, usd];
    const sales = await categoryNamed(owner, 'Penjualan');
    const fees = await categoryNamed(owner, 'Biaya bank');
    await expectExact(owner, books, 'no entries');

    const made: Entry[] = [];
    for (const [index, book] of [kas, bca, kas, usd, bca, kas].entries()) {
      made.push(
        await createEntry(owner, {
          cashbook_id: book.id,
          direction: index % 3 === 0 ? 'out' : 'in',
          amount: 10_000_00 + index * 1_234,
          date: `2026-10-0${index + 1}`,
          category_id: index % 3 === 0 ? undefined : sales.id,
        }),
      );
    }
    await expectExact(owner, books, 'created');

    const [moved, changed, removed, bulkOne, bulkTwo] = made as [Entry, Entry, Entry, Entry, Entry];
    const put = (entry: Entry, body: Record<string, unknown>) =>
      owner.request('PUT', `/api/v1/entries/${entry.id}/`, {
        body: { version: entry.version, ...body },
      });
    expect((await put(moved, { cashbook_id: bca.id })).statusCode).toBe(200);
    const edit = { amount: 77_777_00, direction: 'out', date: '2025-12-31', category_id: null };
    expect((await put(changed, edit)).statusCode).toBe(200);
    await expectExact(owner, books, 'edited');

    expect((await owner.request('DELETE', `/api/v1/entries/${removed.id}/`)).statusCode).toBe(200);
    const bulk = await owner.request('POST', '/api/v1/entries/bulk/categorise/', {
      body: { ids: [bulkTwo.id], category_id: sales.id },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const bulkDelete = await owner.request('POST', '/api/v1/entries/bulk/delete/', {
      body: { ids: [bulkOne.id, bulkTwo.id] },
    });
    expect(bulkDelete.statusCode, bulkDelete.body).toBe(200);
    await expectExact(owner, books, 'deleted');

    const withFee = await createTransfer(owner, {
      from_cashbook_id: kas.id,
      to_cashbook_id: bca.id,
      amount_sent: 300_000_00,
      fee: 6_500_00,
      fee_category_id: fees.id,
    });
    const abroad = await createTransfer(owner, {
      from_cashbook_id: bca.id,
      to_cashbook_id: usd.id,
      amount_sent: 160_000_00,
      amount_received: 10_00,
    });
    await expectExact(owner, books, 'transferred');
    const changedTransfer = await owner.request('PUT', `/api/v1/transfers/${withFee.id}/`, {
      body: {
        version: withFee.version,
        from_cashbook_id: bca.id,
        to_cashbook_id: kas.id,
        amount_sent: 120_000_00,
        fee: 0,
        date: '2026-09-30',
      },
    });
    expect(changedTransfer.statusCode, changedTransfer.body).toBe(200);
    expect(data<Transfer>(changedTransfer).fee).toBe(0);
    const gone = await owner.request('DELETE', `/api/v1/transfers/${abroad.id}/`);
    expect(gone.statusCode, gone.body).toBe(200);
    await expectExact(owner, books, 'transfers changed');

    const kept = await importStatement(owner, bca.id, 'bca-klikbca.csv');
    const undone = await importStatement(owner, kas.id, 'bca-klikbca.csv');
    await expectExact(owner, books, 'imported');
    expect(kept.row_count).toBeGreaterThan(0);
    const undo = await owner.request('POST', `/api/v1/imports/${undone.id}/undo/`);
    expect(undo.statusCode, undo.body).toBe(200);
    await expectExact(owner, books, 'import undone');

    const spare = await createBook(owner, { name: 'Cadangan' });
    const deleted = await owner.request('DELETE', `/api/v1/cashbooks/${spare.id}/`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectExact(owner, books, 'empty book deleted');
  }, 60_000);

  it('are what the list answers: read from the kept sums, and watched by the invariant check', async () => {
    const owner = await signUpOwner(t);
    const kas = await createBook(owner, { name: 'Kas', opening_balance: 500_000_00 });
    for (let day = 1; day <= 12; day += 1) {
      await createEntry(owner, {
        cashbook_id: kas.id,
        direction: day % 4 === 0 ? 'out' : 'in',
        amount: day * 1_000_00,
        date: `2026-11-${String(day).padStart(2, '0')}`,
      });
    }
    const fresh = await freshTotals(owner);
    const firstPage = await list(owner, `&cashbook_id=${kas.id}`);
    const sameRowsByDate = await list(owner, `&cashbook_id=${kas.id}&to=2026-12-31`);
    expect(firstPage.data.map((row) => row.running_balance)).toEqual(
      sameRowsByDate.data.map((row) => row.running_balance),
    );

    // One unit more in the book's kept sums and net: whole-book lists show it, a filter by date
    // (read from the day totals) does not, and the invariant check names the book.
    const tamper = (by: number) =>
      t.database.query(
        'update cashbooks set income_sum = income_sum + $2, entries_net = entries_net + $2 where id = $1',
        [kas.id, by],
      );
    await tamper(1);
    try {
      const bumped = fresh.map((line) => ({ ...line, in: line.in + 1 }));
      expect((await list(owner)).meta.totals).toEqual(bumped);
      const oneBook = await list(owner, `&cashbook_id=${kas.id}`);
      expect(oneBook.meta.totals).toEqual(bumped);
      expect(oneBook.data.map((row) => row.running_balance)).toEqual(
        firstPage.data.map((row) => (row.running_balance ?? 0) + 1),
      );
      expect((await list(owner, '&from=2026-01-01')).meta.totals).toEqual(fresh);
      const violations = await findViolations(t.database);
      expect(violations).toEqual([{ check: 'cashbook_sums', rows: [{ id: kas.id }] }]);
    } finally {
      await tamper(-1);
    }
    expect(await findViolations(t.database)).toEqual([]);
  });
});
