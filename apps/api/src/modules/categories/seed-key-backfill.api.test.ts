/**
 * Migration 0032 gives the categories businesses were seeded with before it their seed keys (by
 * their seeded name in either language), and books invoices' payments made without a category to
 * the seeded sales category. Its data statements run again here on books as they were before it.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Category, ProfitLossData } from '@usaha/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import { categoriesOf, createBook, data, signUpOwner } from '../../test/ledger';

const MIGRATION = fileURLToPath(
  new URL('../../../drizzle/0032_category_seed_keys.sql', import.meta.url),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('keys the seeded categories by name and books old invoice payments to sales', async () => {
  const owner = await signUpOwner(t, 'en');
  const book = await createBook(owner, { name: 'BCA', kind: 'bank' });
  const invoice = await createInvoice(owner);
  const payment = await recordPayment(owner, invoice.id, {
    amount: 100_000_00,
    cashbook_id: book.id,
  });
  // The books as they were: no keys, a renamed category, a payment without a category.
  const business = owner.businessId;
  await t.database.query('update categories set seed_key = null where business_id = $1', [
    business,
  ]);
  await t.database.query(
    "update categories set name = 'Sewa gudang' where business_id = $1 and name = 'Rent'",
    [business],
  );
  await t.database.query(
    'update entries set category_id = null where business_id = $1 and id = $2',
    [business, payment.entry_id],
  );

  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements.filter((text) => /^\s*(--[^\n]*\n\s*)*UPDATE/i.test(text))) {
    await t.database.query(statement);
  }

  const categories = await categoriesOf(owner);
  const key = (name: string) => categories.find((item: Category) => item.name === name)?.seed_key;
  expect(key('Sales')).toBe('sales');
  expect(key("Owner's drawings")).toBe('drawings');
  expect(key('Sewa gudang')).toBeNull();
  const report = data<ProfitLossData>(
    await owner.request('GET', '/api/v1/reports/profit-loss/?from=2026-11-01&to=2026-11-30'),
  );
  expect(report.currencies[0]?.income.lines.map((line) => [line.kind, line.seed_key])).toEqual([
    ['category', 'sales'],
  ]);
});
