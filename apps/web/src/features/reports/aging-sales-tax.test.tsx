import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgingData, SalesData, TaxData } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['report.view']);
});

const period = {
  preset: 'this_month' as const,
  from: '2026-11-01',
  to: '2026-11-30',
  comparison: null,
  cashbook_id: null,
};
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const zero = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0 };

test('aging: each side by contact, in buckets, with totals, as of the chosen date', async () => {
  const aging: AgingData = {
    period,
    date: '2026-11-20',
    receivables: [
      {
        currency: 'IDR',
        contacts: [
          {
            contact_id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
            name: 'PT Alfa',
            ...zero,
            days_31_60: 250_000_00,
            total: 250_000_00,
          },
        ],
        totals: { ...zero, days_31_60: 250_000_00, total: 250_000_00 },
      },
    ],
    payables: [],
  };
  api.on('GET /v1/reports/aging/', ok(aging));
  renderRoutes(routes, '/apps/reports?report=aging&date=2026-11-20');
  const table = await screen.findByRole('table', { name: 'Owed to you (receivables) (IDR)' });
  const row = within(table).getByRole('row', { name: /PT Alfa/ });
  expect(row.textContent?.replace(/\s/g, ' ')).toContain('IDR 250,000');
  expect(screen.getByText('Nothing owed.')).toBeTruthy();
  expect(api.calls('GET /v1/reports/aging/')[0]?.url).toContain('date=2026-11-20');
});

test('sales: customers and products, the rest and the lines without a product as rows', async () => {
  const row = (kind: 'item' | 'rest' | 'no_product', name: string | null, revenue: number) => ({
    kind,
    id: kind === 'item' ? '0b6f6a52-5a4e-4d0e-9a55-000000000002' : null,
    name,
    members: kind === 'rest' ? 4 : 1,
    quantity: 1500,
    revenue,
    tax: 0,
    line_count: 1,
  });
  const totals = { quantity: 4500, revenue: 600_00, tax: 0, line_count: 3 };
  const sales: SalesData = {
    period,
    currencies: [
      {
        currency: 'IDR',
        invoice_count: 2,
        customers: [row('item', 'Toko Cahaya', 600_00)],
        products: [
          row('item', 'Kopi Bubuk', 300_00),
          row('rest', null, 200_00),
          row('no_product', null, 100_00),
        ],
        totals,
        previous: { quantity: 1000, revenue: 400_00, tax: 0, line_count: 1 },
      },
    ],
  };
  api.on('GET /v1/reports/sales/', ok(sales));
  renderRoutes(routes, '/apps/reports?report=sales');
  const products = await screen.findByRole('table', { name: 'By product (IDR)' });
  expect(within(products).getByText('Kopi Bubuk')).toBeTruthy();
  expect(within(products).getByText('The rest (4)')).toBeTruthy();
  expect(within(products).getByText('No product')).toBeTruthy();
  expect(within(products).getAllByText('1.5')).toHaveLength(3);
  expect(
    screen.getByText('2 invoices, IDR 600 before tax (previous period: IDR 400, +50%)'),
  ).toBeTruthy();
});

test('tax: the PPN of the invoices beside the PPN received in their payments', async () => {
  const month = { invoice_count: 1, base: 950_000_00, other_base: 0, tax: 104_500_00 };
  api.on(
    'GET /v1/reports/tax/',
    ok({
      period,
      ppn: [
        {
          currency: 'IDR',
          months: [{ month: '2026-11', ...month, collected: 47_306_47 }],
          totals: { ...month, collected: 47_306_47 },
        },
      ],
      pph: {
        taxpayer: 'individual',
        currency: 'IDR',
        exempt_revenue: 500_000_000_00,
        months: [],
        totals: { revenue: 0, taxable: 0, tax: 0 },
      },
    } satisfies TaxData),
  );
  renderRoutes(routes, '/apps/reports?report=tax');
  const ppn = await screen.findByRole('table', { name: 'Output VAT (PPN) on invoices (IDR)' });
  expect(within(ppn).getByRole('columnheader', { name: 'VAT received in payments' })).toBeTruthy();
  expect(plain(within(ppn).getByRole('row', { name: /Nov 2026/ }).textContent)).toBe(
    'Nov 20261IDR 950,000IDR 0IDR 104,500IDR 47,306.47',
  );
});

test('tax: PPN per month, PPh with the running total, a company asked for by the switch', async () => {
  const tax = (taxpayer: 'individual' | 'company'): TaxData => ({
    period,
    ppn: [],
    pph: {
      taxpayer,
      currency: 'IDR',
      exempt_revenue: taxpayer === 'individual' ? 500_000_000_00 : 0,
      months: [
        {
          month: '2026-11',
          revenue: 600_000_000_00,
          cumulative: 600_000_000_00,
          taxable: 100_000_000_00,
          tax: 500_000_00,
        },
      ],
      totals: { revenue: 600_000_000_00, taxable: 100_000_000_00, tax: 500_000_00 },
    },
  });
  api.on('GET /v1/reports/tax/', (request) =>
    ok(tax(request.url.includes('taxpayer=company') ? 'company' : 'individual')),
  );
  renderRoutes(routes, '/apps/reports?report=tax');
  const pph = await screen.findByRole('table', { name: 'PPh Final 0.5% (MSME) on gross revenue' });
  expect(within(pph).getByRole('row', { name: /Nov 2026/ }).textContent).toContain('500,000');
  expect(screen.getByText('No invoice charged VAT in this period.')).toBeTruthy();
  expect(screen.getByText(/pays nothing on the first IDR 500,000,000/)).toBeTruthy();
  fireEvent.click(screen.getByText('Company'));
  await waitFor(() =>
    expect(
      api.calls('GET /v1/reports/tax/').some((call) => call.url.includes('taxpayer=company')),
    ).toBe(true),
  );
  expect(await screen.findByText('A company pays from the first rupiah of revenue.')).toBeTruthy();
});
