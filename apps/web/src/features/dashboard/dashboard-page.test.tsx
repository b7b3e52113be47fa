import { screen, within } from '@testing-library/react';
import type { Dashboard } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession([
    'cashbook.view',
    'transaction.view',
    'transaction.create',
    'invoice.view',
    'debt.view',
    'debt.manage',
  ]);
});

const owed = (currency: string, amount: number, count: number, overdue = 0, late = 0) => ({
  currency,
  amount_due: amount,
  count,
  overdue_amount: overdue,
  overdue_count: late,
});

const month = (name: string, income: number, expense: number) => ({
  month: name,
  income,
  expense,
  net: income - expense,
});

const ENTRY = {
  id: '11111111-1111-4111-8111-111111111111',
  cashbook_id: '22222222-2222-4222-8222-222222222222',
  currency: 'IDR',
  direction: 'out',
  amount: 45_000_00,
  date: '2026-11-20',
  category_id: null,
  contact_id: null,
  description: 'Token listrik',
  reference: null,
  source: 'manual',
  transfer_id: null,
  transfer_role: null,
  import_id: null,
  invoice_id: null,
  debt_id: null,
  attachment_count: 0,
  created_by: null,
  version: 1,
  created_at: '2026-11-20T03:00:00Z',
  updated_at: '2026-11-20T03:00:00Z',
};

function answer(over: Partial<Dashboard> = {}): Dashboard {
  return {
    date: '2026-11-21',
    currency: 'IDR',
    cash: { totals: [{ currency: 'IDR', balance: 1_250_000_00 }], book_count: 2 },
    month: [
      {
        currency: 'IDR',
        income: 600_000_00,
        expense: 50_000_00,
        last_income: 400_000_00,
        last_expense: 100_000_00,
        income_change_bp: 5_000,
        expense_change_bp: -5_000,
      },
    ],
    cash_flow: [
      {
        currency: 'IDR',
        months: [month('2026-10', 400_000_00, 100_000_00), month('2026-11', 600_000_00, 50_000_00)],
      },
    ],
    receivables: [
      {
        ...owed('IDR', 80_000_000, 4, 30_000_000, 2),
        invoices_due: 50_000_000,
        credits: 30_000_000,
      },
    ],
    payables: [owed('IDR', 25_000_000, 1, 25_000_000, 1)],
    position: [
      {
        currency: 'IDR',
        cash: 125_000_000,
        receivables: 80_000_000,
        payables: 25_000_000,
        tax_owed: 0,
        net: 180_000_000,
      },
    ],
    overdue_invoices: [{ currency: 'IDR', count: 2, amount: 30_000_000 }],
    recent: [ENTRY as Dashboard['recent'] extends (infer T)[] | null ? T : never],
    due_soon: [
      {
        kind: 'invoice',
        id: '33333333-3333-4333-8333-333333333333',
        number: 'INV-0042',
        contact_name: 'Kantin SDN 3',
        due_date: '2026-11-21',
        currency: 'IDR',
        amount_due: 1_650_000_00,
      },
      {
        kind: 'debt',
        id: '44444444-4444-4444-8444-444444444444',
        number: null,
        contact_name: 'UD Sumber Rezeki',
        due_date: '2026-11-27',
        currency: 'IDR',
        amount_due: 3_500_000_00,
      },
    ],
    progress: { cashbook: true, transaction: true, payment: false, sale: true, team: false },
    ...over,
  };
}

