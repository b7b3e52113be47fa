import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['cashbook.view', 'invoice.view']);
  api.on('GET /v1/cashbooks/', {
    body: { success: true, data: [], meta: { totals: [] } },
  });
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false } },
  });
});

function balanceWith(receivables: unknown[]) {
  return {
    body: {
      success: true,
      data: { date: '2026-11-20', cashbooks: [], totals: [], receivables, position: [] },
    },
  };
}

test('the receivables card shows what is owed per currency and links to the overdue invoices', async () => {
  api.on(
    'GET /v1/balance/',
    balanceWith([
      { currency: 'IDR', amount_due: 50_000_000, count: 3, overdue_amount: 0, overdue_count: 0 },
      {
        currency: 'USD',
        amount_due: 12_500,
        count: 2,
        overdue_amount: 2_500,
        overdue_count: 2,
      },
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
  expect(await within(card).findByText('No customer owes you anything right now.')).toBeTruthy();
  expect(plain(within(card).getByTestId('receivable-IDR').textContent)).toBe('IDR 0');
  expect(within(card).queryByRole('link', { name: /overdue/ })).toBeNull();
});
