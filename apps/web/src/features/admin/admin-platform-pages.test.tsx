import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Plan, PlatformStaff } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { type FakeApi, makeUser } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const STAFF: PlatformStaff[] = [
  {
    user_id: '0b6f6a52-5a4e-4d0e-9a55-00000000ee01',
    email: 'boss@usaha.test',
    name: 'Boss',
    roles: ['superadmin'],
  },
  {
    user_id: '0b6f6a52-5a4e-4d0e-9a55-00000000ee02',
    email: 'ana@usaha.test',
    name: 'Ana',
    roles: ['staff'],
  },
];
const PRO: Plan = {
  code: 'pro',
  name: 'Pro',
  currency: 'IDR',
  monthly_price: 49_000_00,
  yearly_price: 490_000_00,
  limits: { users: 5, cashbooks: 10, invoices_per_month: 500 },
};

let api: FakeApi;
beforeAll(setupI18n);

async function signInAs(role: 'superadmin' | 'staff') {
  api = await startSession([]);
  const user = makeUser({ roles: [role] });
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
}

beforeEach(() => signInAs('superadmin'));

test('a superadmin grants a role with a reason and revokes one', async () => {
  api.on('GET /v1/admin/staff/', { body: { success: true, data: STAFF } });
  api.on('POST /v1/admin/staff/', { body: { success: true, data: STAFF, message: 'ok' } });
  api.on(`POST /v1/admin/staff/${STAFF[1]?.user_id}/revoke/`, {
    body: { success: true, data: STAFF.slice(0, 1), message: 'ok' },
  });
  renderRoutes(routes, '/admin/staff');
  expect(await screen.findAllByTestId('staff-member')).toHaveLength(2);
  fireEvent.change(screen.getByLabelText(/^Account email/), {
    target: { value: 'dewi@usaha.test' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
  expect(await screen.findByText('Write the reason (at least 3 characters).')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Joins support' } });
  fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
  await waitFor(() =>
    expect(api.calls('POST /v1/admin/staff/')[0]?.body).toEqual({
      email: 'dewi@usaha.test',
      role: 'staff',
      reason: 'Joins support',
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Revoke Staff from ana@usaha.test' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
    target: { value: 'Left the team' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke role' }));
  expect(await screen.findByText('Role revoked.')).toBeTruthy();
  expect(screen.getAllByTestId('staff-member')).toHaveLength(1);
});

test('other staff read the list without the controls', async () => {
  await signInAs('staff');
  api.on('GET /v1/admin/staff/', { body: { success: true, data: STAFF } });
  renderRoutes(routes, '/admin/staff');
  expect(await screen.findAllByTestId('staff-member')).toHaveLength(2);
  expect(screen.getByText(/Only a superadmin can change roles/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Grant role' })).toBeNull();
});

test('staff change a plan’s price and lift a limit, with a reason', async () => {
  api.on('GET /v1/billing/plans/', { body: { success: true, data: [PRO] } });
  api.on('PUT /v1/admin/plans/pro/', { body: { success: true, data: PRO, message: 'ok' } });
  renderRoutes(routes, '/admin/plans');
  const form = await screen.findByTestId('plan-editor');
  const monthly = within(form).getByLabelText(/^Monthly price/);
  fireEvent.change(monthly, { target: { value: '59000' } });
  fireEvent.blur(monthly);
  fireEvent.click(within(form).getAllByRole('checkbox', { name: 'No limit' })[1] as HTMLElement);
  fireEvent.change(within(form).getByLabelText(/^Reason/), {
    target: { value: 'Prices from January' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Pro' }));
  expect(await screen.findByText('Pro plan saved.')).toBeTruthy();
  expect(api.calls('PUT /v1/admin/plans/pro/')[0]?.body).toEqual({
    monthly_price: 59_000_00,
    yearly_price: 490_000_00,
    limits: { users: 5, cashbooks: null, invoices_per_month: 500 },
    reason: 'Prices from January',
  });
});
