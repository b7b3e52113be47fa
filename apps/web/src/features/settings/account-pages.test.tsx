import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { errorBody, type FakeApi, makeUser } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;
const user = makeUser({ language: 'en', permissions: [] });

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession([], { language: 'en' });
});

/** A field by its label, the required mark after it or not. */
const fieldOf = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const type = (label: string, value: string) =>
  fireEvent.change(fieldOf(label), { target: { value } });

test('the password page says what is missing before it asks the server', async () => {
  renderRoutes(routes, '/apps/settings/password');
  fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Enter your current password.')).toBeTruthy();
  expect(screen.getByText('The new password needs at least 8 characters.')).toBeTruthy();

  type('Current password', 'lama-sekali');
  type('New password', 'baru-sekali');
  type('Repeat the new password', 'baru-sekalI');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The two new passwords do not match.')).toBeTruthy();
  expect(api.calls('POST /v1/account/password/')).toHaveLength(0);
});

test('a changed password is said, and the fields empty; a wrong current one is said on it', async () => {
  api.on('POST /v1/account/password/', {
    status: 400,
    body: errorBody('WRONG_PASSWORD', 'The current password is not correct', {
      current_password: ['The current password is not correct'],
    }),
  });
  renderRoutes(routes, '/apps/settings/password');
  await screen.findByRole('button', { name: 'Change password' });
  type('Current password', 'bukan-ini');
  type('New password', 'baru-sekali');
  type('Repeat the new password', 'baru-sekali');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The current password is wrong.')).toBeTruthy();

  api.on('POST /v1/account/password/', { body: { success: true, message: 'ok' } });
  type('Current password', 'lama-sekali');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password changed')).toBeTruthy();
  expect(api.calls('POST /v1/account/password/').at(-1)?.body).toEqual({
    current_password: 'lama-sekali',
    new_password: 'baru-sekali',
  });
  expect((fieldOf('New password') as HTMLInputElement).value).toBe('');
});

test('the profile saves what was typed, and asks for the password only when the email changes', async () => {
  const saved = { ...user, full_name: 'Sari Dewi', phone: '+6281234567890' };
  api.on('PUT /v1/account/profile/', { body: { success: true, user: saved, message: 'ok' } });
  renderRoutes(routes, '/apps/settings/profile');
  await screen.findByRole('button', { name: 'Save changes' });
  expect(screen.queryByLabelText(/^Current password/)).toBeNull();

  type('Full name', 'Sari Dewi');
  type('Phone number', '+6281234567890');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
  expect(api.calls('PUT /v1/account/profile/')[0]?.body).toMatchObject({
    full_name: 'Sari Dewi',
    phone: '+6281234567890',
    email: user.email,
  });

  type('Email', `baru.${user.email}`);
  await waitFor(() =>
    expect(screen.getByLabelText('Current password', { exact: false })).toBeTruthy(),
  );
});
