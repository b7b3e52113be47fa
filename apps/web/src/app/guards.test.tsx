import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { authStore } from '../lib/auth-store';
import { makeUser } from '../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../test/render';
import { resetBrowserState } from '../test/reset';
import { AuthGuard, GuestGuard } from './guards';

const routes = [
  {
    path: '/auth/login',
    element: <GuestGuard />,
    children: [{ index: true, element: <p>login form</p> }],
  },
  { element: <AuthGuard />, children: [{ path: '/dashboard', element: <p>dashboard</p> }] },
];

beforeAll(setupI18n);
beforeEach(resetBrowserState);

describe('auth guard', () => {
  test('sends a logged-out user to /auth/login with the original path and search', async () => {
    const { router } = renderRoutes(routes, '/dashboard?tab=kas');
    await screen.findByText('login form');
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fdashboard%3Ftab%3Dkas');
  });

  test('lets a logged-in user through', async () => {
    authStore.setSession('tok', makeUser(), false);
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  test('a logout while on the page sends the user to log in', async () => {
    authStore.setSession('tok', makeUser(), false);
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByText('dashboard');
    authStore.clear();
    await screen.findByText('login form');
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fdashboard');
  });
});

test('an explicit logout lands on /auth/login without a redirect back', async () => {
  authStore.setSession('tok', makeUser(), false);
  const { router } = renderRoutes(routes, '/dashboard');
  await screen.findByText('dashboard');
  authStore.signOut();
  await screen.findByText('login form');
  expect(currentPath(router)).toBe('/auth/login');
});

describe('guest guard', () => {
  test('sends a logged-in user to /dashboard', async () => {
    authStore.setSession('tok', makeUser(), false);
    const { router } = renderRoutes(routes, '/auth/login');
    await screen.findByText('dashboard');
    expect(currentPath(router)).toBe('/dashboard');
  });

  test('after login it honours ?redirect=', async () => {
    const { router } = renderRoutes(routes, '/auth/login?redirect=%2Fdashboard%3Ftab%3Dkas');
    await screen.findByText('login form');
    authStore.setSession('tok', makeUser(), false);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard?tab=kas'));
  });

  // Its own render: after a sign-out in the same router the guard's redirect back to the login
  // page could still be on its way and land after the next navigation (once, on a busy machine).
  test('after login it refuses a ?redirect= to another site', async () => {
    const { router } = renderRoutes(routes, '/auth/login?redirect=%2F%2Fevil.example');
    await screen.findByText('login form');
    authStore.setSession('tok', makeUser(), false);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  test('shows the page to a logged-out user', async () => {
    renderRoutes(routes, '/auth/login');
    expect(await screen.findByText('login form')).toBeTruthy();
  });
});
