import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { samplePayment } from '../../test/billing-fixtures';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const ID = '0b6f6a52-5a4e-4d0e-9a55-00000000bb01';
const PAID = samplePayment({ id: ID });

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['billing.manage']);
});

test('the page says what the database says, not what the address says', async () => {
  // Back on "cancel", but the payment went through: it is shown as paid.
  api.on(`GET /v1/billing/payments/${ID}/`, { body: { success: true, data: PAID } });
  renderRoutes(routes, `/payment/cancel?payment=${ID}`);
  expect((await screen.findByTestId('payment-title')).textContent).toBe('Payment received');
  expect(screen.getByText(/The Pro plan is active until/)).toBeTruthy();
  expect(screen.getByText(/reference USH-ABCDEFGH23/)).toBeTruthy();
});

test('a pending payment is asked again until it is settled', async () => {
  api.on(
    `GET /v1/billing/payments/${ID}/`,
    { body: { success: true, data: { ...PAID, status: 'pending', period_end: null } } },
    { body: { success: true, data: { ...PAID, status: 'canceled', period_end: null } } },
  );
  renderRoutes(routes, `/payment/status/${ID}`);
  expect((await screen.findByTestId('payment-title')).textContent).toBe('Waiting for the payment');
  expect(await screen.findByText('Payment canceled', undefined, { timeout: 10_000 })).toBeTruthy();
});

test('an address without a payment says so', async () => {
  renderRoutes(routes, '/payment/success?payment=not-an-id');
  expect(await screen.findByText('No payment')).toBeTruthy();
  expect(api.calls(`GET /v1/billing/payments/not-an-id/`)).toHaveLength(0);
});
