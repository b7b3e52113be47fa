import { screen, within } from '@testing-library/react';
import type { ProfitLossData } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../../app/routes';
import type { FakeApi } from '../../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../../test/render';
import { startSession } from '../../../test/session';

let api: FakeApi;
const QUERY = 'period=custom&from=2026-10-01&to=2026-11-30&compare=previous';
const PERIOD = {
  preset: 'custom' as const,
  from: '2026-10-01',
  to: '2026-11-30',
  comparison: { from: '2026-08-01', to: '2026-09-30' },
  cashbook_id: null,
};
const figure = (amount: number, byMonth: number[], comparison: number, change: number | null) => ({
  amount,
  by_month: byMonth,
  comparison,
  change_bp: change,
});
const category = (name: string, color: string, seedKey: string | null = null) => ({
  kind: 'category' as const,
  category_id: `0b6f6a52-5a4e-4d0e-9a55-00000000000${name.length % 10}`,
  name,
  seed_key: seedKey,
  color,
});
const PROFIT_LOSS: ProfitLossData = {
  period: PERIOD,
  months: ['2026-10', '2026-11'],
  currencies: [
    {
      currency: 'IDR',
      income: {
        ...figure(1_150_000_00, [500_000_00, 650_000_00], 999_000_00, 1512),
        lines: [
          {
            ...category('Penjualan', '#2f9e44', 'sales'),
            ...figure(750_000_00, [500_000_00, 250_000_00], 999_000_00, -2492),
          },
          {
            kind: 'invoice_payments',
            category_id: null,
            name: null,
            seed_key: null,
            color: null,
            ...figure(400_000_00, [0, 400_000_00], 0, null),
          },
        ],
      },
      expense: {
        ...figure(1_500_000_00, [1_500_000_00, 0], 0, null),
        lines: [
          { ...category('Sewa', '#9c36b5'), ...figure(1_500_000_00, [1_500_000_00, 0], 0, null) },
        ],
      },
      net: figure(-350_000_00, [-1_000_000_00, 650_000_00], 999_000_00, -13504),
      tax_collected: figure(44_000_00, [0, 44_000_00], 0, null),
    },
  ],
  accrual: [
    {
      currency: 'IDR',
      invoices: 1,
      base: 950_000_00,
      charges: 50_000_00,
      before_tax: 1_000_000_00,
      tax: 110_000_00,
      total: 1_110_000_00,
      comparison_total: 100_000_00,
      change_bp: 101000,
    },
  ],
};

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['report.view', 'cashbook.view']);
  api.on('GET /v1/cashbooks/', { body: { success: true, data: [] } });
});

test('profit and loss: the lines by month with the comparison, the chart and the accrual view', async () => {
  api.on('GET /v1/reports/profit-loss/', { body: { success: true, data: PROFIT_LOSS } });
  renderRoutes(routes, `/apps/reports?report=profit-loss&${QUERY}`);

  const section = await screen.findByTestId('profit-loss-IDR');
  const table = await within(section).findByRole('table', { name: 'Profit and loss lines (IDR)' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => plain(row.textContent));
  expect(rows[0]).toBe('ItemOct 2026Nov 2026TotalComparisonChange');
  // The seeded "Penjualan" reads in the reader's language.
  expect(rows).toContain('SalesIDR 500,000IDR 250,000IDR 750,000IDR 999,000−24.92%');
  expect(rows).toContain('Invoice paymentsIDR 0IDR 400,000IDR 400,000IDR 0—');
  expect(rows.at(-2)).toBe(
    'Net profit\u2212IDR 1,000,000IDR 650,000\u2212IDR 350,000IDR 999,000\u2212135.04%',
  );
  // The PPN in the invoices' payments stands beside the profit, owed to the state.
  expect(rows.at(-1)).toBe('PPN collected (owed to the state)IDR 0IDR 44,000IDR 44,000IDR 0—');
  // And in the totals above the table.
  expect(within(section).getAllByText('PPN collected (owed to the state)')).toHaveLength(2);
  expect(
    within(section).getByRole('figure', { name: 'Income and expenses by month (IDR)' }),
  ).toBeTruthy();
  const accrual = screen.getByRole('region', { name: 'Sales from invoices (accrual)' });
  const facts = plain(within(accrual).getByTestId('accrual-IDR').textContent);
  expect(facts).toContain('Tax base (DPP, after discounts)IDR 950,000');
  expect(facts).toContain('Shipping & other chargesIDR 50,000');
  expect(facts).toContain('Before taxIDR 1,000,000');
  expect(facts).toContain('Total invoicedIDR 1,110,000');
  const request = api.requests.find((item) => item.path.endsWith('/v1/reports/profit-loss/'));
  expect(request?.url).toContain('compare=previous');
});
