import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { uuid } from '../../test/directory-fixtures';
import type { FakeApi } from '../../test/fake-api';
import { listItem, listPage } from '../../test/invoice-fixtures';
import { currentPath, plain, renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

const UNPAID = listItem();
const LATE = listItem({
  id: uuid(502),
  number: 'INV/2026/0002',
  customer_name: 'CV Sari Jaya',
  payment_status: 'partial',
  overdue: true,
  paid: 100_000_00,
  amount_due: 1_010_000_00,
});
const PAID = listItem({
  id: uuid(503),
  number: 'INV/2026/0003',
  customer_name: 'Pak Harto',
  payment_status: 'paid',
  paid: 1_110_000_00,
  amount_due: 0,
});
const TOTALS = [
  { currency: 'IDR', total: 3_330_000_00, paid: 1_210_000_00, amount_due: 2_120_000_00, count: 3 },
  { currency: 'USD', total: 120_00, paid: 0, amount_due: 120_00, count: 1 },
];

let api: FakeApi;

function asked(index = -1): Record<string, string> {
  const call = api.calls('GET /v1/invoices/').at(index);
  return Object.fromEntries(new URL(call?.url ?? 'https://x/').searchParams);
}

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['invoice.view', 'invoice.manage', 'contact.view']);
  api.on('GET /v1/contacts/search/', { body: { success: true, data: [] } });
});

