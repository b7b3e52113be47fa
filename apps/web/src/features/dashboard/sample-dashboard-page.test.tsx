import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { currentPath, plain, renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

test('a visitor sees the sample dashboard without logging in, and no authenticated API is asked', async () => {
  const { router } = renderRoutes(routes, '/apps/dashboard');

  expect(await screen.findByTestId('sample-banner')).toBeTruthy();
  expect(currentPath(router)).toBe('/apps/dashboard');
  expect(
    within(screen.getByTestId('sample-banner'))
      .getByRole('link', { name: 'Sign up free' })
      .getAttribute('href'),
  ).toBe('/auth/register');
  const cash = screen.getByTestId('cash-card');
  expect(plain(within(cash).getByTestId('cash-IDR').textContent)).toBe('IDR 18,745,500');
  for (const card of ['month-card', 'receivables-card', 'payables-card', 'overdue-card']) {
    expect(screen.getByTestId(card)).toBeTruthy();
  }
  expect(within(screen.getByTestId('recent-card')).getAllByRole('listitem')).toHaveLength(5);
  expect(within(screen.getByTestId('due-soon-card')).getAllByRole('listitem')).toHaveLength(5);
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');

  const asked = api.requests.filter((request) => request.path.startsWith('/api/'));
  expect(asked.map((request) => request.path)).toEqual([]);
});
