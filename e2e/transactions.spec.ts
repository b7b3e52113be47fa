/**
 * Transaksi, bank-statement imports and Saldo as an owner uses them: filter and total, export,
 * import a BCA statement (its balances must match to the sen), re-import (all duplicates), undo.
 */
import { join } from 'node:path';
import { BalancePage, ImportWizard, TransactionsPage } from './pages/transactions-pages';
import type { Api } from './support/api';
import { axeViolations } from './support/axe';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';

const BCA = join(import.meta.dirname, '../test-data/bank-statements/bca-klikbca.csv');

/** A shop's October in one cash book, plus one November sale outside the range. */
async function seedOctober(api: Api) {
  const book = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  const categories = await api.categories();
  const id = (name: string) => categories.find((category) => category.name === name)?.id;
  const entries = [
    {
      direction: 'in',
      amount: 150_000_00,
      date: '2026-10-03',
      category: 'Penjualan',
      text: 'Jual 3 karung beras',
    },
    {
      direction: 'in',
      amount: 75_500_00,
      date: '2026-10-12',
      category: 'Penjualan',
      text: 'Jual gula 5 kg',
    },
    {
      direction: 'out',
      amount: 45_500_00,
      date: '2026-10-04',
      category: 'Pembelian stok',
      text: 'Beli plastik kemasan',
    },
    {
      direction: 'in',
      amount: 20_000_00,
      date: '2026-10-20',
      category: 'Pendapatan lain',
      text: '=SUM(A1;A2) iseng',
    },
    {
      direction: 'in',
      amount: 99_000_00,
      date: '2026-11-02',
      category: 'Penjualan',
      text: 'Jual minyak',
    },
  ];
  for (const entry of entries) {
    await api.createEntry({
      cashbook_id: book.id,
      direction: entry.direction,
      amount: entry.amount,
      date: entry.date,
      category_id: id(entry.category),
      description: entry.text,
    });
  }
  return book;
}

test('Transaksi filters by category and dates, totals them, keeps them in the URL and exports CSV', async ({
  page,
  account: { api },
}) => {
  await seedOctober(api);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectTotals({ in: '344.500', out: '45.500', net: '299.000', count: 5 });

  await transactions.choose('Kategori', 'Penjualan');
  await transactions.dateRange('2026-10-01', '2026-10-31');
  await transactions.expectTotals({ in: '225.500', out: '0', net: '225.500', count: 2 });
  await expect(transactions.rows()).toHaveCount(2);
  await expect(page).toHaveURL(/from=2026-10-01&to=2026-10-31&.*category_id=/);

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await transactions.expectTotals({ in: '225.500', out: '0', net: '225.500', count: 2 });

  // October without the category: the expense and the odd "=SUM" line join in.
  await transactions.open('?from=2026-10-01&to=2026-10-31');
  await transactions.expectTotals({ in: '245.500', out: '45.500', net: '200.000', count: 4 });
  const csv = await transactions.export('CSV (lembar kerja)');
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines).toHaveLength(1 + 4);
  expect(csv.text).toContain('Jual 3 karung beras');
  expect(csv.text).not.toContain('Jual minyak');
  // A text cell that a spreadsheet would run as a formula is written as text.
  expect(csv.text).toContain("'=SUM(A1;A2) iseng");
  expect(csv.text).not.toMatch(/(^|,)=SUM/m);

  // The same filter as a workbook, and the books as an hledger journal.
  const xlsx = await transactions.export('Excel (XLSX)');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(xlsx.text.startsWith('PK')).toBe(true);
  const journal = await transactions.export('Jurnal untuk hledger');
  expect(journal.name).toMatch(/\.journal$/);
  expect(journal.text).toContain('Kas Toko');
});

