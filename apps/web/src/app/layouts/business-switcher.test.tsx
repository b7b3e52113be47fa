import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Membership } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { QueryProvider } from '../../components/query-provider';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { BusinessSwitcher } from './business-switcher';

const B = (n: number) => `0b6f6a52-5a4e-4d0e-9a55-00000000000${n}`;

const MEMBERSHIPS: Membership[] = [
  {
    business_id: B(1),
    business_name: 'Warung Bu Sri',
    role: 'owner',
    status: 'active',
    current: true,
  },
  {
    business_id: B(2),
    business_name: 'Toko Kelontong Jaya',
    role: 'cashier',
    status: 'active',
    current: false,
  },
  {
    business_id: B(3),
    business_name: 'Kopi Lama',
    role: 'viewer',
    status: 'disabled',
    current: false,
  },
];

const moved = makeUser({
  permissions: ['cashbook.view', 'transaction.create'],
  business: {
    id: B(2),
    name: 'Toko Kelontong Jaya',
    currency: 'IDR',
    timezone: 'Asia/Jakarta',
    role: 'cashier',
  },
});

const ROUTES = [
  // The apps layout's query provider wraps the header.
  {
    path: '/apps/cashbook',
    element: (
      <QueryProvider>
        <BusinessSwitcher />
      </QueryProvider>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <QueryProvider>
        <BusinessSwitcher />
        <p>Dashboard</p>
      </QueryProvider>
    ),
  },
];

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  authStore.setSession(
    'tok-1',
    makeUser({
      business: {
        id: B(1),
        name: 'Warung Bu Sri',
        currency: 'IDR',
        timezone: 'Asia/Jakarta',
        role: 'owner',
      },
    }),
    true,
  );
  api.on('GET /v1/businesses/', {
    body: { success: true, data: MEMBERSHIPS, meta: { next_cursor: null, has_more: false } },
  });
  api.on('POST /v1/businesses/switch/', {
    body: { success: true, access: 'tok-2', user: moved, message: 'Switched' },
  });
});

test('the menu lists the businesses when it opens; switching stores the new session, clears the cache and opens the dashboard', async () => {
  // Something cached for the old business, which must not be shown for the new one.
  queryClient.setQueryData(['cashbooks', 'list'], [{ id: 'old' }]);
  const { router } = renderRoutes(ROUTES, '/apps/cashbook');

  const target = await screen.findByRole('button', {
    name: 'Switch business, current: Warung Bu Sri',
  });
  expect(api.calls('GET /v1/businesses/')).toHaveLength(0);
  fireEvent.click(target);

  const menu = await screen.findByRole('menu', { hidden: true });
  // happy-dom lays nothing out, so the floating menu counts as detached from its button: hidden.
  const current = await within(menu).findByRole('menuitem', {
    name: /Warung Bu Sri/,
    hidden: true,
  });
  expect(current.getAttribute('aria-current')).toBe('true');
  const disabled = within(menu).getByRole('menuitem', { name: /Kopi Lama/, hidden: true });
  expect(
    disabled.hasAttribute('disabled') || disabled.getAttribute('data-disabled') === 'true',
  ).toBe(true);
  expect(within(disabled).getByText('Disabled')).toBeTruthy();

  fireEvent.click(
    within(menu).getByRole('menuitem', { name: /Toko Kelontong Jaya/, hidden: true }),
  );
  await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  expect(api.calls('POST /v1/businesses/switch/')[0]?.body).toEqual({ business_id: B(2) });
  const state = authStore.getState();
  expect(state.token).toBe('tok-2');
  expect(state.user?.business?.name).toBe('Toko Kelontong Jaya');
  // Kept where the session lived: "remember me" stays.
  expect(state.remember).toBe(true);
  expect(window.localStorage.getItem('auth-token')).toBe('tok-2');
  expect(queryClient.getQueryData(['cashbooks', 'list'])).toBeUndefined();
  expect(await screen.findByRole('button', { name: /current: Toko Kelontong Jaya/ })).toBeTruthy();
});

test('"Create a new business" makes it and moves in', async () => {
  api.on('POST /v1/businesses/', {
    status: 201,
    body: {
      success: true,
      data: {
        business_id: B(4),
        business_name: 'Bengkel Maju',
        role: 'owner',
        status: 'active',
        current: false,
      },
    },
  });
  const { router } = renderRoutes(ROUTES, '/apps/cashbook');

  fireEvent.click(await screen.findByRole('button', { name: /^Switch business/ }));
  fireEvent.click(
    await screen.findByRole('menuitem', { name: 'Create a new business', hidden: true }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Create a new business' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create and open' }));
  expect(
    await within(dialog).findByText('Enter the business name (at least 2 characters).'),
  ).toBeTruthy();
  expect(api.calls('POST /v1/businesses/')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText(/^Business name/), {
    target: { value: ' Bengkel Maju ' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create and open' }));
  await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  expect(api.calls('POST /v1/businesses/')[0]?.body).toEqual({
    name: 'Bengkel Maju',
    currency: 'IDR',
  });
  expect(api.calls('POST /v1/businesses/switch/')[0]?.body).toEqual({ business_id: B(4) });
});
