import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitationPreview } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const URL_PATH = `/auth/invitation?token=${TOKEN}`;
const PREVIEW: InvitationPreview = {
  business_name: 'Warung Bu Sri',
  role: 'cashier',
  email: 'budi@warung.id',
  invited_by_name: 'Sri Wahyuni',
  expires_at: '2026-12-01T03:00:00.000Z',
  has_account: false,
};

const budi = makeUser({
  id: 'u_2',
  username: 'budi',
  email: 'Budi@Warung.id',
  full_name: 'Budi Santoso',
  permissions: ['cashbook.view', 'transaction.create'],
  business: {
    id: 'b_1',
    name: 'Warung Bu Sri',
    currency: 'IDR',
    timezone: 'Asia/Jakarta',
    role: 'cashier',
  },
});

let api: FakeApi;

function preview(overrides: Partial<InvitationPreview> = {}) {
  api.on(`GET /v1/invitations/${TOKEN}/`, {
    body: { success: true, data: { ...PREVIEW, ...overrides } },
  });
}

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
  api.on('GET /v1/auth/profile/', { body: { success: true, user: budi, message: 'ok' } });
});

test('an unknown, used or expired link says so and leads home', async () => {
  api.on(`GET /v1/invitations/${TOKEN}/`, {
    status: 400,
    body: errorBody('INVITATION_INVALID', 'Invalid invitation'),
  });
  renderRoutes(routes, URL_PATH);

  expect(
    await screen.findByText('This invitation is invalid, has expired or was already used.'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
});

test('signed in with the invited address: accept joins and opens the dashboard', async () => {
  preview({ has_account: true });
  authStore.setSession('tok-1', { ...budi, business: null }, false);
  api.on(`POST /v1/invitations/${TOKEN}/accept/`, {
    body: { success: true, access: 'tok-2', user: budi, message: 'Joined' },
  });
  const { router } = renderRoutes(routes, URL_PATH);

  expect(
    await screen.findByText('Sri Wahyuni invites you to join Warung Bu Sri as Cashier.'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
  await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  expect(authStore.getState().token).toBe('tok-2');
  expect(authStore.getState().user?.business?.role).toBe('cashier');
  expect(api.calls(`POST /v1/invitations/${TOKEN}/accept/`)[0]?.headers.authorization).toBe(
    'Bearer tok-1',
  );
});

test('signed in as someone else: it explains and offers to log out first', async () => {
  preview({ has_account: true });
  authStore.setSession('tok-1', makeUser(), false);
  api.on('POST /v1/auth/logout/', { body: { success: true, message: 'ok' } });
  const { router } = renderRoutes(routes, URL_PATH);

  expect(
    await screen.findByText(
      /This invitation is for budi@warung.id, but you are logged in as sri@warung.id/,
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

  // Signed out, back on the link: the invited address has an account, so: log in to accept.
  const login = await screen.findByRole('link', { name: 'Log in to accept' });
  expect(currentPath(router)).toBe(URL_PATH);
  expect(authStore.getState().token).toBeNull();
  expect(login.getAttribute('href')).toBe(`/auth/login?redirect=${encodeURIComponent(URL_PATH)}`);
});

test('no account yet: registering through the link logs in and opens the dashboard', async () => {
  preview();
  api.on(`POST /v1/invitations/${TOKEN}/register/`, {
    status: 201,
    body: { success: true, access: 'tok-3', user: budi, message: 'Welcome' },
  });
  const { router } = renderRoutes(routes, URL_PATH);

  const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
  expect(email.value).toBe('budi@warung.id');
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Budi Santoso' } });
  expect(screen.queryByLabelText(/^Username/)).toBeNull();
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Teh-Manis-77' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));

  await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  const sent = api.calls(`POST /v1/invitations/${TOKEN}/register/`)[0];
  expect(sent?.body).toEqual({
    full_name: 'Budi Santoso',
    password: 'Teh-Manis-77',
    remember_me: true,
    language: 'en',
  });
  expect(sent?.headers['x-csrftoken']).toBe('csrf-1');
  expect(authStore.getState()).toMatchObject({ token: 'tok-3', remember: true });
});

test('a refusal of the proposed username (two sign-ups at once) is said above the form', async () => {
  preview();
  api.on(`POST /v1/invitations/${TOKEN}/register/`, {
    status: 409,
    body: errorBody('USERNAME_TAKEN', 'Taken', { username: ['Taken'] }),
  });
  renderRoutes(routes, URL_PATH);

  fireEvent.change(await screen.findByLabelText(/^Full name/), { target: { value: 'Budi' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Teh-Manis-77' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
  expect(await screen.findByText('This username is already taken.')).toBeTruthy();
  expect(authStore.getState().token).toBeNull();
});
