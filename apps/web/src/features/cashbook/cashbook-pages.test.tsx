import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { businessToday } from '../../lib/business';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { BOOK, CATEGORIES, entry, startCashbookSession } from './test-fixtures';

let api: FakeApi;

/** Intl puts a no-break space between the currency and the number. */
function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s/g, ' ');
}

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startCashbookSession();
});

test('the new-entry form sends the amount in minor units with an Idempotency-Key, once per submission', async () => {
  const saved = entry({ direction: 'out', amount: 150_000_000, category_id: CATEGORIES[1]?.id });
  api.on(
    'POST /v1/entries/',
    { status: 503, body: errorBody('SERVICE_UNAVAILABLE', 'Try again') },
    { status: 201, body: { success: true, data: saved } },
  );
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  const { router } = renderRoutes(
    routes,
    `/apps/cashbook/transactions/create?cashbook=${BOOK.id}&direction=out`,
  );

  const amount = await screen.findByLabelText(/^Amount/);
  fireEvent.change(amount, { target: { value: '1500000' } });
  expect((amount as HTMLInputElement).value).toBe('1,500,000');
  // Only the expense categories are offered for money out.
  expect(screen.queryByRole('checkbox', { name: /Penjualan/ })).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: /Listrik & air/ }));
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Token listrik' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  // The first attempt fails; the message shows and the same submission is sent again.
  expect(await screen.findByText(/The service is unavailable/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/cashbook/${BOOK.id}`));

  const calls = api.calls('POST /v1/entries/');
  expect(calls).toHaveLength(2);
  expect(calls[0]?.body).toEqual({
    cashbook_id: BOOK.id,
    direction: 'out',
    amount: 150_000_000,
    date: businessToday('Asia/Jakarta'),
    category_id: CATEGORIES[1]?.id,
    contact_id: null,
    description: 'Token listrik',
    reference: null,
  });
  const key = calls[0]?.headers['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(calls[1]?.headers['idempotency-key']).toBe(key);
  expect(calls[1]?.headers.authorization).toBe('Bearer tok-1');
  expect(await screen.findByText('Entry saved: IDR 1,500,000.')).toBeTruthy();
});

test('the book page lists entries with their running balances and loads more by cursor', async () => {
  const firstPage = [
    entry({
      id: '0b6f6a52-5a4e-4d0e-9a55-0000000000e3',
      direction: 'out',
      amount: 25_000_000,
      date: '2026-11-21',
      category_id: CATEGORIES[1]?.id,
      description: 'Token listrik',
      running_balance: 125_000_000,
    }),
    entry({
      id: '0b6f6a52-5a4e-4d0e-9a55-0000000000e2',
      amount: 150_000_000,
      date: '2026-11-20',
      category_id: CATEGORIES[0]?.id,
      description: 'Jual beras',
      running_balance: 150_000_000,
      attachment_count: 1,
    }),
  ];
  const secondPage = [
    entry({
      id: '0b6f6a52-5a4e-4d0e-9a55-0000000000e1',
      direction: 'in',
      amount: 0 + 1,
      date: '2026-11-19',
      source: 'transfer',
      transfer_id: '0b6f6a52-5a4e-4d0e-9a55-0000000000f1',
      transfer_role: 'in',
      running_balance: 1,
    }),
  ];
  api.on(
    'GET /v1/entries/',
    {
      body: {
        success: true,
        data: firstPage,
        meta: {
          next_cursor: 'cursor-2',
          has_more: true,
          totals: [
            {
              currency: 'IDR',
              in: 150_000_000,
              out: 25_000_000,
              transfer_in: 1,
              transfer_out: 0,
              count: 3,
            },
          ],
        },
      },
    },
    {
      body: {
        success: true,
        data: secondPage,
        meta: { next_cursor: null, has_more: false, totals: null },
      },
    },
  );
  renderRoutes(routes, `/apps/cashbook/${BOOK.id}`);

  expect(await screen.findByRole('heading', { name: 'Kas Toko', level: 1 })).toBeTruthy();
  expect(text(screen.getByTestId('book-balance'))).toBe('IDR 1,250,000');
  const rows = await screen.findAllByTestId('entry-row');
  expect(rows).toHaveLength(2);
  const [newest, older] = rows;
  if (!newest || !older) throw new Error('two rows expected');
  expect(within(newest).getByText('Token listrik')).toBeTruthy();
  expect(within(newest).getByText('Listrik & air')).toBeTruthy();
  expect(text(within(newest).getByTestId('entry-amount'))).toBe('−IDR 250,000');
  expect(text(within(newest).getByTestId('running-balance'))).toBe('Balance IDR 1,250,000');
  expect(text(within(older).getByTestId('entry-amount'))).toBe('+IDR 1,500,000');
  expect(text(within(older).getByTestId('running-balance'))).toBe('Balance IDR 1,500,000');
  expect(within(older).getByText('Attachments: 1')).toBeTruthy();
  expect(newest.getAttribute('href')).toBe(
    '/apps/transactions/0b6f6a52-5a4e-4d0e-9a55-0000000000e3',
  );
  // A day heading per date, newest first.
  expect(screen.getByRole('heading', { name: 'Saturday, November 21, 2026' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('entry-row')).toHaveLength(3));
  const transferLeg = screen.getAllByTestId('entry-row')[2];
  expect(transferLeg?.getAttribute('href')).toBe(
    '/apps/cashbook/transfers?edit=0b6f6a52-5a4e-4d0e-9a55-0000000000f1',
  );
  expect(within(transferLeg as HTMLElement).getAllByText('Transfer in').length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  const calls = api.calls('GET /v1/entries/').map((call) => new URL(call.url).searchParams);
  expect(calls[0]?.get('cashbook_id')).toBe(BOOK.id);
  expect(calls[0]?.get('cursor')).toBeNull();
  expect(calls[1]?.get('cursor')).toBe('cursor-2');
  expect(calls[1]?.get('cashbook_id')).toBe(BOOK.id);
  // Quick buttons preselect the book and the direction.
  const moneyOut = screen.getByRole('link', { name: 'Money out' });
  expect(moneyOut.getAttribute('href')).toBe(
    `/apps/cashbook/transactions/create?cashbook=${BOOK.id}&direction=out`,
  );
});

test('deleting a book that has entries offers to archive it instead (422 CASHBOOK_HAS_ENTRIES)', async () => {
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  api.on(`DELETE /v1/cashbooks/${BOOK.id}/`, {
    status: 422,
    body: errorBody('CASHBOOK_HAS_ENTRIES', 'This cash book has entries'),
  });
  renderRoutes(routes, `/apps/cashbook/${BOOK.id}`);

  fireEvent.click(await screen.findByRole('button', { name: 'Actions for this book' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete book' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete book' }));

  expect(
    await within(dialog).findByText(/This book has entries, so it cannot be deleted/),
  ).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Archive' })).toBeTruthy();
});
