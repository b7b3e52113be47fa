import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import {
  BUDI,
  debt,
  debtPage,
  figures,
  position,
  summaryItem,
  summaryPage,
  TOKO_MAJU,
} from '../../test/debt-fixtures';
import { ok } from '../../test/invoice-fixtures';
import { currentPath, plain, renderRoutes } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { actAs, debtSession, VIEWER } from './debtcredit-test-session';

const api = debtSession();

const LATE = summaryItem({
  contact_id: TOKO_MAJU,
  contact_name: 'Toko Maju',
  credits: 80_000_00,
  receivable: 80_000_00,
  payable: 30_000_00,
  net: 50_000_00,
  overdue_receivable: 80_000_00,
  next_due_date: '2026-11-01',
});
const TOTALS = [
  figures({
    receivable: 180_000_00,
    payable: 30_000_00,
    net: 150_000_00,
    overdue_receivable: 80_000_00,
  }),
  figures({ currency: 'USD', payable: 120_00, net: -120_00 }),
];

function asked(route: string, index = -1): Record<string, string> {
  const call = api().calls(route).at(index);
  return Object.fromEntries(new URL(call?.url ?? 'https://x/').searchParams);
}

test('Piutang lists contacts overdue first with the totals on top; search and the Hutang tab ask again', async () => {
  stubScreen('desktop');
  api().on('GET /v1/debts/summary/', (request) => {
    const query = new URL(request.url).searchParams;
    if (query.get('side') === 'payable') return summaryPage([], { totals: TOTALS });
    if (query.get('q')) return summaryPage([LATE], { totals: TOTALS });
    return summaryPage([LATE, summaryItem()], { totals: TOTALS });
  });
  const { router } = renderRoutes(routes, '/apps/debtcredit');
  expect(await screen.findByRole('heading', { name: 'Debts and credits', level: 1 })).toBeTruthy();
  const rows = await screen.findAllByTestId('summary-row');
  expect(rows).toHaveLength(2);
  expect(asked('GET /v1/debts/summary/')).toEqual({
    side: 'receivable',
    overdue_first: 'true',
    limit: '50',
  });
  expect(screen.getByRole('tab', { name: 'Owed to me' }).getAttribute('aria-selected')).toBe(
    'true',
  );

  // The business's totals, one block per currency, never added together.
  const idr = screen.getByTestId('totals-IDR');
  expect(plain(within(idr).getByTestId('total-receivable').textContent)).toBe('IDR 180,000');
  expect(plain(within(idr).getByTestId('total-net').textContent)).toBe('IDR 150,000');
  expect(within(idr).getByText('Overdue, owed to you: IDR 80,000')).toBeTruthy();
  expect(plain(within(screen.getByTestId('totals-USD')).getByTestId('total-net').textContent)).toBe(
    '\u2212$120.00',
  );

  // A row: what they owe, the net when they are owed something back, overdue or the next date.
  const late = rows[0] as HTMLElement;
  expect(within(late).getByText('Toko Maju')).toBeTruthy();
  expect(plain(within(late).getByTestId('summary-amount').textContent)).toBe('IDR 80,000');
  expect(plain(within(late).getByTestId('summary-net').textContent)).toBe('Net IDR 50,000');
  expect(within(late).getByText('Overdue')).toBeTruthy();
  const budi = rows[1] as HTMLElement;
  expect(within(budi).getByText('Due Nov 30, 2026')).toBeTruthy();
  expect(within(budi).queryByTestId('summary-net')).toBeNull();
  expect(within(budi).getByRole('link').getAttribute('href')).toBe(
    `/apps/debtcredit?contact=${BUDI}`,
  );

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search a contact' }), {
    target: { value: 'maju' },
  });
  await waitFor(() => expect(currentPath(router)).toBe('/apps/debtcredit?q=maju'));
  await waitFor(() => expect(asked('GET /v1/debts/summary/').q).toBe('maju'));
  await waitFor(() => expect(screen.getAllByTestId('summary-row')).toHaveLength(1));

  fireEvent.click(screen.getByRole('tab', { name: 'I owe' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/debtcredit?tab=payable&q=maju'));
  await waitFor(() => expect(asked('GET /v1/debts/summary/').side).toBe('payable'));
  expect(await screen.findByText('No contact matches')).toBeTruthy();
});

test('an empty tab explains what piutang and hutang are; a viewer gets no "+"', async () => {
  stubScreen('phone');
  actAs(api(), VIEWER);
  api().on('GET /v1/debts/summary/', summaryPage([], { totals: [] }));
  const { router } = renderRoutes(routes, '/apps/debtcredit?tab=payable');
  expect(await screen.findByText('You owe nobody anything')).toBeTruthy();
  expect(screen.getByText(/money your business owes someone/)).toBeTruthy();
  // Totals of nothing and a search of nothing are left out.
  expect(screen.queryByTestId('totals-IDR')).toBeNull();
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Record a debt or credit' })).toBeNull();

  fireEvent.click(screen.getByRole('tab', { name: 'Owed to me' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/debtcredit'));
  expect(await screen.findByText('Nobody owes you anything')).toBeTruthy();
  expect(screen.getByText(/a customer's tab \(kasbon\)/)).toBeTruthy();
});

test("a contact's row opens their records with where they stand; 'All' adds the paid ones", async () => {
  stubScreen('phone');
  api().on(
    `GET /v1/contacts/${BUDI}/position/`,
    ok(
      position([
        figures({
          credits: 100_000_00,
          invoices_due: 300_000_00,
          receivable: 400_000_00,
          net: 400_000_00,
        }),
      ]),
    ),
  );
  api().on('GET /v1/debts/', (request) =>
    new URL(request.url).searchParams.get('status') === 'open'
      ? debtPage([debt()])
      : debtPage([
          debt(),
          debt({
            id: debt().id.replace(/1501$/, '1502'),
            status: 'paid',
            paid: 20_000_00,
            amount: 20_000_00,
            remaining: 0,
            description: 'Rokok',
          }),
        ]),
  );
  const { router } = renderRoutes(routes, `/apps/debtcredit?contact=${BUDI}`);
  expect(await screen.findByRole('heading', { name: 'Budi Santoso', level: 2 })).toBeTruthy();
  expect(plain((await screen.findByTestId('position-net')).textContent)).toBe('IDR 400,000');
  expect(screen.getByText('Budi Santoso owes you')).toBeTruthy();
  expect(plain(screen.getByTestId('position-invoices_due').textContent)).toBe('IDR 300,000');
  const row = await screen.findByTestId('debt-row');
  expect(within(row).getByText('Beras dan gula')).toBeTruthy();
  expect(within(row).getByText('Partly paid')).toBeTruthy();
  expect(within(row).getByRole('link').getAttribute('href')).toBe(
    `/apps/debtcredit/credit/${debt().id}`,
  );
  expect(asked('GET /v1/debts/')).toEqual({
    contact_id: BUDI,
    kind: 'credit',
    status: 'open',
    limit: '50',
  });

  fireEvent.click(screen.getByRole('radio', { name: 'All' }));
  await waitFor(() =>
    expect(currentPath(router)).toBe(`/apps/debtcredit?contact=${BUDI}&records=all`),
  );
  await waitFor(() => expect(screen.getAllByTestId('debt-row')).toHaveLength(2));
  expect(asked('GET /v1/debts/')).toEqual({ contact_id: BUDI, kind: 'credit', limit: '50' });

  fireEvent.click(screen.getByRole('link', { name: 'All contacts' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/debtcredit'));
});
