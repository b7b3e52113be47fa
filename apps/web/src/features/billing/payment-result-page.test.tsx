import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const TRANSFER = samplePayment({
  id: ID,
  provider: 'manual',
  status: 'pending',
  period_start: null,
  period_end: null,
  paid_at: null,
  expires_at: '2026-11-30T03:00:00.000Z',
  transfer: { bank: 'BCA', account_number: '123 456 7890', account_name: 'PT Usaha Digital' },
});

test('a bank transfer shows where to pay and takes its proof', async () => {
  const sent = { ...TRANSFER, proof_uploaded_at: '2026-11-27T05:00:00.000Z' };
  api.on(
    `GET /v1/billing/payments/${ID}/`,
    { body: { success: true, data: TRANSFER } },
    { body: { success: true, data: sent } },
  );
  api.on(`POST /v1/billing/payments/${ID}/proof/`, { body: { success: true, data: sent } });
  renderRoutes(routes, `/payment/status/${ID}`);
  expect((await screen.findByTestId('payment-title')).textContent).toBe(
    'Waiting for your transfer',
  );
  expect(screen.getByText('123 456 7890')).toBeTruthy();
  expect(screen.getByText('PT Usaha Digital')).toBeTruthy();
  expect(screen.getByText('USH-ABCDEFGH23')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy the reference' })).toBeTruthy();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const slip = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', {
    type: 'image/png',
  });
  fireEvent.change(input, { target: { files: [slip] } });
  expect(await screen.findByText('Checking your proof')).toBeTruthy();
  const [call] = api.calls(`POST /v1/billing/payments/${ID}/proof/`);
  expect(call?.headers['content-type']).toBe('image/png');
  expect(screen.getByRole('button', { name: 'View proof' })).toBeTruthy();
});

test('a file that is not a proof is refused before it is sent', async () => {
  api.on(`GET /v1/billing/payments/${ID}/`, { body: { success: true, data: TRANSFER } });
  renderRoutes(routes, `/payment/status/${ID}`);
  await screen.findByText('Waiting for your transfer');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const page = new File(['<html></html>'], 'slip.html', { type: 'text/html' });
  fireEvent.change(input, { target: { files: [page] } });
  expect(
    await screen.findByText('The proof must be a PNG, JPEG or WebP image or a PDF.'),
  ).toBeTruthy();
  await waitFor(() => expect(api.calls(`POST /v1/billing/payments/${ID}/proof/`)).toHaveLength(0));
});

test('a rejected transfer gives staff’s reason', async () => {
  api.on(`GET /v1/billing/payments/${ID}/`, {
    body: {
      success: true,
      data: { ...TRANSFER, status: 'failed', rejection_reason: 'The slip shows another amount' },
    },
  });
  renderRoutes(routes, `/payment/status/${ID}`);
  expect((await screen.findByTestId('payment-title')).textContent).toBe('Transfer not confirmed');
  expect(screen.getByText(/The reason: The slip shows another amount/)).toBeTruthy();
  expect(screen.queryByTestId('transfer-instructions')).toBeNull();
});