test('the list asks for what the URL says; the status chips and "load more" ask again', async () => {
  stubScreen('desktop');
  api.on('GET /v1/invoices/', (request) =>
    new URL(request.url).searchParams.get('cursor') === 'c2'
      ? listPage([PAID])
      : listPage([UNPAID, LATE], { next: 'c2', totals: TOTALS }),
  );
  const { router } = renderRoutes(
    routes,
    '/apps/invoice?status=sent&payment_status=partial&overdue=false&q=ratna&from=2026-13-01&x=1',
  );
  expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeTruthy();
  expect(await screen.findAllByTestId('invoice-row')).toHaveLength(2);
  // What the URL holds goes to the API under its names; a date that is none is dropped.
  expect(asked()).toEqual({
    status: 'sent',
    payment_status: 'partial',
    overdue: 'false',
    q: 'ratna',
    limit: '50',
  });
  expect(screen.getByRole('button', { name: 'Partly paid' }).getAttribute('aria-pressed')).toBe(
    'true',
  );

  // A row: its number links to the invoice, its state is a word, money is formatted.
  const late = screen.getAllByTestId('invoice-row')[1] as HTMLElement;
  expect(within(late).getByRole('link', { name: 'INV/2026/0002' }).getAttribute('href')).toBe(
    `/apps/invoice/${LATE.id}`,
  );
  expect(
    within(late).getByText('Overdue').closest('[data-status]')?.getAttribute('data-status'),
  ).toBe('overdue');
  expect(plain(within(late).getByText(/1,010,000/).textContent)).toBe('IDR 1,010,000');

  // The totals are the whole filter's, one block per currency, never added together.
  const idr = screen.getByTestId('totals-IDR');
  expect(plain(within(idr).getByTestId('total-amount_due').textContent)).toBe('IDR 2,120,000');
  expect(within(idr).getByText('3 invoices')).toBeTruthy();
  expect(
    plain(within(screen.getByTestId('totals-USD')).getByTestId('total-total').textContent),
  ).toBe('$120.00');

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(3));
  expect(asked().cursor).toBe('c2');

  // "Overdue" sets its own three fields, and keeps the search.
  fireEvent.click(screen.getByRole('button', { name: 'Overdue' }));
  await waitFor(() =>
    expect(currentPath(router)).toBe('/apps/invoice?status=sent&overdue=true&q=ratna'),
  );
  await waitFor(() =>
    expect(asked()).toEqual({ status: 'sent', overdue: 'true', q: 'ratna', limit: '50' }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'All' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/invoice?q=ratna'));
});

test('on a phone each invoice is a card: customer, number, amount due and its colour', async () => {
  stubScreen('phone');
  api.on('GET /v1/invoices/', listPage([UNPAID, LATE, PAID], { totals: TOTALS }));
  renderRoutes(routes, '/apps/invoice');
  const cards = await screen.findAllByTestId('invoice-card');
  expect(cards).toHaveLength(3);
  expect(screen.queryAllByTestId('invoice-row')).toHaveLength(0);
  const late = cards[1] as HTMLElement;
  expect(within(late).getByText('CV Sari Jaya')).toBeTruthy();
  expect(within(late).getByText('INV/2026/0002')).toBeTruthy();
  expect(plain(within(late).getByTestId('card-amount').textContent)).toBe('IDR 1,010,000');
  expect(late.style.borderLeft).toContain('var(--mantine-color-red-6)');
  expect(within(late).getByRole('link').getAttribute('href')).toBe(`/apps/invoice/${LATE.id}`);
  // A paid invoice shows what it came to, in green.
  const paid = cards[2] as HTMLElement;
  expect(plain(within(paid).getByTestId('card-amount').textContent)).toBe('IDR 1,110,000');
  expect(paid.style.borderLeft).toContain('var(--mantine-color-teal-6)');
  // The customer and dates fold away on a phone until asked for.
  expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe(
    'false',
  );
});

test('on a phone the totals are one line per currency, the rest a tap away, and the filters sit flat', async () => {
  stubScreen('phone');
  api.on('GET /v1/invoices/', listPage([UNPAID, LATE, PAID], { totals: TOTALS }));
  renderRoutes(routes, '/apps/invoice');
  await screen.findAllByTestId('invoice-card');
  // The page says what it is for only while it has nothing to show.
  expect(
    screen.queryByText(
      'What your customers owe you: send invoices, share a link, record what they pay.',
    ),
  ).toBeNull();
  const idr = screen.getByTestId('totals-IDR');
  expect(plain(idr.textContent)).toBe('IDR · 3 invoices · still due IDR 2,120,000');
  expect(plain(screen.getByTestId('totals-USD').textContent)).toBe(
    'USD · 1 invoice · still due $120.00',
  );
  const details = screen.getByRole('button', { name: 'Show totals in full' });
  expect(details.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(details);
  await waitFor(() => expect(details.getAttribute('aria-expanded')).toBe('true'));
  const full = screen.getByTestId('totals-full-IDR');
  expect(plain(within(full).getByTestId('total-total').textContent)).toBe('IDR 3,330,000');
  expect(plain(within(full).getByTestId('total-paid').textContent)).toBe('IDR 1,210,000');
  // No card's frame around the filters on a phone: the chips and the search are the page's own.
  expect(screen.getByRole('search').hasAttribute('data-with-border')).toBe(false);
});

test('the search reaches the URL and the API once typing pauses', async () => {
  stubScreen('desktop');
  api.on('GET /v1/invoices/', listPage([UNPAID], { totals: TOTALS }));
  const { router } = renderRoutes(routes, '/apps/invoice');
  await screen.findAllByTestId('invoice-row');
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'INV/2026' } });
  await waitFor(() => expect(currentPath(router)).toBe('/apps/invoice?q=INV%2F2026'));
  await waitFor(() => expect(asked().q).toBe('INV/2026'));
  expect(api.calls('GET /v1/invoices/')).toHaveLength(2);
});

test('an empty book invites the first invoice once; a filter that hides all offers to clear', async () => {
  stubScreen('desktop');
  api.on('GET /v1/invoices/', listPage([], { totals: [] }));
  const { router } = renderRoutes(routes, '/apps/invoice');
  expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
  const create = screen.getAllByRole('link', { name: 'New invoice' });
  expect(create).toHaveLength(1);
  expect(create[0]?.getAttribute('href')).toBe('/apps/invoice/create');

  // Nothing to filter or add up yet.
  expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  expect(screen.queryByText('Totals of these invoices')).toBeNull();

  await act(() => router.navigate('/apps/invoice?status=void'));
  expect(await screen.findByRole('heading', { name: 'No invoices match' })).toBeTruthy();
  expect(currentPath(router)).toBe('/apps/invoice?status=void');
  fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
  await waitFor(() => expect(currentPath(router)).toBe('/apps/invoice'));
});

test('someone who may only read invoices gets no button to make one', async () => {
  stubScreen('desktop');
  api = await startSession(['invoice.view']);
  api.on('GET /v1/invoices/', listPage([UNPAID], { totals: TOTALS }));
  renderRoutes(routes, '/apps/invoice');
  await screen.findAllByTestId('invoice-row');
  expect(screen.queryByRole('link', { name: 'New invoice' })).toBeNull();
});
