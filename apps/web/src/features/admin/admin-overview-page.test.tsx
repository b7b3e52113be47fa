import { screen } from '@testing-library/react';
import type { AdminOverview } from '@usaha/shared';
import { beforeAll, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const OVERVIEW: AdminOverview = {
  businesses: 1204,
  users: 1530,
  active: { pro: 212, bisnis: 37 },
  trials: 96,
  past_due: 4,
  mrr: 212 * 49_000_00 + 37 * 12_416_67,
  currency: 'IDR',
  churned_this_month: 3,
  pending_manual_payments: 2,
  signups_per_week: Array.from({ length: 12 }, (_, index) => ({
    week: `2026-${String(9 + Math.floor(index / 4)).padStart(2, '0')}-${String(1 + (index % 4) * 7).padStart(2, '0')}`,
    count: 10 + index,
  })),
};

beforeAll(setupI18n);

test('staff see the platform figures and the sign-ups per week', async () => {
  const api = await startSession([]);
  const staff = makeUser({ roles: ['staff'] });
  authStore.setSession('tok-1', staff, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user: staff, message: 'ok' } });
  api.on('GET /v1/admin/overview/', { body: { success: true, data: OVERVIEW } });
  renderRoutes(routes, '/admin');
  expect(await screen.findByRole('heading', { name: 'Platform overview' })).toBeTruthy();
  const figures = await screen.findAllByTestId('admin-figure');
  expect(figures.map((figure) => figure.textContent)).toContain('Active Pro subscriptions212');
  expect(figures.map((figure) => figure.textContent)).toContain('Businesses1,204');
  expect(screen.getByRole('table', { name: 'Sign-ups per week' }).textContent).toContain('21');
});

test('a business owner is told the admin pages are for staff, with the way back to the app', async () => {
  await startSession(['billing.manage']);
  const { router } = renderRoutes(routes, '/admin');
  expect(await screen.findByRole('heading', { name: 'For Usaha staff only' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
    '/dashboard',
  );
  expect(currentPath(router)).toBe('/admin');
});
