import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['cashbook.view', 'invoice.view', 'debt.view']);
  api.on('GET /v1/cashbooks/', {
    body: { success: true, data: [], meta: { totals: [] } },
  });
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false } },
  });
});

const owed = (currency: string, amount: number, count: number, overdue = 0, late = 0) => ({
  currency,
  amount_due: amount,
  count,
  overdue_amount: overdue,
  overdue_count: late,
});

/** Invoices only, unless `credits` gives a currency's credits part. */
const receivable = (line: ReturnType<typeof owed>, credits = 0) => ({
  ...line,
  invoices_due: line.amount_due - credits,
  credits,
});

function balanceWith(receivables: unknown[], payables: unknown[] = [], position: unknown[] = []) {
  return {
    body: {
      success: true,
      data: { date: '2026-11-20', cashbooks: [], totals: [], receivables, payables, position },
    },
  };
}

test('the receivables card shows what is owed per currency and links to the overdue invoices', async () => {
  api.on(
    'GET /v1/balance/',
    balanceWith([
      receivable(owed('IDR', 50_000_000, 3)),
      receivable(owed('USD', 12_500, 2, 2_500, 2)),
    ]),
  );
  renderRoutes(routes, '/dashboard');

  const card = await screen.findByTestId('receivables-card');
  await within(card).findByTestId('receivable-USD');
  expect(plain(within(card).getByTestId('receivable-IDR').textContent)).toBe('IDR 500,000');
  const overdue = within(card).getByRole('link', { name: '2 invoices overdue: $25.00' });
  expect(overdue.getAttribute('href')).toBe('/apps/invoice?overdue=true');
  expect(within(card).getByText('Owed on 5 sent invoices')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Open invoices' }).getAttribute('href')).toBe(
    '/apps/invoice?status=sent',
  );
  // One request for today's balance: the server decides what today is for the business.
  const asked = api.requests.filter((request) => request.path === '/api/v1/balance/');
  expect(asked.map((request) => new URL(request.url).search)).toEqual(['']);
});

test('with nothing owed the card says so, in the business currency', async () => {
  api.on('GET /v1/balance/', balanceWith([]));
  renderRoutes(routes, '/dashboard');

  const card = await screen.findByTestId('receivables-card');
  expect(await within(card).findByText('Nobody owes you anything right now.')).toBeTruthy();
  expect(plain(within(card).getByTestId('receivable-IDR').textContent)).toBe('IDR 0');
  expect(within(card).queryByRole('link', { name: /overdue/ })).toBeNull();
  const payables = screen.getByTestId('payables-card');
  expect(within(payables).getByText('You owe nothing right now.')).toBeTruthy();
  expect(plain(within(payables).getByTestId('net-IDR').textContent)).toBe('IDR 0');
});

test('credits join the receivables, debts are the payables, and the net position shows', async () => {
  api.on(
    'GET /v1/balance/',
    balanceWith(
      [receivable(owed('IDR', 80_000_000, 4, 30_000_000, 2), 30_000_000)],
      [owed('IDR', 25_000_000, 1, 25_000_000, 1)],
      [
        {
          currency: 'IDR',
          cash: 10_000_000,
          receivables: 80_000_000,
          payables: 25_000_000,
          net: 65_000_000,
        },
      ],
    ),
  );
  renderRoutes(routes, '/dashboard');

  const card = await screen.findByTestId('receivables-card');
  await within(card).findByTestId('receivable-IDR');
  expect(plain(within(card).getByTestId('receivable-IDR').textContent)).toBe(
    'IDR 800,000Invoices IDR 500,000 · credits IDR 300,0002 overdue: IDR 300,000',
  );
  // Overdue credits are not in the invoice list: the link goes to the debts and credits.
  expect(
    within(card)
      .getByRole('link', { name: /^2 overdue: IDR.300,000$/ })
      .getAttribute('href'),
  ).toBe('/apps/debtcredit');
  expect(within(card).getByText('Owed on 4 invoices and credits')).toBeTruthy();
  const payables = screen.getByTestId('payables-card');
  expect(plain(within(payables).getByTestId('receivable-IDR').textContent)).toBe(
    'IDR 250,0001 debt overdue: IDR 250,000',
  );
  expect(within(payables).getByRole('link', { name: 'Debts' }).getAttribute('href')).toBe(
    '/apps/debtcredit',
  );
  expect(within(payables).getByText('Owed on 1 debt')).toBeTruthy();
  expect(plain(within(payables).getByTestId('net-IDR').textContent)).toBe('IDR 650,000');
});

test('without access to debts the dashboard shows the cash alone', async () => {
  api = await startSession(['cashbook.view', 'invoice.view']);
  api.on('GET /v1/cashbooks/', { body: { success: true, data: [], meta: { totals: [] } } });
  renderRoutes(routes, '/dashboard');
  await screen.findByTestId('cash-card');
  expect(screen.queryByTestId('receivables-card')).toBeNull();
  expect(screen.queryByTestId('payables-card')).toBeNull();
});
