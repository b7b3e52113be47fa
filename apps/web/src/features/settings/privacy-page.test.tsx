import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionInfo } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

const S = (n: number) => `0b6f6a52-5a4e-4d0e-9a55-00000000000${n}`;
const recent = new Date(Date.now() - 2 * 3600_000).toISOString();

function session(overrides: Partial<SessionInfo>): SessionInfo {
  return {
    id: S(1),
    device: 'Chrome on Android',
    user_agent: 'Mozilla/5.0',
    ip: '203.0.113.7',
    created_at: recent,
    last_used_at: recent,
    expires_at: '2027-01-01T00:00:00.000Z',
    current: true,
    ...overrides,
  };
}

const SESSIONS = [session({}), session({ id: S(2), device: 'Safari on macOS', current: false })];

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  const user = makeUser();
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
  api.on('GET /v1/privacy/sessions/', {
    body: { success: true, data: SESSIONS, meta: { next_cursor: null, has_more: false } },
  });
});

test('sessions show the device, the place and when; another one and all others are signed out', async () => {
  api.on(`DELETE /v1/privacy/sessions/${S(2)}/`, { body: { success: true, message: 'ok' } });
  api.on('POST /v1/privacy/sessions/revoke-others/', { body: { success: true, message: 'ok' } });
  renderRoutes(routes, '/apps/settings/privacy');

  const rows = await screen.findAllByTestId('session');
  expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
  expect(
    within(rows[0] as HTMLElement).getByText('203.0.113.7 · last used 2 hours ago'),
  ).toBeTruthy();
  expect(within(rows[1] as HTMLElement).queryByText('This device')).toBeNull();

  fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText('Safari on macOS has been signed out.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
  expect(await screen.findByText('Every other device has been signed out.')).toBeTruthy();
  expect(api.calls('POST /v1/privacy/sessions/revoke-others/')).toHaveLength(1);
  expect(authStore.getState().token).toBe('tok-1');
});

test('signing out this device ends the login here too', async () => {
  api.on(`DELETE /v1/privacy/sessions/${S(1)}/`, { body: { success: true, message: 'ok' } });
  const { router } = renderRoutes(routes, '/apps/settings/privacy');

  fireEvent.click(await screen.findByRole('button', { name: 'Sign out here' }));
  await waitFor(() => expect(currentPath(router)).toBe('/auth/login'));
  expect(authStore.getState().token).toBeNull();
});

test('"Download my data" shows that it works, then saves the ZIP by its server name', async () => {
  let release: () => void = () => undefined;
  api.on('GET /v1/privacy/export/', async () => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      body: 'zip',
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="usaha-data-sri-2026-11-05.zip"',
      },
    };
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:zip');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  renderRoutes(routes, '/apps/settings/privacy');

  fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText(/Preparing your data/)).toBeTruthy();
  release();
  expect(await screen.findByText('Your data has been downloaded.')).toBeTruthy();
  expect(clicked).toEqual(['usaha-data-sri-2026-11-05.zip']);
});

test('deleting the account needs the password; the only owner of a team is told why not', async () => {
  api.on(
    'POST /v1/privacy/delete-account/',
    { status: 403, body: errorBody('WRONG_PASSWORD', 'Wrong', { password: ['Wrong'] }) },
    {
      status: 422,
      body: errorBody('LAST_OWNER', 'You are the only owner of Warung Bu Sri.'),
    },
  );
  renderRoutes(routes, '/apps/settings/privacy');

  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(await within(dialog).findByText('Enter your password.')).toBeTruthy();
  expect(api.calls('POST /v1/privacy/delete-account/')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'salah' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(await within(dialog).findByText('The password is not correct.')).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(
    await within(dialog).findByText(/You are the only owner of a business that has other members/),
  ).toBeTruthy();
  expect(within(dialog).getByText('You are the only owner of Warung Bu Sri.')).toBeTruthy();
  expect(authStore.getState().token).toBe('tok-1');
});

test('a deleted account is logged out here and lands on the home page', async () => {
  api.on('POST /v1/privacy/delete-account/', { body: { success: true, message: 'Deleted' } });
  const { router } = renderRoutes(routes, '/apps/settings/privacy');

  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  fireEvent.change(within(dialog).getByLabelText(/^Password/), {
    target: { value: 'Teh-Manis-77' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

  await waitFor(() => expect(currentPath(router)).toBe('/'));
  expect(api.calls('POST /v1/privacy/delete-account/')[0]?.body).toEqual({
    password: 'Teh-Manis-77',
  });
  expect(authStore.getState().token).toBeNull();
});
