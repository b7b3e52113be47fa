import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['cashbook.view']);
  api.on('GET /v1/balance/', {
    body: {
      success: true,
      data: {
        date: '2026-11-20',
        cashbooks: [
          {
            id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
            name: 'Kas Toko',
            kind: 'cash',
            currency: 'IDR',
            archived: false,
            balance: 150_000_000,
          },
        ],
        totals: [{ currency: 'IDR', balance: 150_000_000 }],
      },
    },
  });
});

/** Twelve month ends from Dec 2025 to the chosen 20 Nov 2026; the book started in September. */
function trendFrom(started: number, balances: number[]) {
  const points = Array.from({ length: 12 }, (_, index) => {
    const date =
      index === 11
        ? '2026-11-20'
        : new Date(Date.UTC(2025, 12 + index, 0)).toISOString().slice(0, 10);
    const balance = balances[index - started];
    return {
      date,
      totals: balance === undefined ? [] : [{ currency: 'IDR', balance }],
    };
  });
  return { success: true, data: { points } };
}

test('the trend shows no bar for the months before the books started', async () => {
  api.on('GET /v1/balance/trend/', {
    body: trendFrom(9, [100_000_000, 120_000_000, 150_000_000]),
  });
  renderRoutes(routes, '/apps/balance?date=2026-11-20');

  const chart = await screen.findByTestId('trend-IDR');
  await within(chart).findByRole('img');
  expect(within(chart).getAllByTestId('trend-bar')).toHaveLength(3);
  const description = chart.querySelector('desc')?.textContent;
  expect(plain(description)).toBe(
    'From Sep 2026 to Nov 2026: lowest IDR 1,000,000, highest IDR 1,500,000, latest IDR 1,500,000.',
  );
  // The table for screen readers says which months had not started.
  const rows = within(chart).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(12);
  expect(plain(rows[0]?.textContent)).toBe('Dec 2025Not started yet');
  expect(plain(rows[9]?.textContent)).toBe('Sep 2026IDR 1,000,000');
});

test('a business without any started book has an empty trend', async () => {
  api.on('GET /v1/balance/trend/', { body: trendFrom(12, []) });
  renderRoutes(routes, '/apps/balance?date=2026-11-20');

  const chart = await screen.findByTestId('trend-IDR');
  await within(chart).findByRole('img');
  expect(within(chart).queryAllByTestId('trend-bar')).toHaveLength(0);
  expect(chart.querySelector('desc')?.textContent).toBe('No balances yet.');
});

test('shows what is owed either way on the date, the overdue parts and the position', async () => {
  api.on('GET /v1/balance/trend/', { body: trendFrom(9, [150_000_000]) });
  api.on('GET /v1/balance/', {
    body: {
      success: true,
      data: {
        date: '2026-11-20',
        cashbooks: [],
        totals: [],
        receivables: [
          {
            currency: 'IDR',
            amount_due: 182_000_000,
            count: 2,
            overdue_amount: 71_000_000,
            overdue_count: 1,
            invoices_due: 182_000_000,
            credits: 0,
          },
          {
            currency: 'USD',
            amount_due: 9_000,
            count: 2,
            overdue_amount: 1_000,
            overdue_count: 1,
            invoices_due: 5_000,
            credits: 4_000,
          },
        ],
        payables: [
          {
            currency: 'IDR',
            amount_due: 50_000_000,
            count: 1,
            overdue_amount: 0,
            overdue_count: 0,
          },
        ],
        tax_owed: [{ currency: 'IDR', amount: 10_450_000 }],
        position: [
          {
            currency: 'IDR',
            cash: 0,
            receivables: 182_000_000,
            payables: 50_000_000,
            tax_owed: 10_450_000,
            net: 121_550_000,
          },
          { currency: 'USD', cash: 0, receivables: 9_000, payables: 0, tax_owed: 0, net: 9_000 },
        ],
      },
    },
  });
  renderRoutes(routes, '/apps/balance?date=2026-11-20');

  // Without a cash book, what is owed still shows (no empty state).
  const owed = await screen.findByRole('region', { name: 'Receivables' });
  expect(plain(within(owed).getByTestId('receivable-IDR').textContent)).toBe(
    'IDR 1,820,0001 invoice overdue: IDR 710,000',
  );
  expect(
    within(owed)
      .getByRole('link', { name: /^1 invoice overdue: IDR.710,000$/ })
      .getAttribute('href'),
  ).toBe('/apps/invoice?overdue=true');
  // With credits among them, the parts show and the overdue ones are with the debts and credits.
  expect(plain(within(owed).getByTestId('receivable-USD').textContent)).toBe(
    '$90.00Invoices $50.00 · credits $40.001 overdue: $10.00',
  );
  expect(within(owed).getByRole('link', { name: '1 overdue: $10.00' }).getAttribute('href')).toBe(
    '/apps/debtcredit',
  );
  expect(within(owed).getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe(
    '/apps/invoice?status=sent',
  );
  expect(within(owed).getByRole('link', { name: 'Credits' }).getAttribute('href')).toBe(
    '/apps/debtcredit',
  );
  const payables = screen.getByRole('region', { name: 'Payables' });
  expect(plain(within(payables).getByTestId('receivable-IDR').textContent)).toBe('IDR 500,000');
  expect(within(payables).getByText(/^What you still owe on 1 debt/)).toBeTruthy();
  // The PPN in the invoice payments received is the state's, owed beside the debts.
  expect(plain(within(payables).getByTestId('tax-owed-IDR').textContent)).toBe(
    'PPN owed to the state: IDR 104,500',
  );
  const position = screen.getByRole('region', { name: 'Net position' });
  expect(plain(within(position).getByTestId('position-IDR').textContent)).toBe(
    'IDR 1,215,500Cash IDR 0 + receivables IDR 1,820,000 − payables IDR 500,000 − PPN owed IDR 104,500',
  );
  expect(plain(within(position).getByTestId('position-USD').textContent)).toBe(
    '$90.00Cash $0.00 + receivables $90.00 − payables $0.00',
  );
  expect(screen.queryByText('No cash books yet')).toBeNull();
});