test('a BCA statement imports with its balances, a second import is all duplicates, undo takes it back', async ({
  page,
  account: { api },
}) => {
  const opening = 12_450_000_00;
  const bank = await api.createBook({ name: 'BCA Toko', kind: 'bank', opening_balance: opening });
  const transactions = new TransactionsPage(page);
  const wizard = new ImportWizard(page);
  await transactions.open();

  await wizard.open();
  await wizard.chooseFile('BCA Toko', BCA);
  await expect(wizard.previewRows()).toHaveCount(12);
  await wizard.expectClosingBalance('9.724.180,62');
  await expect(wizard.dialog().getByTestId('preview-duplicates')).toHaveText('0');
  await wizard.commit(12);
  await expect(wizard.dialog().getByTestId('import-result')).toHaveText(
    '12 transaksi diimpor ke BCA Toko.',
  );
  await wizard.close();

  // Opening + money in − money out of the statement, to the sen.
  expect((await api.book(bank.id)).balance).toBe(opening + 5_278_163_27 - 8_003_982_65);
  const balance = new BalancePage(page);
  await balance.open('2026-10-31');
  await balance.expectBook('BCA Toko', '9.724.180,62');

  // The same file again: every row was imported before, so nothing would be imported.
  await transactions.open();
  await expect(transactions.recentImports()).toHaveCount(1);
  await wizard.open();
  await wizard.chooseFile('BCA Toko', BCA);
  await expect(wizard.dialog().getByTestId('preview-duplicates')).toHaveText('12');
  await expect(wizard.previewRows().and(page.locator('[data-duplicate]'))).toHaveCount(12);
  await expect(wizard.dialog().getByText('Duplikat', { exact: true })).toHaveCount(12);
  await expect(wizard.dialog().getByRole('button', { name: 'Impor 0 transaksi' })).toBeDisabled();
  await wizard.close();

  // Undo the import: its entries are gone and the balance is the opening balance again.
  await transactions.undoImport(0);
  await expect(transactions.recentImports().first().getByText('Dibatalkan')).toBeVisible();
  await transactions.open('?source=import');
  await expect(transactions.rows()).toHaveCount(0);
  await expect(page.getByText('Tidak ada yang cocok dengan filter ini')).toBeVisible();
  expect((await api.book(bank.id)).balance).toBe(opening);
  await balance.open('2026-10-31');
  await balance.expectBook('BCA Toko', '12.450.000');
});

// A browser that writes dates month first: the business's format still holds.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(() => {
    test.use({ locale: 'en-US', viewport: PHONE, colorScheme: scheme });

    test(`Saldo takes and shows its date as DD/MM/YYYY in an en-US browser, typed or picked (${scheme})`, async ({
      page,
      account: _account,
    }) => {
      const balance = new BalancePage(page);
      await balance.open('2026-10-31');
      await expect(page).toHaveURL(/date=2026-10-31/);
      await expect(balance.dateField()).toHaveValue('31/10/2026');

      await page.getByRole('button', { name: 'Buka kalender' }).click();
      const calendar = page.getByRole('dialog', { name: 'Saldo pada akhir tanggal' });
      await expect(
        calendar.getByRole('button', { name: 'Oktober 2026', exact: true }),
      ).toBeVisible();
      expect(await axeViolations(page, 'calendar', '[role="dialog"]')).toEqual([]);
      await calendar.getByRole('button', { name: '15 Oktober 2026' }).click();
      await expect(calendar).toBeHidden();
      await expect(balance.dateField()).toHaveValue('15/10/2026');
      await expect(page).toHaveURL(/date=2026-10-15/);
    });
  });
}

// The empty Transaksi and Saldo are spec-routes.spec.ts's.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(() => {
    test.use({ viewport: PHONE, colorScheme: scheme });

    test(`Transaksi and Saldo with records at phone width in ${scheme} mode`, async ({
      page,
      account: { api },
    }) => {
      const problems = watchConsole(page);
      const inspector = new Inspector(page);
      const book = await seedOctober(api);
      const [entry] = await api.entries(`cashbook_id=${book.id}&q=beras`);
      if (!entry) throw new Error('seeded entry not found');
      const shots: [string, string][] = [
        ['/apps/transactions', 'apps_transactions_with-data'],
        [`/apps/transactions/${entry.id}`, 'apps_transactions_detail'],
        [`/apps/transactions/form/${entry.id}`, 'apps_transactions_form'],
        ['/apps/balance?date=2026-10-31', 'apps_balance_with-data'],
      ];
      for (const [path, name] of shots) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await inspector.look(name);
      }
      // The import wizard's preview, in a tall window so the whole dialog is in the picture.
      await page.goto('/apps/transactions');
      await page.setViewportSize({ width: PHONE.width, height: 1800 });
      const wizard = new ImportWizard(page);
      await wizard.open();
      await wizard.chooseFile('Kas Toko', BCA);
      await expect(wizard.previewRows()).toHaveCount(12);
      await inspector.look('apps_transactions_import', {
        fullPage: false,
        within: '[role="dialog"]',
      });
      expect(inspector.problems).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
