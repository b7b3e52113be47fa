/**
 * The cash book as a shop owner uses it: two books, money in and out with categories, a transfer
 * with a fee, and balances that add up to the rupiah; then, at phone width, the cash book pages
 * that only records reach (the empty ones are spec-routes.spec.ts's), with their records set up
 * through the API.
 */

import {
  CashbookBookPage,
  CashbookFormPage,
  CashbookListPage,
  RECEIPT_PNG,
  rupiah,
  TransfersPage,
} from './pages/cashbook-pages';
import { today } from './support/api';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { Inspector, PHONE, PHONE_DARK, PHONE_LIGHT } from './support/inspect';

const SCHEMES = [PHONE_LIGHT, PHONE_DARK];

test('two books, money in and out, a transfer with a fee: every balance adds up', async ({
  page,
  account,
}) => {
  const problems = watchConsole(page);
  await page.goto('/dashboard');
  await expect(page.getByText(`Selamat datang, ${account.user.fullName}`)).toBeVisible();
  await expect(page.getByTestId('step-cashbook')).toContainText('Buat buku kas pertama');

  const list = new CashbookListPage(page);
  await list.open();
  await expect(page.getByRole('heading', { name: 'Belum ada buku kas' })).toBeVisible();
  await page.getByRole('link', { name: 'Buat buku kas pertama' }).click();
  const form = new CashbookFormPage(page);
  await form.create({ name: 'Kas Toko', kind: 'Tunai' });
  const book = new CashbookBookPage(page);
  await book.expectBalance(0);
  await expect(page.getByRole('heading', { name: 'Belum ada catatan di buku ini' })).toBeVisible();

  await form.openNew();
  await form.create({ name: 'Bank BCA', kind: 'Bank', opening: '5000000' });
  await book.expectBalance(5_000_000);

  // Money in and out of the till, from the book's own buttons.
  await list.open();
  await list.openBook('Kas Toko');
  await book.record('Uang masuk', {
    amount: '1500000',
    category: 'Penjualan',
    description: 'Jual 3 karung beras',
  });
  await book.expectBalance(1_500_000);
  await book.record('Uang keluar', {
    amount: '250000',
    category: 'Listrik & air',
    description: 'Token listrik',
    receipt: RECEIPT_PNG,
  });
  await book.expectBalance(1_250_000);
  // Newest first, each with the balance after it.
  const rows = book.entryRows();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Token listrik');
  await expect(rows.nth(0).getByTestId('entry-amount')).toHaveText(/^−Rp\s250\.000$/);
  await expect(rows.nth(0).getByTestId('running-balance')).toHaveText(/Saldo Rp\s1\.250\.000/);
  await expect(rows.nth(0)).toContainText('Lampiran: 1');
  await expect(rows.nth(1).getByTestId('entry-amount')).toHaveText(/^\+Rp\s1\.500\.000$/);
  await expect(rows.nth(1).getByTestId('running-balance')).toHaveText(/Saldo Rp\s1\.500\.000/);

  // Bank to till with a fee: the fee is an expense of the bank.
  const transfers = new TransfersPage(page);
  await transfers.open();
  await transfers.create({
    from: 'Bank BCA',
    to: 'Kas Toko',
    amount: '1000000',
    fee: '6500',
    note: 'Ambil uang kembalian',
  });
  const row = page.getByTestId('transfer-row').first();
  await expect(row).toContainText('Bank BCA');
  await expect(row).toContainText('Kas Toko');
  await expect(row.getByTestId('transfer-amount')).toHaveText(rupiah(1_000_000));
  await expect(row).toContainText(/Biaya Rp\s6\.500/);
  // Editing keeps the amounts; only the note changes.
  await transfers.editNote({ from: 'Bank BCA', to: 'Kas Toko' }, 'Uang kembalian untuk kasir');

  await list.open();
  await list.expectBalance('Kas Toko', 2_250_000);
  await list.expectBalance('Bank BCA', 3_993_500);
  await list.expectTotal(6_243_500);

  await list.openBook('Bank BCA');
  await book.expectBalance(3_993_500);
  await expect(book.entryRows()).toHaveCount(2);
  await expect(book.entryRows().filter({ hasText: 'Biaya transfer' })).toHaveCount(1);

  // The dashboard's checklist and cash card follow the books.
  await page.goto('/dashboard');
  await expect(page.getByTestId('cash-card')).toContainText(/Rp\s6\.243\.500/);
  await expect(
    page.getByTestId('step-cashbook').getByRole('img', { name: 'Selesai' }),
  ).toBeVisible();
  await expect(
    page.getByTestId('step-transaction').getByRole('img', { name: 'Selesai' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

// The pages only records reach; the empty ones are spec-routes.spec.ts's.
test('cash book pages with records at phone width in light and dark mode', async ({
  page,
  account: { api },
}) => {
  // Each page seen in both schemes: shots and axe twice, three times the usual limit.
  test.slow();
  await page.setViewportSize(PHONE);
  const problems = watchConsole(page);
  const inspector = new Inspector(page, 'cashbook');
  const date = today();
  const till = await api.createBook({
    name: 'Kas Toko',
    kind: 'cash',
    opening_balance: 250_000_00,
  });
  const bank = await api.createBook({
    name: 'Bank BCA',
    kind: 'bank',
    opening_balance: 5_000_000_00,
  });
  const wallet = await api.createBook({
    name: 'Dompet GoPay',
    kind: 'ewallet',
    opening_balance: 0,
  });
  await api.createEntry({
    cashbook_id: till.id,
    direction: 'in',
    amount: 1_500_000_00,
    date,
    category_id: await api.categoryId('Penjualan'),
    description: 'Jual 3 karung beras',
  });
  await api.createEntry({
    cashbook_id: till.id,
    direction: 'out',
    amount: 85_000_00,
    date,
    category_id: await api.categoryId('Transportasi'),
    description: 'Ongkos kirim ke pasar',
  });
  await api.createTransfer({
    from_cashbook_id: bank.id,
    to_cashbook_id: till.id,
    amount_sent: 1_000_000_00,
    fee: 6_500_00,
    fee_category_id: await api.categoryId('Biaya bank'),
    date,
  });

  await page.goto(`/apps/cashbook/${wallet.id}`);
  await expect(page.getByRole('heading', { name: 'Belum ada catatan di buku ini' })).toBeVisible();
  await inspector.lookAs('book-empty', SCHEMES);
  await page.goto(`/apps/cashbook/${till.id}`);
  const book = new CashbookBookPage(page);
  await expect(book.entryRows()).toHaveCount(3);
  await book.expectBalance(2_665_000);
  await inspector.lookAs('book', SCHEMES);
  await page.getByRole('button', { name: 'Tindakan untuk buku ini' }).click();
  await page.getByRole('menuitem', { name: 'Ubah buku' }).click();
  await expect(page.getByRole('heading', { name: 'Ubah buku kas' })).toBeVisible();
  await inspector.lookAs('form-edit', SCHEMES);

  await new TransfersPage(page).open();
  await expect(page.getByTestId('transfer-row')).toHaveCount(1);
  await inspector.lookAs('transfers', SCHEMES);
  await page.getByRole('button', { name: 'Transfer baru' }).first().click();
  const transfer = page.getByRole('dialog', { name: 'Transfer baru' });
  await expect(transfer).toBeVisible();
  await inspector.lookAs('transfer-form', SCHEMES, { fullPage: false, within: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(transfer).toBeHidden();

  await page.goto('/apps/cashbook/categories');
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah kategori pengeluaran' }).click();
  const category = page.getByRole('dialog', { name: 'Kategori baru' });
  await expect(category).toBeVisible();
  await inspector.lookAs('category-form', SCHEMES, { within: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(category).toBeHidden();

  await page.goto('/apps/cashbook/transactions/create?direction=out');
  await expect(page.getByRole('heading', { name: 'Catat uang masuk/keluar' })).toBeVisible();
  await page.getByLabel('Jumlah').fill('125000');
  await inspector.lookAs('entry-create', SCHEMES);

  const list = new CashbookListPage(page);
  await list.open();
  await list.expectTotal(6_658_500);
  await inspector.lookAs('list', SCHEMES);
  await page.goto('/dashboard');
  await expect(page.getByTestId('cash-card')).toContainText(/Rp\s6\.658\.500/);
  await inspector.lookAs('dashboard', SCHEMES);
  expect(inspector.problems).toEqual([]);
  expect(problems).toEqual([]);
});
