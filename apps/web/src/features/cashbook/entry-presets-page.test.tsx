import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cashbook } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { entryReturnPath, NEW_ENTRY_PATH, newEntryPath } from '../../lib/entry-presets';
import { renderRoutes, setupI18n } from '../../test/render';
import { BOOK, startCashbookSession } from './test-fixtures';

beforeAll(setupI18n);
beforeEach(async () => {
  await startCashbookSession();
});

test('the new-entry page starts from the amount, description and direction in its address', async () => {
  const path = newEntryPath({
    cashbookId: BOOK.id,
    direction: 'out',
    amount: 250_000_00,
    description: 'PPh Final 0,5% Oktober 2026',
  });
  renderRoutes(routes, path);
  const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
  expect(amount.value).toBe('250,000');
  expect((screen.getByLabelText(/^Description/) as HTMLInputElement).value).toBe(
    'PPh Final 0,5% Oktober 2026',
  );
  // Money out: only the expense categories are offered.
  expect(screen.queryByRole('checkbox', { name: /Penjualan/ })).toBeNull();
  expect(screen.getByRole('checkbox', { name: /Listrik & air/ })).toBeTruthy();
});

test('a book made from the empty new-entry page brings the owner back to it, chosen, with the presets', async () => {
  const api = await startCashbookSession();
  const made: Cashbook = { ...BOOK, id: '0b6f6a52-5a4e-4d0e-9a55-000000000009', name: 'Kas Laci' };
  let books: Cashbook[] = [];
  const list = () => ({
    body: { success: true, data: books, meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  api.on('GET /v1/cashbooks/', list);
  api.on('POST /v1/cashbooks/', () => {
    books = [made];
    return { status: 201, body: { success: true, data: made } };
  });
  api.on(`GET /v1/cashbooks/${made.id}/`, { body: { success: true, data: made } });
  const user = userEvent.setup();
  renderRoutes(
    routes,
    newEntryPath({ direction: 'in', amount: 75_000_00, description: 'Jual es' }),
  );

  await user.click(await screen.findByRole('link', { name: 'Create cash book' }));
  await user.type(await screen.findByLabelText(/^Book name/), 'Kas Laci');
  await user.click(screen.getByRole('button', { name: 'Create cash book' }));

  const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
  expect(amount.value).toBe('75,000');
  expect((screen.getByLabelText(/^Description/) as HTMLInputElement).value).toBe('Jual es');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Record money in/out');
  // The new book is the one chosen: the entry is saved into it.
  api.on('POST /v1/entries/', { status: 201, body: { success: false } });
  await user.click(screen.getAllByRole('button', { name: /^Save/ })[0] as HTMLElement);
  const sent = api.requests.find((request) => request.path === '/api/v1/entries/');
  expect(sent?.body).toMatchObject({ cashbook_id: made.id, amount: 75_000_00 });
});

test('a return address other than the new-entry page is not followed', () => {
  expect(entryReturnPath('//evil.example/apps/cashbook/transactions/create', 'b1')).toBeNull();
  expect(entryReturnPath('/apps/cashbook/b1', 'b1')).toBeNull();
  expect(entryReturnPath(`${NEW_ENTRY_PATH}?amount=5&direction=out`, 'b1')).toBe(
    `${NEW_ENTRY_PATH}?cashbook=b1&direction=out&amount=5`,
  );
});
