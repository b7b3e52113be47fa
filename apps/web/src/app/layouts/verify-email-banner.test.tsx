import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp, signInAs } from '../../test/render-app';
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

const BANNER = 'Email verification';
const TEXT =
  'Verify your email address: we sent a link to sri@warung.id. Until then, invitations to your team wait.';

/** The owner, with the profile saying whether their address is verified. */
function signIn(overrides: Partial<AuthUser> = {}): AuthUser {
  const user = { ...signInAs(api, 'owner'), email_verified: false, ...overrides };
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
  return user;
}

async function openShell() {
  renderApp('/apps');
  await screen.findByRole('heading', { name: 'All areas' });
}

test('an unverified user sees the banner above the page', async () => {
  signIn();
  await openShell();
  const banner = screen.getByRole('region', { name: BANNER });
  expect(banner.textContent).toContain(TEXT);
  expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
});

test('no banner once the address is verified', async () => {
  signIn({ email_verified: true });
  await openShell();
  expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
});

test('"Send again" asks for a new link and says where it went', async () => {
  signIn();
  api.on('POST /v1/auth/verify-email/resend/', {
    body: { success: true, message: 'We sent a new verification link to sri@warung.id.' },
  });
  await openShell();
  fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText('We sent a new verification link to sri@warung.id.')).toBeTruthy();
  const [call] = api.calls('POST /v1/auth/verify-email/resend/');
  expect(call?.headers.authorization).toBe('Bearer tok-1');
});

test('a refused resend says why, in the user’s language', async () => {
  await changeLanguage('id');
  signIn();
  api.on('POST /v1/auth/verify-email/resend/', {
    status: 429,
    body: errorBody('RATE_LIMITED', 'Too many'),
    headers: { 'Retry-After': '600' },
  });
  renderApp('/apps');
  fireEvent.click(await screen.findByRole('button', { name: 'Kirim ulang' }));
  expect(
    await screen.findByText('Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.'),
  ).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Verifikasi email' }).textContent).toContain(
    'Verifikasi email Anda: kami sudah mengirim tautan ke sri@warung.id.',
  );
});

test('closing it hides it for the rest of the browser session, for that user only', async () => {
  const user = signIn();
  const first = renderApp('/apps');
  await screen.findByRole('region', { name: BANNER });
  fireEvent.click(screen.getByRole('button', { name: 'Hide for this session' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).toBeNull());
  first.unmount();

  await openShell();
  expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  expect(window.sessionStorage.getItem('verify-email-banner-hidden')).toBe(user.id);

  signIn({ id: 'u_2' });
  expect(await screen.findByRole('region', { name: BANNER })).toBeTruthy();
});
