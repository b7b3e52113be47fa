/**
 * Category rules and suggestions in the bank-statement import (issue 13): a rule saved on the
 * categories page categorises the rows of a statement the test makes, a rule saved from a row
 * applies to the rows like it, and the entries are imported with those categories.
 */
import { ImportWizard, TransactionsPage } from './pages/transactions-pages';
import type { Api } from './support/api';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';

/** A bank's CSV export, as the test's own file: date, description, signed amount. */
const STATEMENT = {
  name: 'mutasi-oktober.csv',
  text: [
    'Tanggal,Keterangan,Jumlah',
    '2026-10-02,"KARTU DEBIT INDOMARET TK 12",-150000.00',
    '2026-10-05,"TRSF E-BANKING DB 0510/FTSCY/WS95031 SEWA KIOS OKTOBER",-2500000.00',
    '2026-10-09,"KARTU DEBIT INDOMARET TK 40",-75500.00',
    '2026-10-20,"TRSF E-BANKING DB 2010/FTSCY/WS95031 SEWA KIOS NOVEMBER",-2500000.00',
  ].join('\n'),
};

async function setUp(api: Api) {
  const bank = await api.createBook({ name: 'BCA Usaha', kind: 'bank', opening_balance: 0 });
  const stock = await api.call<{ id: string }>('POST', 'categories/', {
    name: 'Belanja stok',
    kind: 'expense',
  });
  return { bank, stock };
}

async function addRuleOnCategoriesPage(page: import('@playwright/test').Page) {
  await page.goto('/apps/cashbook/categories');
  // The page's chunk first (slow on a busy machine), then what it shows.
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  const rules = page.getByTestId('category-rules');
  await rules.getByRole('button', { name: 'Tambah aturan kategori' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aturan kategori baru' });
  await dialog.getByRole('textbox', { name: /Jika keterangan memuat/ }).fill('indomaret');
  await dialog.getByRole('combobox', { name: /Kategorikan sebagai/ }).click();
  await page.getByRole('option', { name: 'Belanja stok', exact: true }).click();
  await expect(dialog.getByTestId('rule-summary')).toHaveText(
    'Selalu kategorikan “indomaret” sebagai Belanja stok.',
  );
  await dialog.getByRole('button', { name: 'Simpan aturan' }).click();
  await expect(page.getByText('Aturan untuk “indomaret” disimpan.')).toBeVisible();
  await expect(rules.getByTestId('category-rule')).toHaveCount(1);
}

test('an import whose rows are categorised by a saved rule', async ({ page, account: { api } }) => {
  const { bank, stock } = await setUp(api);
  await addRuleOnCategoriesPage(page);

  const transactions = new TransactionsPage(page);
  const wizard = new ImportWizard(page);
  await transactions.open();
  await wizard.open();
  await wizard.chooseFile('BCA Usaha', STATEMENT);
  await expect(wizard.previewRows()).toHaveCount(4);
  // Both INDOMARET rows are suggested the rule's category, and say why; the rent is not.
  for (const row of ['INDOMARET TK 12', 'INDOMARET TK 40']) {
    await expect(wizard.previewRow(row).getByTestId('row-suggestion')).toHaveText(
      /^Saran: Belanja stok · aturan: indomaret/,
    );
  }
  await expect(wizard.previewRow('SEWA KIOS OKTOBER').getByTestId('row-suggestion')).toHaveCount(0);
  await wizard.dialog().getByRole('button', { name: 'Terima semua saran' }).click();
  await expect(wizard.dialog().getByTestId('category-bar')).toHaveText(/2 baris sudah berkategori/);

  // The rent, by hand, saved as a rule: the November rent takes it too.
  await wizard.chooseCategory('SEWA KIOS OKTOBER', 'Sewa');
  await wizard
    .previewRow('SEWA KIOS OKTOBER')
    .getByRole('button', { name: /^Simpan aturan dari baris/ })
    .click();
  const ruleDialog = page.getByRole('dialog', { name: 'Aturan kategori baru' });
  await expect(ruleDialog.getByRole('textbox', { name: /Jika keterangan memuat/ })).toHaveValue(
    'SEWA KIOS',
  );
  await ruleDialog.getByRole('button', { name: 'Simpan aturan' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(
    wizard.dialog().getByText('Aturan untuk “SEWA KIOS” disimpan dan dipakai untuk 2 baris.'),
  ).toBeVisible();
  await expect(wizard.previewRow('SEWA KIOS NOVEMBER').getByTestId('row-reason')).toHaveText(
    'aturan: SEWA KIOS',
  );

  await wizard.commit(4);
  await wizard.close();
  const rent = await api.categoryId('Sewa');
  const entries = await api.call<Array<{ description: string; category_id: string | null }>>(
    'GET',
    `entries/?cashbook_id=${bank.id}`,
  );
  const categoryOf = Object.fromEntries(
    entries.map((entry) => [entry.description, entry.category_id]),
  );
  expect(categoryOf).toEqual({
    'KARTU DEBIT INDOMARET TK 12': stock.id,
    'KARTU DEBIT INDOMARET TK 40': stock.id,
    'TRSF E-BANKING DB 0510/FTSCY/WS95031 SEWA KIOS OKTOBER': rent,
    'TRSF E-BANKING DB 2010/FTSCY/WS95031 SEWA KIOS NOVEMBER': rent,
  });
  const rules = await api.call<Array<{ contains: string; position: number }>>(
    'GET',
    'category-rules/',
  );
  expect(rules.map((rule) => [rule.contains, rule.position])).toEqual([
    ['indomaret', 1],
    ['SEWA KIOS', 2],
  ]);
});

test.describe(() => {
  test.use({ viewport: PHONE, colorScheme: 'dark' });

  test('the rules and the suggestions at phone width in dark mode', async ({
    page,
    account: { api },
  }) => {
    const problems = watchConsole(page);
    const inspector = new Inspector(page);
    await setUp(api);
    await addRuleOnCategoriesPage(page);
    await inspector.look('apps_cashbook_categories_rules');

    await page.goto('/apps/transactions');
    await page.setViewportSize({ width: PHONE.width, height: 1600 });
    const wizard = new ImportWizard(page);
    await wizard.open();
    await wizard.chooseFile('BCA Usaha', STATEMENT);
    await expect(wizard.previewRows()).toHaveCount(4);
    await inspector.look('apps_transactions_import_suggestions', {
      fullPage: false,
      within: '[role="dialog"]',
    });
    expect(inspector.problems).toEqual([]);
    expect(problems).toEqual([]);
  });
});
