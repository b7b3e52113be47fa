import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { checkForNewBuild } from '../lib/build-check';
import { changeLanguage } from '../lib/i18n';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../test/render';
import { resetBrowserState } from '../test/reset';
import { adminBranch } from './admin-routes';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { lazyPage } from './lazy-route';
import { APPS_LAYOUT_ID, createRouteDiscovery } from './route-discovery';
import { watchNavigations } from './router';
import { routes } from './routes';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  // The user's saved choice wins over the profile language (Indonesian in makeUser).
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
});

/** SPEC.md §8's line and the same in Indonesian beneath it, in either UI language. */
async function expectNotFound(path: string) {
  expect(await screen.findByText(`Page Not Found: ${path}`)).toBeTruthy();
  expect(screen.getByText(`Halaman Tidak Ditemukan: ${path}`)).toBeTruthy();
}

function signIn() {
  const user = makeUser();
  authStore.setSession('tok', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
}

const appsNavigation = () => screen.queryAllByRole('navigation', { name: 'App navigation' });
const publicNavigation = () => screen.queryByRole('navigation', { name: 'Main navigation' });

test('a guest on an unknown path sees the 404 in both languages on the public layout', async () => {
  renderRoutes(routes, '/no-such-page');
  await expectNotFound('/no-such-page');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(publicNavigation()).toBeTruthy();
  expect(appsNavigation()).toHaveLength(0);
});

test('in Indonesian the 404 keeps both lines', async () => {
  await changeLanguage('id');
  renderRoutes(routes, '/tidak-ada');
  await expectNotFound('/tidak-ada');
  expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
});

test('a logged-in user on an unknown path sees the 404 inside the apps shell', async () => {
  signIn();
  renderRoutes(routes, '/tidak-ada');
  await expectNotFound('/tidak-ada');
  expect(appsNavigation().length).toBeGreaterThan(0);
  expect(publicNavigation()).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
    '/dashboard',
  );
});

test('a missing page under /apps/ shows the 404 inside the apps shell', async () => {
  signIn();
  renderRoutes(routes, '/apps/no-such-area');
  await expectNotFound('/apps/no-such-area');
  // The apps navigation is there; the public site's menu is not.
  expect(appsNavigation().length).toBeGreaterThan(0);
  expect(publicNavigation()).toBeNull();
});

test('a logged-out visit to /dashboard goes through login and back', async () => {
  const user = makeUser();
  api.on('POST /v1/auth/login/', { body: { success: true, access: 'tok', user, message: 'ok' } });
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
  const { router } = renderRoutes(routes, '/dashboard');

  const username = await screen.findByLabelText(/Username or email/);
  expect(currentPath(router)).toBe('/auth/login?redirect=%2Fdashboard');
  fireEvent.change(username, { target: { value: 'sri' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'rahasia-sekali' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'Welcome, Sri Wahyuni' })).toBeTruthy();
  expect(currentPath(router)).toBe('/dashboard');
  expect(screen.getAllByText('Warung Bu Sri').length).toBeGreaterThan(0);
});

test('an area under /apps/ joins the routes on first visit, behind the login guard', async () => {
  const { router } = renderRoutes(routes, '/apps/settings/password');
  expect(await screen.findByLabelText(/Username or email/)).toBeTruthy();
  expect(currentPath(router)).toBe('/auth/login?redirect=%2Fapps%2Fsettings%2Fpassword');
});

test('a wrong password shows the server message', async () => {
  api.on('POST /v1/auth/login/', {
    status: 401,
    body: errorBody('INVALID_CREDENTIALS', 'Invalid username or password'),
  });
  renderRoutes(routes, '/auth/login');
  fireEvent.change(await screen.findByLabelText(/Username or email/), { target: { value: 'sri' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'salah' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Invalid username or password')).toBeTruthy();
});

describe('errors', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  test('a render error shows the 500 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', errorElement: <RouteErrorBoundary />, element: <Broken /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
  });

  test('a route that cannot load sends the user to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = lazyPage(() => Promise.reject(new Error('module evaluation failed')), 'Page');
    const { router } = renderRoutes(
      [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/broken', lazy: failing },
          ],
        },
      ],
      '/',
    );
    await screen.findByText('home');
    await router.navigate('/broken');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(await screen.findByText('home')).toBeTruthy();
  });

  test('a chunk that fails to load reloads the page once per path per 10 seconds', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const chunkError = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(
      Promise.race([lazyPage(chunkError, 'Page')(), Promise.resolve('pending')]),
    ).resolves.toBe('pending');
    expect(assign).toHaveBeenCalledTimes(1);
    // Within 10 seconds the same path does not reload again: the error reaches the router.
    await expect(lazyPage(chunkError, 'Page')()).rejects.toThrow('The page could not be loaded');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

test('when the /apps route table cannot load: one guarded reload, then the user goes to /', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  const tree = () => [
    {
      errorElement: <RouteErrorBoundary />,
      children: [
        { path: '/', element: <p>home</p> },
        { id: APPS_LAYOUT_ID, path: '/apps', element: <Outlet />, children: [] },
      ],
    },
  ];
  const first = renderRoutes(tree(), '/', createRouteDiscovery({ apps: gone }));
  await screen.findByText('home');
  void first.router.navigate('/apps/cashbook');
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/apps/cashbook'));
  first.unmount();
  // The reloaded page fails again within 10 seconds: no second reload, the user lands on `/`.
  const second = renderRoutes(tree(), '/', createRouteDiscovery({ apps: gone }));
  await screen.findByText('home');
  await second.router.navigate('/apps/cashbook');
  await waitFor(() => expect(currentPath(second.router)).toBe('/'));
  expect(await screen.findByText('home')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Internal Server Error' })).toBeNull();
  expect(assign).toHaveBeenCalledTimes(1);
});

test('with a new build out, the next navigation is a full page load', async () => {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>home</p> },
      { path: '/faq', element: <p>faq</p> },
    ],
    '/',
  );
  watchNavigations(router);
  await screen.findByText('home');
  api.on('GET /builds/latest.json', { body: { id: 'another-build' } });
  await checkForNewBuild('test-build');
  await router.navigate('/faq');
  expect(assign).toHaveBeenCalledWith('/faq');
});

test('the admin layout and guard render an admin page (mounted by the admin issue)', async () => {
  authStore.setSession('tok', makeUser({ roles: ['superadmin'] }), false);
  renderRoutes([adminBranch([{ path: '/admin', element: <p>platform figures</p> }])], '/admin');
  expect(await screen.findByText('platform figures')).toBeTruthy();
  expect(screen.getByText('Admin')).toBeTruthy();
});
