/**
 * The reports and the dashboard with books that have figures (issue 16): a shop owner reads the
 * year's profit against last year's and downloads it as a spreadsheet and a PDF; every report's
 * tab and the dashboard at phone width in light and dark mode and on the desktop, axe-clean, with
 * no sideways overflow on a phone and their charts drawn; the sample dashboard as a visitor.
 */
import ExcelJS from 'exceljs';
import type { Api } from './support/api';
import { today } from './support/api';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import {
  DESKTOP_LIGHT,
  Inspector,
  inTurn,
  PHONE,
  PHONE_DARK,
  PHONE_LIGHT,
  showAs,
  type Variant,
} from './support/inspect';

/** A business date `days` before today (Jakarta). */
function daysAgo(days: number): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * A warung's month: sales and costs in their categories (and the same sales a month earlier), a
 * transfer to the till with a bank fee, an invoice for coffee half paid, a kasbon long overdue
 * and a debt to a supplier.
 */
async function fillBooks(api: Api) {
  const date = today();
  const kas = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  const bank = await api.createBook({ name: 'BCA', kind: 'bank', opening_balance: 5_000_000_00 });
  const entries: [string, 'in' | 'out', number, string][] = [
    ['Penjualan', 'in', 2_750_000_00, date],
    ['Penjualan', 'in', 2_000_000_00, daysAgo(35)],
    ['Jasa', 'in', 400_000_00, date],
    ['Sewa', 'out', 1_500_000_00, date],
    ['Gaji', 'out', 900_000_00, date],
  ];
  for (const [name, direction, amount, day] of entries) {
    const category_id = await api.categoryId(name);
    await api.createEntry({ cashbook_id: kas.id, direction, amount, category_id, date: day });
  }
  await api.createTransfer({
    from_cashbook_id: bank.id,
    to_cashbook_id: kas.id,
    amount_sent: 500_000_00,
    fee: 6_500_00,
    fee_category_id: await api.categoryId('Biaya bank'),
    date,
  });
  const sari = await api.createContact({ name: 'Bu Sari Wulandari' });
  const supplier = await api.createContact({ name: 'UD Sumber Rejeki', kind: 'supplier' });
  const coffee = await api.createProduct({
    sku: 'KOPI-1',
    name: 'Kopi Arabika 1 kg',
    price: 180_000_00,
  });
  const invoice = await api.call<{ id: string; total: number }>('POST', 'invoices/', {
    contact_id: sari.id,
    issue_date: date,
    due_date: date,
    lines: [
      {
        product_id: coffee.id,
        description: 'Kopi Arabika 1 kg',
        quantity: 3000,
        unit_price: 180_000_00,
        tax_rate: 1100,
      },
    ],
  });
  await api.call('POST', `invoices/${invoice.id}/send/`, { channel: 'none' });
  await api.call('POST', `invoices/${invoice.id}/payments/`, {
    amount: 200_000_00,
    cashbook_id: kas.id,
    date,
  });
  await api.call('POST', 'debts/', {
    kind: 'credit',
    contact_id: sari.id,
    amount: 350_000_00,
    date: daysAgo(70),
    due_date: daysAgo(40),
    cashbook_id: kas.id,
  });
  await api.call('POST', 'debts/', {
    kind: 'debt',
    contact_id: supplier.id,
    amount: 1_250_000_00,
    date,
    due_date: daysAgo(-10),
  });
}

/** Each report's tab, with what shows that its figures are there. */
const TABS: Array<
  [string, string, (page: import('@playwright/test').Page) => import('@playwright/test').Locator]
