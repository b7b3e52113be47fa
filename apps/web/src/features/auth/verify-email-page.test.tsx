import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PAGE = `/auth/verify-email?token=${TOKEN}`;
let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
});

const usedLink = {
  status: 400,
  body: errorBody('INVALID_VERIFICATION_TOKEN', 'This verification link is invalid'),
};

function signIn() {
  const user = makeUser({ email_verified: false });
  authStore.setSession('tok-1', user, false);
  const verified = { ...user, email_verified: true };
  api.on('GET /v1/auth/profile/', { body: { success: true, user: verified, message: 'ok' } });
}

test('posts the link’s token once, without a login, and sends a signed-out visitor to log in', async () => {
  api.on('POST /v1/auth/verify-email/', { body: { success: true, message: 'Verified' } });
  renderRoutes(routes, PAGE);
  expect(await screen.findByText('Email verified')).toBeTruthy();
  const calls = api.calls('POST /v1/auth/verify-email/');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toEqual({ token: TOKEN });
  expect(calls[0]?.headers['x-csrftoken']).toBe('csrf-1');
  expect(calls[0]?.headers.authorization).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');
});

test('a signed-in user goes on to the app, and the stored user learns the address is verified', async () => {
  signIn();
  api.on('POST /v1/auth/verify-email/', { body: { success: true, message: 'Verified' } });
  renderRoutes(routes, PAGE);
  const link = await screen.findByRole('link', { name: 'Go to the app' });
  expect(link.getAttribute('href')).toBe('/dashboard');
  await waitFor(() => expect(authStore.getState().user?.email_verified).toBe(true));
});

test('a used or expired link says so, and a signed-out visitor is asked to log in for a new one', async () => {
  api.on('POST /v1/auth/verify-email/', usedLink);
  renderRoutes(routes, PAGE);
  expect(
    await screen.findByText('This verification link is invalid, has expired or was already used.'),
  ).toBeTruthy();
  expect(screen.getByText('Log in to ask for a new link.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
});

test('a signed-in user with a used link sends a new one from the page', async () => {
  signIn();
  api.on('POST /v1/auth/verify-email/', usedLink);
  api.on('POST /v1/auth/verify-email/resend/', {
    body: { success: true, message: 'We sent a new verification link to sri@warung.id.' },
  });
  renderRoutes(routes, PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('We sent a new verification link to sri@warung.id.')).toBeTruthy();
  const [call] = api.calls('POST /v1/auth/verify-email/resend/');
  expect(call?.headers.authorization).toBe('Bearer tok-1');
});

test('too many new links: the wait is said, in the user’s language', async () => {
  await changeLanguage('id');
  signIn();
  api.on('POST /v1/auth/verify-email/', usedLink);
  api.on('POST /v1/auth/verify-email/resend/', {
    status: 429,
    body: errorBody('RATE_LIMITED', 'Too many'),
    headers: { 'Retry-After': '3000' },
  });
  renderRoutes(routes, PAGE);
  expect(
    await screen.findByText(
      'Tautan verifikasi ini tidak berlaku, sudah kedaluwarsa, atau sudah dipakai.',
    ),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Kirim tautan baru' }));
  expect(
    await screen.findByText('Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.'),
  ).toBeTruthy();
});

test('a link without its token asks to open the mail again and posts nothing', async () => {
  renderRoutes(routes, '/auth/verify-email');
  expect(
    await screen.findByText('This link is incomplete. Open the link from your email again.'),
  ).toBeTruthy();
  expect(api.calls('POST /v1/auth/verify-email/')).toHaveLength(0);
});
