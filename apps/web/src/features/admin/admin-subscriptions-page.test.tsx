import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSubscription, PlatformAuditEntry } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { samplePayment } from '../../test/billing-fixtures';
import { type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const BUSINESS = '0b6f6a52-5a4e-4d0e-9a55-00000000dd01';
const ROW: AdminSubscription = {
  business_id: BUSINESS,
  business_name: 'Toko Sinar Jaya',
  owner_email: 'sinar@example.com',
  plan: 'pro',
  status: 'trialing',
  interval: null,
  price: null,
  currency: 'IDR',
  current_period_end: '2026-12-05T03:00:00.000Z',
  cancel_at_period_end: false,
  pending_manual_payments: 1,
  created_at: '2026-11-20T03:00:00.000Z',
};
const TRANSFER = samplePayment({
  id: '0b6f6a52-5a4e-4d0e-9a55-00000000dd02',
  provider: 'manual',
  status: 'pending',
  period_start: null,
  period_end: null,
  paid_at: null,
  proof_uploaded_at: '2026-11-27T04:00:00.000Z',
  transfer: { bank: 'BCA', account_number: '1234567890', account_name: 'PT Usaha' },
});
const LINE: PlatformAuditEntry = {
  id: '0b6f6a52-5a4e-4d0e-9a55-00000000dd03',
  actor_email: 'staf@usaha.test',
  action: 'subscription.extend',
  target_type: 'subscription',
  target_id: BUSINESS,
  business_id: BUSINESS,
  reason: 'Asked on the phone',
  before: { period_end: '2026-11-28T03:00:00.000Z' },
  after: { period_end: '2026-12-05T03:00:00.000Z' },
  created_at: '2026-11-26T03:00:00.000Z',
};
const page = <T,>(data: T[]) => ({
  body: { success: true, data, meta: { next_cursor: null, has_more: false } },
});

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession([]);
  const staff = makeUser({ roles: ['staff'] });
  authStore.setSession('tok-1', staff, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user: staff, message: 'ok' } });
});

test('filters live in the address and reach the API', async () => {
  api.on('GET /v1/admin/subscriptions/', page([ROW]));
  const { router } = renderRoutes(routes, '/admin/subscriptions?status=trialing&ending_soon=true');
  const rows = await screen.findAllByTestId('admin-subscription');
  expect(rows[0]?.textContent).toContain('Toko Sinar Jaya');
  expect(rows[0]?.textContent).toContain('1 transfer waiting');
  const [call] = api.calls('GET /v1/admin/subscriptions/');
  expect(call?.url).toContain('status=trialing');
  expect(call?.url).toContain('ending_soon=true');
  expect(screen.getByRole('navigation', { name: 'Admin navigation' }).textContent).toContain(
    'Subscriptions',
  );
  fireEvent.click(rows[0] as HTMLElement);
  await waitFor(() => expect(currentPath(router)).toContain(`business=${BUSINESS}`));
});

test('staff confirm a transfer with a reason, and read what staff did before', async () => {
  api.on('GET /v1/admin/subscriptions/', page([ROW]));
  api.on(`GET /v1/admin/subscriptions/${BUSINESS}/`, {
    body: {
      success: true,
      data: { subscription: ROW, payments: [TRANSFER], own_business: false },
    },
  });
  api.on('GET /v1/admin/audit/', page([LINE]));
  api.on(`POST /v1/admin/payments/${TRANSFER.id}/confirm/`, {
    body: { success: true, data: { ...TRANSFER, status: 'paid' }, message: 'ok' },
  });
  renderRoutes(routes, `/admin/subscriptions?business=${BUSINESS}`);
  const dialog = await screen.findByRole('dialog');
  const line = await within(dialog).findByTestId('audit-line');
  expect(line.textContent).toContain('by staf@usaha.test');
  expect(line.textContent).toContain('“Asked on the phone”');
  const payment = within(dialog).getByTestId('admin-payment');
  expect(payment.textContent).toContain('Bank transfer');
  fireEvent.click(within(payment).getByRole('button', { name: 'Confirm' }));
  const confirm = await screen.findByRole('dialog', { name: /Confirm transfer USH-/ });
  // No reason, no confirmation.
  fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(
    await within(confirm).findByText('Write the reason (at least 3 characters).'),
  ).toBeTruthy();
  expect(api.calls(`POST /v1/admin/payments/${TRANSFER.id}/confirm/`)).toHaveLength(0);
  fireEvent.change(within(confirm).getByRole('textbox', { name: /Reason/ }), {
    target: { value: 'On the BCA statement' },
  });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Payment confirmed: the plan is active.')).toBeTruthy();
  expect(api.calls(`POST /v1/admin/payments/${TRANSFER.id}/confirm/`)[0]?.body).toEqual({
    reason: 'On the BCA statement',
  });
});

test('a business the staff member belongs to says another must act, and offers no action', async () => {
  api.on('GET /v1/admin/subscriptions/', page([ROW]));
  api.on(`GET /v1/admin/subscriptions/${BUSINESS}/`, {
    body: {
      success: true,
      data: { subscription: ROW, payments: [TRANSFER], own_business: true },
    },
  });
  api.on('GET /v1/admin/audit/', page([]));
  renderRoutes(routes, `/admin/subscriptions?business=${BUSINESS}`);
  const dialog = await screen.findByRole('dialog');
  expect(
    await within(dialog).findByText(
      'You belong to this business, so another staff member confirms its payments and changes its subscription (four eyes).',
    ),
  ).toBeTruthy();
  for (const name of ['Extend', 'Change plan', 'End', 'Confirm', 'Reject']) {
    expect(within(dialog).getByRole('button', { name })).toHaveProperty('disabled', true);
  }
  // The proof stays open to read.
  expect(within(dialog).getByRole('button', { name: 'View proof' })).toHaveProperty(
    'disabled',
    false,
  );
});