> = [
  [
    'profit-loss',
    'period=this_month&compare=previous',
    (page) => page.getByTestId('profit-loss-IDR').getByRole('table'),
  ],
  [
    'categories',
    'period=this_month',
    (page) => page.getByTestId('categories-IDR').getByRole('table'),
  ],
  [
    'cash-flow',
    'period=this_month',
    (page) => page.getByTestId('cash-flow-IDR').getByRole('table').first(),
  ],
  ['aging', '', (page) => page.getByText('Bu Sari Wulandari').first()],
  ['sales', 'period=this_month', (page) => page.getByText('Kopi Arabika 1 kg').first()],
  ['tax', 'period=this_year', (page) => page.getByRole('table').first()],
  [
    'general-ledger',
    'period=this_month',
    (page) => page.getByRole('table', { name: /Assets:Bank:BCA/ }),
  ],
  ['trial-balance', '', (page) => page.getByTestId('trial-balance-IDR').getByRole('table')],
];

test('a shop owner reads this year against last year and downloads it as XLSX and PDF', async ({
  page,
  account: { api },
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await fillBooks(api);
  await page.goto('/apps');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Laporan/ })
    .click();
  const table = page.getByTestId('profit-loss-IDR').getByRole('table');
  // This month's sales: Rp 2.750.000 in the till and the invoice's payment of Rp 200.000 without
  // its PPN (Rp 19.819,82), in Penjualan; the kasbon's cash is not income.
  await expect(table.getByRole('row', { name: /^Penjualan/ })).toContainText('2.930.180');
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: 'Tahun ini' }).click();
  await page.getByRole('combobox', { name: 'Bandingkan dengan' }).click();
  await page.getByRole('option', { name: 'Periode sama tahun lalu' }).click();
  await expect(page).toHaveURL(/period=this_year/);
  await expect(page).toHaveURL(/compare=last_year/);
  await expect(table).toContainText('Penjualan');

  await page.getByRole('button', { name: 'Ekspor' }).click();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /XLSX/ }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const sheet = workbook.worksheets[0];
  const cells = (sheet?.getSheetValues() ?? []).flat().map((value) => String(value));
  expect(cells).toContain('Penjualan');
  // The year's sales hold the earlier month's Rp 2.000.000 unless it fell in last year.
  const earlierThisYear = daysAgo(35).slice(0, 4) === today().slice(0, 4);
  const yearSales = earlierThisYear ? '4930180' : '2930180';
  expect(cells.some((value) => value.includes(yearSales))).toBe(true);

  await page.getByRole('button', { name: 'Ekspor' }).click();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  expect(problems).toEqual([]);
});

test('every report and the dashboard at phone width in light and dark mode, and on the desktop', async ({
  page,
  account: { api },
}) => {
  // Nine pages, each shot and checked by axe three times: three times the usual limit.
  test.slow();
  const problems = watchConsole(page);
  await fillBooks(api);
  const inspector = new Inspector(page, 'reports');
  const looks: [Variant, ...Variant[]] = [PHONE_LIGHT, PHONE_DARK, DESKTOP_LIGHT];
  // Each page opened once, in each look in turn, and turned into the others.
  for (const [index, [name, query, shown]] of TABS.entries()) {
    const order = inTurn(looks, index);
    await showAs(page, order[0], { loaded: false });
    await page.goto(`/apps/reports?report=${name}${query ? `&${query}` : ''}`);
    await expect(shown(page)).toBeVisible();
    if (['profit-loss', 'categories', 'cash-flow', 'aging', 'sales', 'tax'].includes(name)) {
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
    }
    await inspector.lookAs(name, order);
  }
  await page.goto('/dashboard');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await inspector.lookAs('dashboard', inTurn(looks, TABS.length));
  expect(inspector.problems).toEqual([]);
  expect(problems).toEqual([]);
});

test('a visitor sees the sample dashboard without signing in', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  const inspector = new Inspector(page, 'sample');
  await page.goto('/apps/dashboard');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await inspector.lookAs('dashboard', [PHONE_LIGHT, PHONE_DARK]);
  expect(page.url()).toMatch(/\/apps\/dashboard$/);
  expect(inspector.problems).toEqual([]);
  expect(problems).toEqual([]);
});
