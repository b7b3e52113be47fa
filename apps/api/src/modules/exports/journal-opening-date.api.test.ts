/**
 * A book's opening balance is dated on the business's calendar: a book opened at 01:30 in
 * Jakarta opens the journal on that day, not on the UTC day before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createBook, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("dates a book's opening balance on the business's day", async () => {
  const owner = await signUpOwner(t);
  const book = await createBook(owner, { name: 'Kas Laci', opening_balance: 500_000_00 });
  await t.database.query('update cashbooks set created_at = $1 where id = $2', [
    '2026-11-30T18:30:00Z',
    book.id,
  ]);
  const journal = await owner.request('GET', '/api/v1/exports/journal/');
  expect(journal.statusCode, journal.body).toBe(200);
  expect(journal.body).toMatch(/^2026-12-01 Opening balance/m);
  expect(journal.body).not.toContain('2026-11-30');
});
