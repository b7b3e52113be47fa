import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TaxData } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { businessToday } from '../../lib/business';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';
import { figure, type } from './tools-test-kit';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['report.view', 'transaction.create']);
});

/** Last month, as the calculator first shows it. */
function lastMonth(): { month: string; name: string } {
  const [year, month] = businessToday('Asia/Jakarta').split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const name = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { month: first.toISOString().slice(0, 7), name: name.format(first) };
}

test("PPh Final from the books' revenue of last month, recorded as money out", async () => {
  const { month, name } = lastMonth();
  const answer = (taxpayer: 'individual' | 'company'): TaxData => ({
    period: {
      preset: 'custom',
      from: `${month}-01`,
      to: `${month}-28`,
      comparison: null,
      cashbook_id: null,
    },
    ppn: [],
    pph: {
      taxpayer,
      currency: 'IDR',
      exempt_revenue: 0,
      months: [
        {
          month,
          revenue: 120_000_000_00,
          cumulative: 520_000_000_00,
          taxable: taxpayer === 'company' ? 120_000_000_00 : 20_000_000_00,
          tax: taxpayer === 'company' ? 600_000_00 : 100_000_00,
        },
      ],
      totals: { revenue: 0, taxable: 0, tax: 0 },
    },
  });
  api.on('GET /v1/reports/tax/', (request) => ({
    status: 200,
    body: {
      success: true,
      data: answer(request.url.includes('taxpayer=company') ? 'company' : 'individual'),
    },
  }));
  renderRoutes(routes, '/apps/tools?calc=pph');
  await waitFor(() => expect(figure('PPh Final to pay')).toBe('IDR 100,000'));
  expect(figure('Revenue since January')).toBe('IDR 520,000,000');
  expect(figure('Taxable revenue')).toBe('IDR 20,000,000');
  const [call] = api.calls('GET /v1/reports/tax/');
  expect(call?.url).toContain(`period=custom&from=${month}-01`);
  expect(call?.url).toContain('taxpayer=individual');

  const link = screen.getByRole('link', { name: 'Record as money out' });
  const target = new URL(link.getAttribute('href') ?? '', 'http://x');
  expect(target.pathname).toBe('/apps/cashbook/transactions/create');
  expect(Object.fromEntries(target.searchParams)).toEqual({
    direction: 'out',
    amount: '10000000',
    description: `PPh Final 0.5% ${name}`,
  });

  fireEvent.click(screen.getByText('Company'));
  await waitFor(() => expect(figure('PPh Final to pay')).toBe('IDR 600,000'));
});

test('without report.view the revenue is typed; nothing is read from the books', async () => {
  api = await startSession([]);
  renderRoutes(routes, '/apps/tools?calc=pph');
  await screen.findByLabelText("The month's gross revenue");
  type("The month's gross revenue", '100000000');
  type('Revenue earlier this year', '450000000');
  await waitFor(() => expect(figure('PPh Final to pay')).toBe('IDR 250,000'));
  expect(figure('Taxable revenue')).toBe('IDR 50,000,000');
  fireEvent.click(screen.getByText('Company'));
  await waitFor(() => expect(figure('PPh Final to pay')).toBe('IDR 500,000'));
  expect(api.calls('GET /v1/reports/tax/')).toHaveLength(0);
  // Who may not record entries gets no button.
  expect(screen.queryByRole('link', { name: 'Record as money out' })).toBeNull();
});

test('another calculator records its result too: the final price of the discounts as money in', async () => {
  renderRoutes(routes, '/apps/tools?calc=discounts');
  await screen.findByLabelText('Selling price');
  type('Selling price', '100000');
  type('Discount 1', '20');
  const link = await screen.findByRole('link', { name: 'Record as money in' });
  expect(link.getAttribute('href')).toBe(
    '/apps/cashbook/transactions/create?direction=in&amount=8000000&description=Discounts',
  );
});
