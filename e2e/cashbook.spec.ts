/**
 * The cash book as a shop owner uses it: two books, money in and out with categories, a transfer
 * with a fee, and balances that add up to the rupiah; then screenshots of every cash book page.
 */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AppShell, RegisterPage } from './pages/auth-pages';
import {
  CashbookBookPage,
  CashbookFormPage,
  CashbookListPage,
  RECEIPT_PNG,
  rupiah,
  TransfersPage,
} from './pages/cashbook-pages';
import { axeViolations } from './support/axe';
import { phonePage, phoneShooter, SHOTS } from './support/phone-shots';
import { newUser } from './support/users';

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

async function register(page: Page, prefix: string) {
  const user = newUser(prefix);
  await new RegisterPage(page).open();
  await new RegisterPage(page).register(user);
  await new AppShell(page).expectDashboard(user);
  return user;
}

test('two books, money in and out, a transfer with a fee: every balance adds up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await register(page, 'kas');
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

for (const scheme of ['light', 'dark'] as const) {
  test(`cash book pages at phone width in ${scheme} mode`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await phonePage(browser, scheme);
    const problems = watchConsole(page);
    const { shoot, violations } = phoneShooter(page, 'cashbook', scheme);
    await register(page, `fotokas${scheme}`);

    const list = new CashbookListPage(page);
    await list.open();
    await shoot('list-empty');
    const form = new CashbookFormPage(page);
    await form.openNew();
    await shoot('form-new');
    await form.create({ name: 'Kas Toko', kind: 'Tunai', opening: '250000' });
    const bookUrl = page.url();
    await shoot('book-empty');
    await form.openNew();
    await form.create({ name: 'Bank BCA', kind: 'Bank', opening: '5000000' });
    await page.goto(bookUrl);
    const book = new CashbookBookPage(page);
    await book.record('Uang masuk', {
      amount: '1500000',
      category: 'Penjualan',
      description: 'Jual 3 karung beras',
    });
    await book.record('Uang keluar', {
      amount: '85000',
      category: 'Transportasi',
      description: 'Ongkos kirim ke pasar',
    });
    await shoot('book');
    await page.getByRole('button', { name: 'Tindakan untuk buku ini' }).click();
    await page.getByRole('menuitem', { name: 'Ubah buku' }).click();
    await expect(page.getByRole('heading', { name: 'Ubah buku kas' })).toBeVisible();
    await shoot('form-edit');

    const transfers = new TransfersPage(page);
    await transfers.open();
    await shoot('transfers-empty');
    await transfers.create({ from: 'Bank BCA', to: 'Kas Toko', amount: '1000000', fee: '6500' });
    await shoot('transfers');
    await page.getByRole('button', { name: 'Transfer baru' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Transfer baru' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `cashbook-transfer-form-phone-${scheme}.png`) });
    violations.push(...(await axeViolations(page, 'transfer-form')));
    await page.keyboard.press('Escape');

    await page.goto('/apps/cashbook/categories');
    await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
    await shoot('categories');
    await page.getByRole('button', { name: 'Tambah kategori pengeluaran' }).click();
    await expect(page.getByRole('dialog', { name: 'Kategori baru' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: join(SHOTS, `cashbook-category-form-phone-${scheme}.png`),
      fullPage: true,
    });
    violations.push(...(await axeViolations(page, 'category-form')));
    await page.keyboard.press('Escape');

    await page.goto('/apps/cashbook/transactions/create?direction=out');
    await expect(page.getByRole('heading', { name: 'Catat uang masuk/keluar' })).toBeVisible();
    await page.getByLabel('Jumlah').fill('125000');
    await shoot('entry-create');

    await list.open();
    await shoot('list');
    await page.goto('/dashboard');
    await expect(page.getByTestId('cash-card')).toContainText(/Rp/);
    await shoot('dashboard');
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });
}
