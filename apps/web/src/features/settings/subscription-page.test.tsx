import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Plan, Subscription } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { samplePayment } from '../../test/billing-fixtures';
import type { FakeApi } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const PLANS: Plan[] = [
  {
    code: 'gratis',
    name: 'Gratis',
    currency: 'IDR',
    monthly_price: 0,
    yearly_price: 0,
    limits: { users: 1, cashbooks: 2, invoices_per_month: 20 },
  },
  {
    code: 'pro',
    name: 'Pro',
    currency: 'IDR',
    monthly_price: 49_000_00,
    yearly_price: 490_000_00,
    limits: { users: 5, cashbooks: 10, invoices_per_month: 500 },
  },
  {
    code: 'bisnis',
    name: 'Bisnis',
    currency: 'IDR',
    monthly_price: 149_000_00,
    yearly_price: 1_490_000_00,
    limits: { users: 20, cashbooks: null, invoices_per_month: null },
  },
];

const TRIAL: Subscription = {
  plan: PLANS[1] as Plan,
  status: 'trialing',
  interval: null,
  price: null,
  current_period_end: '2026-12-10T03:00:00.000Z',
  trial_days_left: 13,
  grace_ends_at: null,
  cancel_at_period_end: false,
  usage: [
    { limit: 'users', used: 1, max: 5 },
    { limit: 'cashbooks', used: 10, max: 10 },
    { limit: 'invoices_per_month', used: 3, max: 500 },
  ],
  payment_providers: ['sandbox'],
};

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['billing.manage', 'business.view']);
  api.on('GET /v1/billing/plans/', { body: { success: true, data: PLANS } });
});

test('a trial shows its days left, each limit as a bar, the full one said so, and the plans', async () => {
  api.on('GET /v1/billing/subscription/', { body: { success: true, data: TRIAL } });
  renderRoutes(routes, '/apps/settings/subscription');

  expect(await screen.findByText('Pro plan')).toBeTruthy();
  expect(screen.getByTestId('subscription-status').textContent).toBe(
    '13 days left of your Pro trial. Paying now keeps them: the paid period starts when the trial ends.',
  );
  const bars = screen.getAllByTestId('usage');
  expect(bars.map((bar) => bar.textContent)).toEqual([
    'Users1 of 5',
    'Cash books10 of 10Limit reached: new ones are locked until the plan is raised.',
    'Invoices this month3 of 500',
  ]);
  const plans = await screen.findAllByTestId('plan');
  expect(plans).toHaveLength(3);
  expect(within(plans[1] as HTMLElement).getByText('Your plan')).toBeTruthy();
  expect(within(plans[2] as HTMLElement).getByText('Unlimited cash books')).toBeTruthy();
  expect(within(plans[0] as HTMLElement).getByText('2 cash books')).toBeTruthy();
});

test('after the trial, Gratis says that every record is kept', async () => {
  api.on('GET /v1/billing/subscription/', {
    body: {
      success: true,
      data: {
        ...TRIAL,
        plan: PLANS[0],
        status: 'expired',
        current_period_end: null,
        trial_days_left: null,
      },
    },
  });
  await changeLanguage('id');
  renderRoutes(routes, '/apps/settings/subscription');
  expect(await screen.findByText('Paket Gratis')).toBeTruthy();
  expect(screen.getByTestId('subscription-status').textContent).toContain('semua data tetap ada');
  const plans = await screen.findAllByTestId('plan');
  expect(within(plans[0] as HTMLElement).getByText('Paket Anda')).toBeTruthy();
});

const PAYMENT = samplePayment({
  id: '0b6f6a52-5a4e-4d0e-9a55-00000000aa01',
  plan: 'bisnis',
  interval: 'yearly',
  amount: 1_490_000_00,
  status: 'pending',
  period_start: null,
  period_end: null,
  paid_at: null,
});

test('choosing a plan and an interval starts its checkout and follows where it leads', async () => {
  api.on('GET /v1/billing/subscription/', { body: { success: true, data: TRIAL } });
  api.on('POST /v1/billing/checkout/', {
    status: 201,
    body: { success: true, data: { payment: PAYMENT, url: `/payment/status/${PAYMENT.id}` } },
  });
  api.on(`GET /v1/billing/payments/${PAYMENT.id}/`, { body: { success: true, data: PAYMENT } });
  const { router } = renderRoutes(routes, '/apps/settings/subscription');
  const plans = await screen.findAllByTestId('plan');
  expect(within(plans[0] as HTMLElement).queryByRole('button')).toBeNull();
  fireEvent.click(within(plans[2] as HTMLElement).getByRole('button', { name: 'Pay yearly' }));
  expect(await screen.findByText('Waiting for the payment')).toBeTruthy();
  expect(api.calls('POST /v1/billing/checkout/')[0]?.body).toEqual({
    plan: 'bisnis',
    interval: 'yearly',
  });
  expect(currentPath(router)).toBe(`/payment/status/${PAYMENT.id}`);
});

test('a bank transfer is offered beside the online checkout, with both periods and prices', async () => {
  api.on('GET /v1/billing/subscription/', {
    body: { success: true, data: { ...TRIAL, payment_providers: ['sandbox', 'manual'] } },
  });
  const transfer = { ...PAYMENT, provider: 'manual' as const };
  api.on('POST /v1/billing/checkout/', {
    status: 201,
    body: { success: true, data: { payment: transfer, url: `/payment/status/${PAYMENT.id}` } },
  });
  api.on(`GET /v1/billing/payments/${PAYMENT.id}/`, { body: { success: true, data: transfer } });
  renderRoutes(routes, '/apps/settings/subscription');
  const plans = await screen.findAllByTestId('plan');
  const pro = within(plans[1] as HTMLElement);
  expect(pro.getByRole('button', { name: 'Pay monthly' })).toBeTruthy();
  fireEvent.click(pro.getByRole('button', { name: 'Bank transfer' }));
  // The menu is still in its opening transition: its item is found by its words.
  fireEvent.click(await screen.findByText('Yearly · IDR 490,000'));
  await waitFor(() =>
    expect(api.calls('POST /v1/billing/checkout/')[0]?.body).toEqual({
      plan: 'pro',
      interval: 'yearly',
      provider: 'manual',
    }),
  );
});

test('a paid plan can stop renewing, after a confirmation, and renew again', async () => {
  const active: Subscription = {
    ...TRIAL,
    status: 'active',
    interval: 'monthly',
    price: 49_000_00,
    trial_days_left: null,
  };
  api.on(
    'GET /v1/billing/subscription/',
    { body: { success: true, data: active } },
    { body: { success: true, data: { ...active, cancel_at_period_end: true } } },
  );
  api.on('POST /v1/billing/subscription/cancel/', { body: { success: true, message: 'ok' } });
  renderRoutes(routes, '/apps/settings/subscription');
  fireEvent.click(await screen.findByRole('button', { name: 'Stop renewal' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('then this business moves to Gratis');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Stop renewal' }));
  expect(
    await screen.findByText('Renewal stopped. The plan runs to the end of its period.'),
  ).toBeTruthy();
  expect(api.calls('POST /v1/billing/subscription/cancel/')).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Renew again' })).toBeTruthy();
});
