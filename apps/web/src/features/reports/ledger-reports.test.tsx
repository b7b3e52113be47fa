import { fireEvent, screen, within } from '@testing-library/react';
import type {
  CashFlowFigures,
  CashFlowReport,
  GeneralLedger,
  LedgerAccount,
  TrialBalance,
} from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['report.view', 'cashbook.view']);
  api.on('GET /v1/cashbooks/', { body: { success: true, data: [] } });
});

const period = {
  preset: 'custom' as const,
  from: '2026-10-01',
  to: '2026-11-30',
  comparison: null,
  cashbook_id: null,
};
const QUERY = 'period=custom&from=2026-10-01&to=2026-11-30';
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const BOOK = '0b6f6a52-5a4e-4d0e-9a55-000000000001';

function figures(
  month: string | null,
  opening: number,
  moves: Partial<CashFlowFigures> = {},
): CashFlowFigures {
  const all = {
    cash_in: 0,
    cash_out: 0,
    debt_in: 0,
    debt_out: 0,
    transfer_in: 0,
    transfer_out: 0,
    ...moves,
  };
  const net =
    all.cash_in - all.cash_out + all.debt_in - all.debt_out + all.transfer_in - all.transfer_out;
  const from = month ? `${month}-01` : '2026-10-01';
  const to = month === '2026-10' ? '2026-10-31' : '2026-11-30';
  return { month, from, to, opening, ...all, net, closing: opening + net };
}

test('cash flow: the months chained, debt cash in its own rows, each book with the total', async () => {
  const october = figures('2026-10', 1_000_000_00, { cash_in: 250_000_00, debt_out: 200_000_00 });
  const november = figures('2026-11', october.closing, { cash_out: 20_000_00 });
  const total = figures(null, 1_000_000_00, {
    cash_in: 250_000_00,
    cash_out: 20_000_00,
    debt_out: 200_000_00,
  });
  const report: CashFlowReport = {
    period,
    currencies: [{ currency: 'IDR', months: [october, november], total, comparison: null }],
    books: [
      {
        id: BOOK,
        name: 'Kas Toko',
        kind: 'cash',
        currency: 'IDR',
        archived: false,
        months: [october, november],
        total,
      },
    ],
  };
  api.on('GET /v1/reports/cash-flow/', ok(report));
  renderRoutes(routes, `/apps/reports?report=cash-flow&${QUERY}`);
  const section = await screen.findByTestId('cash-flow-IDR');
  const months = within(section).getByRole('table', { name: 'Cash flow by month (IDR)' });
  const rows = within(months)
    .getAllByRole('row')
    .map((row) => plain(row.textContent));
  expect(rows[0]).toBe('ItemOct 2026Nov 2026Total');
  expect(rows).toContain('Opening balanceIDR 1,000,000IDR 1,050,000IDR 1,000,000');
  expect(rows).toContain('Debt cash outIDR 200,000IDR 0IDR 200,000');
  expect(rows.at(-1)).toBe('Closing balanceIDR 1,050,000IDR 1,030,000IDR 1,030,000');
  const books = within(section).getByRole('table', { name: 'Cash flow by cash book (IDR)' });
  expect(plain(within(books).getAllByRole('row').at(-1)?.textContent)).toMatch(
    /^All cash booksIDR 1,000,000/,
  );
  expect(
    within(section).getByRole('figure', {
      name: 'Money in and out by month with the closing balance (IDR)',
    }),
  ).toBeTruthy();
});

const account = (over: Partial<LedgerAccount> & Pick<LedgerAccount, 'account'>): LedgerAccount => ({
  kind: 'book',
  currency: 'IDR',
  cashbook_id: null,
  opening: 0,
  debit: 0,
  credit: 0,
  closing: 0,
  movement_count: 0,
  truncated: false,
  movements: [],
  ...over,
});

test('general ledger: pick an account, its movements with the running balance, the cap said', async () => {
  const ledger: GeneralLedger = {
    period,
    accounts: [
      account({
        account: 'Assets:Cash:Kas Toko',
        cashbook_id: BOOK,
        opening: 100_000_00,
        debit: 50_000_00,
        closing: 150_000_00,
        movement_count: 501,
        truncated: true,
        movements: [
          {
            date: '2026-10-05',
            entry_id: '0b6f6a52-5a4e-4d0e-9a55-000000000009',
            description: 'Jual kopi',
            reference: 'NT-1',
            debit: 50_000_00,
            credit: 0,
            balance: 150_000_00,
          },
        ],
      }),
      account({
        account: 'Expenses:Listrik & air',
        kind: 'expense',
        debit: 75_000_00,
        credit: 10_000_00,
        closing: 65_000_00,
      }),
    ],
  };
  api.on('GET /v1/reports/general-ledger/', ok(ledger));
  renderRoutes(routes, `/apps/reports?report=general-ledger&${QUERY}`);
  const table = await screen.findByRole('table', {
    name: 'Movements of Assets:Cash:Kas Toko (IDR)',
  });
  expect(plain(within(table).getAllByRole('row')[1]?.textContent)).toContain(
    'Jual kopiNT-1IDR 50,000IDR 150,000',
  );
  expect(screen.getByText('Showing 1 of 501 movements. Download CSV or XLSX to see them all.'));
  fireEvent.click(screen.getByRole('combobox', { name: 'Account' }));
  fireEvent.click(
    await screen.findByRole('option', { name: /Expenses:Listrik & air/, hidden: true }),
  );
  expect(await screen.findByText('No movements in this period.')).toBeTruthy();
});

test('trial balance: accounts as debits and credits, the totals equal and said so', async () => {
  const balance: TrialBalance = {
    period,
    date: '2026-11-20',
    rows: [
      {
        account: 'Assets:Cash:Kas Toko',
        kind: 'book',
        currency: 'IDR',
        debit: 1_065_000_00,
        credit: 0,
      },
      {
        account: 'Equity:Opening Balances',
        kind: 'equity',
        currency: 'IDR',
        debit: 0,
        credit: 1_000_000_00,
      },
      { account: 'Income:Penjualan', kind: 'income', currency: 'IDR', debit: 0, credit: 65_000_00 },
    ],
    totals: [{ currency: 'IDR', debit: 1_065_000_00, credit: 1_065_000_00 }],
  };
  api.on('GET /v1/reports/trial-balance/', ok(balance));
  renderRoutes(routes, '/apps/reports?report=trial-balance&date=2026-11-20');
  const table = await screen.findByRole('table', { name: 'Trial balance (IDR)' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => plain(row.textContent));
  expect(rows).toContain('Income:PenjualanIncomeIDR 65,000');
  expect(rows.at(-1)).toBe('TotalIDR 1,065,000IDR 1,065,000');
  expect(screen.getByText('Balanced: debits equal credits')).toBeTruthy();
  expect(api.calls('GET /v1/reports/trial-balance/')[0]?.url).toContain('date=2026-11-20');
});
