import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { changeLanguage } from '../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../test/render';
import { resetBrowserState } from '../test/reset';
import { AdminGuard } from './admin-guard';
import { AuthGuard, GuestGuard } from './guards';

const routes = [
  {
    path: '/auth/login',
    element: <GuestGuard />,
    children: [{ index: true, element: <p>login form</p> }],
  },
  { element: <AuthGuard />, children: [{ path: '/dashboard', element: <p>dashboard</p> }] },
  { element: <AdminGuard />, children: [{ path: '/admin', element: <p>admin area</p> }] },
];

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('id');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

const profile = (roles: string[]) => ({
  body: { success: true, user: makeUser({ roles }), message: 'ok' },
});

describe('admin guard', () => {
  test('a platform admin (superadmin or staff) gets in without asking the server', async () => {
    authStore.setSession('tok', makeUser({ roles: ['owner', 'staff'] }), false);
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('admin area')).toBeTruthy();
    expect(api.calls('GET /v1/auth/profile/')).toHaveLength(0);
  });

  test('a session from before `admin:grant` is let in once the server says the role is there', async () => {
    authStore.setSession('tok', makeUser({ roles: ['owner'] }), false);
    api.on('GET /v1/auth/profile/', profile(['owner', 'superadmin']));
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('admin area')).toBeTruthy();
    expect(authStore.getState().user?.roles).toContain('superadmin');
  });

  test('a business owner is not an admin: told why, with the way to the dashboard', async () => {
    authStore.setSession('tok', makeUser({ roles: ['owner'] }), false);
    api.on('GET /v1/auth/profile/', profile(['owner']));
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Khusus staf Usaha' })).toBeTruthy();
    expect(screen.queryByText('admin area')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ke dasbor' }).getAttribute('href')).toBe('/dashboard');
    expect(currentPath(router)).toBe('/admin');
  });

  test('a logged-out visitor is sent to log in', async () => {
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByText('login form');
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fadmin');
  });
});
