import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, plain, renderRoutes } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { BOOK, entry, SALES, setupTransactionsI18n } from './test-fixtures';

let api: FakeApi;
const user = makeUser({
  permissions: [
    'cashbook.view',
    'transaction.view',
    'transaction.update',
    'transaction.delete',
    'transaction.import',
    'transaction.export',
  ],
});

beforeAll(setupTransactionsI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  authStore.setSession('tok', user, false);
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
  api.on('GET /v1/cashbooks/', {
    body: { success: true, data: [BOOK], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  api.on('GET /v1/categories/', {
    body: { success: true, data: [SALES], meta: { next_cursor: null, has_more: false } },
  });
  api.on('GET /v1/imports/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false } },
  });
  api.on('GET /v1/entries/', {
    body: {
      success: true,
      data: [entry()],
      meta: {
        next_cursor: null,
        has_more: false,
        totals: [
          { currency: 'IDR', in: 250_000_00, out: 0, transfer_in: 0, transfer_out: 0, count: 1 },
        ],
      },
    },
  });
});

test('the filters in the URL are the filters the list asks for, and its totals are shown', async () => {
  const { router } = renderRoutes(
    routes,
    `/apps/transactions?from=2026-10-01&to=2026-10-31&category_id=${SALES.id}&direction=in`,
  );
  expect(await screen.findByRole('heading', { name: 'Transactions', level: 1 })).toBeTruthy();
  expect(plain((await screen.findByTestId('total-in')).textContent)).toBe('IDR 250,000');
  const asked = new URL(api.calls('GET /v1/entries/')[0]?.url ?? '');
  expect(Object.fromEntries(asked.searchParams)).toEqual({
    limit: '50',
    from: '2026-10-01',
    to: '2026-10-31',
    category_id: SALES.id,
    direction: 'in',
  });
  expect(await screen.findByRole('link', { name: 'Bu Ratna bayar' })).toBeTruthy();

  // "All dates" drops the range from the URL, and the list asks again without it.
  fireEvent.click(screen.getByRole('button', { name: 'All dates' }));
  expect(currentPath(router)).toBe(`/apps/transactions?category_id=${SALES.id}&direction=in`);
  await vi.waitFor(() => expect(api.calls('GET /v1/entries/')).toHaveLength(2));
  const again = new URL(api.calls('GET /v1/entries/')[1]?.url ?? '');
  expect(again.searchParams.has('from')).toBe(false);
});

test('the search box waits for a pause in typing before it changes the URL', async () => {
  const { router } = renderRoutes(routes, '/apps/transactions');
  const search = await screen.findByRole('searchbox', { name: 'Search' });
  fireEvent.change(search, { target: { value: 'beras' } });
  expect(currentPath(router)).toBe('/apps/transactions');
  await vi.waitFor(() => expect(currentPath(router)).toBe('/apps/transactions?q=beras'));
});
