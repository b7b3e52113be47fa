/**
 * On a phone the cash book and Transaksi pages give every control a tap target of at least
 * 44 × 44 px (row checkboxes, date chips, category chips, links such as "Kelola kategori") and
 * show no text below 12 px. Measured inside each page in one call (support/tap-targets.ts).
 */
import { signUp } from './support/api';
import { expect, test } from './support/fixtures';
import { PHONE } from './support/inspect';
import { settle } from './support/settle';
import { smallTargets } from './support/tap-targets';
import { newUser } from './support/users';

test.use({ viewport: PHONE });

test('cash book and Transaksi controls are at least 44 px and their text at least 12 px on a phone', async ({
  page,
  context,
}) => {
  // A long address (shown unbroken in the unverified-address banner) must not squeeze anything.
  const user = newUser('taptargets');
  const email = `${user.username}.warung.sembako.sumber.rejeki.abadi@contoh.id`;
  const { api } = await signUp(context, 'taptargets', { ...user, email });
  const book = await api.createBook({
    name: 'Kas Toko',
    kind: 'cash',
    opening_balance: 500_000_00,
  });
  const sales = await api.categoryId('Penjualan');
  await api.createEntry({
    cashbook_id: book.id,
    direction: 'in',
    amount: 25_000_00,
    date: '2026-10-03',
    category_id: sales,
    description: 'Jual 3 karung beras',
  });
  await api.createEntry({
    cashbook_id: book.id,
    direction: 'out',
    amount: 12_000_00,
    date: '2026-10-04',
    description: 'Token listrik',
  });

  const problems: string[] = [];
  for (const path of [
    '/apps/transactions',
    '/apps/cashbook',
    `/apps/cashbook/${book.id}`,
    `/apps/cashbook/transactions/create?cashbook=${book.id}`,
    '/apps/cashbook/categories',
    '/apps/cashbook/transfers',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    problems.push(...(await smallTargets(page)).map((problem) => `${path}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