test('the page renders every card from one answer, each linking to its page', async () => {
  api.on('GET /v1/dashboard/', { body: { success: true, data: answer() } });
  renderRoutes(routes, '/dashboard');

  const cash = await screen.findByTestId('cash-card');
  expect(plain(within(cash).getByTestId('cash-IDR').textContent)).toBe('IDR 1,250,000');
  expect(within(cash).getByRole('link', { name: 'See balance' }).getAttribute('href')).toBe(
    '/apps/balance',
  );

  const month = screen.getByTestId('month-card');
  expect(within(month).getByText('up 50% on last month')).toBeTruthy();
  expect(within(month).getByText('down 50% on last month')).toBeTruthy();
  expect(within(month).getByRole('link', { name: 'See transactions' }).getAttribute('href')).toBe(
    '/apps/transactions?from=2026-11-01&to=2026-11-21',
  );

  const receivables = screen.getByTestId('receivables-card');
  expect(plain(within(receivables).getByTestId('receivable-IDR').textContent)).toContain(
    'IDR 800,000',
  );
  const payables = screen.getByTestId('payables-card');
  expect(within(payables).getByRole('link', { name: 'Debts' }).getAttribute('href')).toBe(
    '/apps/debtcredit?tab=payable',
  );
  expect(plain(within(payables).getByTestId('net-IDR').textContent)).toBe('IDR 1,800,000');

  const overdue = screen.getByTestId('overdue-card');
  expect(within(overdue).getByText('2 unpaid invoices past their due date')).toBeTruthy();
  expect(within(overdue).getByRole('link', { name: 'See invoices' }).getAttribute('href')).toBe(
    '/apps/invoice?overdue=true',
  );

  const recent = screen.getByTestId('recent-card');
  expect(
    within(recent)
      .getByRole('link', { name: /Token listrik/ })
      .getAttribute('href'),
  ).toBe(`/apps/transactions/${ENTRY.id}`);
  const due = screen.getByTestId('due-soon-card');
  expect(
    within(due)
      .getByRole('link', { name: /Kantin SDN 3/ })
      .getAttribute('href'),
  ).toBe('/apps/invoice/33333333-3333-4333-8333-333333333333');
  expect(within(due).getByText('Invoice INV-0042 · Today')).toBeTruthy();
  expect(
    within(due)
      .getByRole('link', { name: /UD Sumber Rezeki/ })
      .getAttribute('href'),
  ).toBe('/apps/debtcredit/debt/44444444-4444-4444-8444-444444444444');

  // What this member may record: money and kasbon, not invoices.
  const quick = screen.getByTestId('quick-actions');
  expect(within(quick).getByRole('link', { name: 'Money out' }).getAttribute('href')).toBe(
    '/apps/cashbook/transactions/create?direction=out',
  );
  expect(within(quick).getByRole('link', { name: 'Kasbon' }).getAttribute('href')).toBe(
    '/apps/debtcredit/credit/create',
  );
  expect(within(quick).queryByRole('link', { name: 'New invoice' })).toBeNull();
  expect(screen.getByTestId('cash-flow-card')).toBeTruthy();
  // The checklist reads the same answer: both ledger steps are done.
  expect(
    within(screen.getByTestId('step-cashbook')).getByRole('img', { name: 'Done' }),
  ).toBeTruthy();

  // One request for the whole dashboard; the server decides what today is for the business.
  const asked = api.requests.filter(
    (request) => request.path.startsWith('/api/v1/') && !request.path.startsWith('/api/v1/auth/'),
  );
  expect(asked.map((request) => `${request.path}${new URL(request.url).search}`)).toEqual([
    '/api/v1/dashboard/',
  ]);
});

test('cards the caller may not see are left out, and a viewer is offered nothing to record', async () => {
  api = await startSession(['cashbook.view', 'transaction.view']);
  api.on('GET /v1/dashboard/', {
    body: {
      success: true,
      data: answer({
        receivables: null,
        payables: null,
        position: null,
        overdue_invoices: null,
        due_soon: null,
      }),
    },
  });
  renderRoutes(routes, '/dashboard');
  await screen.findByTestId('cash-card');
  expect(screen.queryByTestId('receivables-card')).toBeNull();
  expect(screen.queryByTestId('payables-card')).toBeNull();
  expect(screen.queryByTestId('overdue-card')).toBeNull();
  expect(screen.queryByTestId('due-soon-card')).toBeNull();
  expect(screen.getByTestId('recent-card')).toBeTruthy();
  expect(screen.queryByTestId('quick-actions')).toBeNull();
});

test('a new business sees empty cards and the checklist still to do', async () => {
  api.on('GET /v1/dashboard/', {
    body: {
      success: true,
      data: answer({
        cash: { totals: [], book_count: 0 },
        recent: [],
        due_soon: [],
        receivables: [],
        payables: [],
        position: [],
        overdue_invoices: [],
        progress: { cashbook: false, transaction: false, payment: false, sale: false, team: false },
      }),
    },
  });
  renderRoutes(routes, '/dashboard');
  const cash = await screen.findByTestId('cash-card');
  expect(within(cash).getByRole('link', { name: 'Create cash book' })).toBeTruthy();
  expect(screen.getByText('Nobody owes you anything right now.')).toBeTruthy();
  expect(screen.getByText('No invoice is late. Well done!')).toBeTruthy();
  expect(screen.getByText('No transactions yet.')).toBeTruthy();
  expect(
    within(screen.getByTestId('step-transaction')).getByRole('img', { name: 'To do' }),
  ).toBeTruthy();
});
