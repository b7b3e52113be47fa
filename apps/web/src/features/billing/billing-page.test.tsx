import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { samplePayment } from '../../test/billing-fixtures';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const base = samplePayment({ reference: 'USH-PAIDPAID23' });
const pending = samplePayment({
  id: '0b6f6a52-5a4e-4d0e-9a55-00000000cc02',
  reference: 'USH-WAITWAIT23',
  plan: 'bisnis',
  interval: 'yearly',
  amount: 1_490_000_00,
  status: 'pending',
  period_start: null,
  period_end: null,
  paid_at: null,
});

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['billing.manage']);
});
afterEach(() => vi.restoreAllMocks());

test('payments are listed with their status; a paid one downloads its receipt', async () => {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  api.on('GET /v1/billing/payments/', { body: { success: true, data: [pending, base] } });
  api.on(`GET /v1/billing/payments/${base.id}/receipt/`, {
    text: '%PDF-1.7',
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="kwitansi-${base.reference}.pdf"`,
    },
  });
  renderRoutes(routes, '/apps/billing');
  const [first, second] = await screen.findAllByTestId('payment');
  expect(first?.textContent).toContain('Bisnis plan, yearly');
  expect(first?.textContent).toContain('Pending');
  expect(
    within(first as HTMLElement)
      .getByRole('link', { name: 'See status' })
      .getAttribute('href'),
  ).toBe(`/payment/status/${pending.id}`);
  expect(second?.textContent).toContain('Paid');
  fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Download receipt' }));
  await vi.waitFor(() => expect(saved).toEqual([`kwitansi-${base.reference}.pdf`]));
});

test('without payments, the way to choose a plan', async () => {
  api.on('GET /v1/billing/payments/', { body: { success: true, data: [] } });
  renderRoutes(routes, '/apps/billing');
  expect(await screen.findByText('No payments yet')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
    '/apps/settings/subscription',
  );
});
