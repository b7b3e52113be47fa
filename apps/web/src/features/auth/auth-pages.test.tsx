import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { createFakeApi, errorBody, type FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

test('register puts the server field errors on their fields', async () => {
  api.on('POST /v1/auth/register/', {
    status: 409,
    body: errorBody('EMAIL_TAKEN', 'Email already registered', {
      email: ['Email already registered'],
    }),
  });
  renderRoutes(routes, '/auth/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  fill(/^Full name/, 'Sri Wahyuni');
  fill(/^Business name/, 'Warung Bu Sri');
  expect(screen.queryByLabelText(/^Username/)).toBeNull();
  fill(/^Email/, 'sri@warung.id');
  fill(/^Password/, 'Kopi-Tubruk-2026!');
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

  expect(await screen.findByText('This email is already registered.')).toBeTruthy();
  const [call] = api.calls('POST /v1/auth/register/');
  expect(call?.body).toEqual({
    email: 'sri@warung.id',
    full_name: 'Sri Wahyuni',
    business_name: 'Warung Bu Sri',
    password: 'Kopi-Tubruk-2026!',
    language: 'en',
    remember_me: true,
  });
  expect(call?.headers['x-csrftoken']).toBe('csrf-1');
});

test('register says a refusal on a field it does not show above the form', async () => {
  api.on('POST /v1/auth/register/', {
    status: 409,
    body: errorBody('USERNAME_TAKEN', 'Taken', { username: ['Taken'] }),
  });
  renderRoutes(routes, '/auth/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  fill(/^Full name/, 'Sri Wahyuni');
  fill(/^Business name/, 'Warung Bu Sri');
  fill(/^Email/, 'sri@warung.id');
  fill(/^Password/, 'Kopi-Tubruk-2026!');
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('This username is already taken.')).toBeTruthy();
});

test('register checks the fields before calling the server', async () => {
  renderRoutes(routes, '/auth/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  fill(/^Email/, 'not-an-email');
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
  expect(screen.getByText('Enter your full name.')).toBeTruthy();
  expect(api.calls('POST /v1/auth/register/')).toHaveLength(0);
});

test('reset password: new password twice, then a link to log in', async () => {
  api.on('POST /v1/auth/password/reset/', { body: { success: true, message: 'Password changed' } });
  renderRoutes(routes, '/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz');
  await screen.findByRole('heading', { name: 'Choose a new password' });
  fill(/^New password/, 'Teh-Manis-Dingin-77');
  fill(/^Repeat the new password/, 'Teh-Manis-Dingin-78');
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();

  fill(/^Repeat the new password/, 'Teh-Manis-Dingin-77');
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  const link = await screen.findByRole('link', { name: 'Log in now' });
  expect(link.getAttribute('href')).toBe('/auth/login');
  expect(api.calls('POST /v1/auth/password/reset/')[0]?.body).toEqual({
    token: 'abcdefghijklmnopqrstuvwxyz',
    password: 'Teh-Manis-Dingin-77',
  });
});

test('forgot password answers the same whether or not the email exists', async () => {
  api.on('POST /v1/auth/password/forgot/', { body: { success: true, message: 'ok' } });
  renderRoutes(routes, '/auth/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot password' });
  fill(/^Email/, 'sri@warung.id');
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByText(/If sri@warung.id is registered/)).toBeTruthy();
});
