/**
 * What the import preview says beside the rows (issue 13): whether the book, once the statement
 * is in, ends where the statement ends, and which rows are dated after today in the business's
 * time zone (flagged, still importable).
 */
import type { ImportPreview, StatementImport } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  bookOf,
  categoryNamed,
  createBook,
  createEntry,
  data,
  signUpOwner,
} from '../../test/ledger';
import { bankStatement } from '../../test/samples';

const BCA = 'bca-klikbca.csv';
// 20 October 2026, half past midnight in Jakarta; still the 19th in UTC.
const NOW = new Date('2026-10-19T17:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.close());

async function preview(owner: Awaited<ReturnType<typeof signUpOwner>>, cashbookId: string) {
  const response = await owner.request('POST', '/api/v1/imports/preview/', {
    body: { cashbook_id: cashbookId, filename: BCA, content: bankStatement(BCA) },
  });
  return data<ImportPreview>(response);
}

describe('the book against the statement', () => {
  it('agrees when the book held the opening balance', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, {
      name: 'BCA',
      kind: 'bank',
      opening_balance: 12_450_000_00,
    });
    const result = await preview(owner, book.id);
    expect(result.balance_verified).toBe(true);
    expect(result.book_check).toEqual({
      date: '2026-10-31',
      balance_after: 9_724_180_62,
      difference: 0,
    });
  });

  it('says by how much the book ends away from the closing balance, though the statement adds up', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, {
      name: 'BCA',
      kind: 'bank',
      opening_balance: 2_750_000_00,
    });
    const result = await preview(owner, book.id);
    // The statement is consistent in itself...
    expect(result.balance_verified).toBe(true);
    // ...but the book would end Rp 9.7 million below it.
    expect(result.book_check).toEqual({
      date: '2026-10-31',
      balance_after: 24_180_62,
      difference: -9_700_000_00,
    });
  });

  it('counts entries up to the last date only, and not the rows already imported', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, {
      name: 'BCA',
      kind: 'bank',
      opening_balance: 12_450_000_00,
    });
    const sales = await categoryNamed(owner, 'Penjualan');
    await createEntry(owner, {
      cashbook_id: book.id,
      amount: 500_000_00,
      category_id: sales.id,
      date: '2026-11-03',
    });
    expect((await preview(owner, book.id)).book_check?.difference).toBe(0);

    await createEntry(owner, {
      cashbook_id: book.id,
      amount: 75_000_00,
      category_id: sales.id,
      date: '2026-10-12',
    });
    expect((await preview(owner, book.id)).book_check?.difference).toBe(75_000_00);

    const { mapping } = await preview(owner, book.id);
    data<StatementImport>(
      await owner.request('POST', '/api/v1/imports/', {
        body: { cashbook_id: book.id, filename: BCA, content: bankStatement(BCA), mapping },
      }),
      201,
    );
    // Imported: every row is a duplicate now, and the book still ends 75,000 above.
    const again = await preview(owner, book.id);
    expect(again.totals.duplicates).toBe(12);
    expect(again.book_check).toEqual({
      date: '2026-10-31',
      balance_after: 9_799_180_62,
      difference: 75_000_00,
    });
  });
});

describe('rows dated after today', () => {
  it("are flagged by the business's today, and still imported", async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, {
      name: 'BCA',
      kind: 'bank',
      opening_balance: 12_450_000_00,
    });
    const result = await preview(owner, book.id);
    expect(result.today).toBe('2026-10-20');
    const future = result.rows.filter((row) => row.future);
    // The 20th is today in Jakarta (in UTC it would still be tomorrow).
    expect(future.map((row) => row.date)).toEqual(['2026-10-25', '2026-10-31', '2026-10-31']);
    expect(result.totals.future).toBe(3);

    const created = data<StatementImport>(
      await owner.request('POST', '/api/v1/imports/', {
        body: {
          cashbook_id: book.id,
          filename: BCA,
          content: bankStatement(BCA),
          mapping: result.mapping,
        },
      }),
      201,
    );
    expect(created.row_count).toBe(12);
    expect((await bookOf(owner, book.id)).balance).toBe(9_724_180_62);
  });
});
