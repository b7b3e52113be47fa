import { screen, within } from '@testing-library/react';
import type { CategoriesReportData } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../../app/routes';
import type { FakeApi } from '../../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../../test/render';
import { startSession } from '../../../test/session';

let api: FakeApi;
const PERIOD = {
  preset: 'custom' as const,
  from: '2026-10-01',
  to: '2026-11-30',
  comparison: null,
  cashbook_id: null,
};
const figure = (amount: number, byMonth: number[]) => ({
  amount,
  by_month: byMonth,
  comparison: null,
  change_bp: null,
});

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['report.view', 'cashbook.view']);
  api.on('GET /v1/cashbooks/', { body: { success: true, data: [] } });
});

test('categories: shares beside each donut and the trend table', async () => {
  type Lines = CategoriesReportData['currencies'][number]['income']['lines'];
  const side = (lines: Lines, byMonth: number[]) => ({
    ...figure(
      lines.reduce((sum, line) => sum + line.amount, 0),
      byMonth,
    ),
    lines,
  });
  const data: CategoriesReportData = {
    period: PERIOD,
    months: ['2026-10', '2026-11'],
    currencies: [
      {
        currency: 'IDR',
        income: side(
          [
            {
              kind: 'category',
              category_id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
              name: 'Penjualan',
              seed_key: null,
              color: '#2f9e44',
              ...figure(750_000_00, [500_000_00, 250_000_00]),
              share_bp: 6522,
            },
            {
              kind: 'uncategorised',
              category_id: null,
              name: null,
              seed_key: null,
              color: null,
              ...figure(400_000_00, [0, 400_000_00]),
              share_bp: 3478,
            },
          ],
          [500_000_00, 650_000_00],
        ),
        expense: side([], [0, 0]),
      },
    ],
  };
  api.on('GET /v1/reports/categories/', { body: { success: true, data } });
  renderRoutes(
    routes,
    `/apps/reports?report=categories&period=custom&from=2026-10-01&to=2026-11-30`,
  );

  const section = await screen.findByTestId('categories-IDR');
  const legend = within(section).getAllByRole('list')[0];
  expect(plain(legend?.textContent)).toBe('Penjualan65.22%Uncategorised income34.78%');
  const table = within(section).getByRole('table', { name: 'Categories by month (IDR)' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => plain(row.textContent));
  expect(rows[0]).toBe('CategoryOct 2026Nov 2026TotalShare');
  expect(rows[1]).toBe('PenjualanIDR 500,000IDR 250,000IDR 750,00065.22%');
  expect(rows[3]).toBe('Total incomeIDR 500,000IDR 650,000IDR 1,150,000100%');
  expect(rows.at(-1)).toBe('Total expensesIDR 0IDR 0IDR 0');
  expect(within(section).getByRole('figure', { name: 'Income by category (IDR)' })).toBeTruthy();
});
