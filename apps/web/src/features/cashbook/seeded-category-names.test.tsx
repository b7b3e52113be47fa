import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { CATEGORIES, startCashbookSession } from './test-fixtures';

let api: FakeApi;
const [sales, power] = CATEGORIES;
const SEEDED = [
  { ...sales, seed_key: 'sales' },
  { ...power, seed_key: 'utilities' },
  { ...power, id: '0b6f6a52-5a4e-4d0e-9a55-0000000000c9', name: 'Sewa gudang', seed_key: null },
];

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startCashbookSession(['category.manage']);
  api.on('GET /v1/categories/', {
    body: { success: true, data: SEEDED, meta: { next_cursor: null, has_more: false } },
  });
});
afterEach(() => i18next.changeLanguage('en'));

test('seeded categories read in the reader’s language, the owner’s own names as typed', async () => {
  renderRoutes(routes, '/apps/cashbook/categories');
  expect(await screen.findByText('Sales')).toBeTruthy();
  expect(screen.getByText('Electricity & water')).toBeTruthy();
  expect(screen.getByText('Sewa gudang')).toBeTruthy();
  expect(screen.queryByText('Penjualan')).toBeNull();
});

test('in Indonesian they read as seeded', async () => {
  await i18next.changeLanguage('id');
  renderRoutes(routes, '/apps/cashbook/categories');
  expect(await screen.findByText('Penjualan')).toBeTruthy();
  expect(screen.getByText('Listrik & air')).toBeTruthy();
  expect(screen.queryByText('Sales')).toBeNull();
});
