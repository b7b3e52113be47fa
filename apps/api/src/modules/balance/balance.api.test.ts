/**
 * The balance trend starts at each book's start — its first entry or the day it was opened in
 * the business's time zone, whichever is earlier — while the balance on a date still counts the
 * opening balance from the start of time.
 */
import type { Balance, BalanceTrend } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createBook, createEntry, data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function openedAt(owner: Owner, bookId: string, instant: string) {
  await t.database.query(
    'update cashbooks set created_at = $1 where business_id = $2 and id = $3',
    [instant, owner.businessId, bookId],
  );
}

async function trend(owner: Owner, date: string, months = 12) {
  return data<BalanceTrend>(
    await owner.request('GET', `/api/v1/balance/trend/?date=${date}&months=${months}`),
  );
}

/** Month → the totals of that point, as `{ IDR: 1 }`; a month without totals maps to `{}`. */
function byMonth(result: BalanceTrend) {
  return Object.fromEntries(
    result.points.map((point) => [
      point.date.slice(0, 7),
      Object.fromEntries(point.totals.map((total) => [total.currency, total.balance])),
    ]),
  );
}

describe('the balance trend', () => {
  it('shows no balance before a book was opened, in the business time zone', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { opening_balance: 500_000_00 });
    // 31 May 18:00 UTC is 1 June 01:00 in Jakarta: the book was opened in June.
    await openedAt(owner, book.id, '2026-05-31T18:00:00Z');
    await createEntry(owner, { cashbook_id: book.id, amount: 20_000_00, date: '2026-06-10' });
    await createEntry(owner, {
      cashbook_id: book.id,
      amount: 5_000_00,
      direction: 'out',
      date: '2026-07-02',
    });

    const months = byMonth(await trend(owner, '2026-07-15'));
    expect(Object.keys(months)).toHaveLength(12);
    expect(months['2025-08']).toEqual({});
    expect(months['2026-05']).toEqual({});
    expect(months['2026-06']).toEqual({ IDR: 520_000_00 });
    expect(months['2026-07']).toEqual({ IDR: 515_000_00 });

    // The balance on a date keeps its meaning: the opening balance counts from the start.
    const before = data<Balance>(await owner.request('GET', '/api/v1/balance/?date=2026-05-31'));
    expect(before.totals).toEqual([{ currency: 'IDR', balance: 500_000_00 }]);
  });

  it('starts a book at its first entry when that is earlier than the day it was opened', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { opening_balance: 100_000_00 });
    await openedAt(owner, book.id, '2026-06-20T03:00:00Z');
    await createEntry(owner, { cashbook_id: book.id, amount: 1_000_00, date: '2026-03-05' });
    // An entry that was deleted again is no start.
    const gone = await createEntry(owner, {
      cashbook_id: book.id,
      amount: 7_000_00,
      date: '2026-01-05',
    });
    const removed = await owner.request('DELETE', `/api/v1/entries/${gone.id}/`);
    expect(removed.statusCode, removed.body).toBe(200);

    const months = byMonth(await trend(owner, '2026-06-30', 6));
    expect(months['2026-01']).toEqual({});
    expect(months['2026-02']).toEqual({});
    expect(months['2026-03']).toEqual({ IDR: 101_000_00 });
    expect(months['2026-06']).toEqual({ IDR: 101_000_00 });
  });

  it('counts each book from its own start, and none in a month when the chosen day comes first', async () => {
    const owner = await signUpOwner(t);
    const till = await createBook(owner, { opening_balance: 10_000_00 });
    const bank = await createBook(owner, {
      name: 'Bank',
      kind: 'bank',
      opening_balance: 40_000_00,
    });
    await openedAt(owner, till.id, '2026-02-10T03:00:00Z');
    await openedAt(owner, bank.id, '2026-04-20T03:00:00Z');

    const months = byMonth(await trend(owner, '2026-04-30', 4));
    expect(months['2026-01']).toEqual({});
    expect(months['2026-02']).toEqual({ IDR: 10_000_00 });
    expect(months['2026-03']).toEqual({ IDR: 10_000_00 });
    expect(months['2026-04']).toEqual({ IDR: 50_000_00 });

    // Chosen day 15 April: the bank book, opened on the 20th, has not started yet.
    const early = await trend(owner, '2026-04-15', 1);
    expect(early.points).toEqual([
      { date: '2026-04-15', totals: [{ currency: 'IDR', balance: 10_000_00 }] },
    ]);
  });
});
