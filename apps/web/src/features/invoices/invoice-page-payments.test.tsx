import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { answerBooks, invoice, ok, payment } from '../../test/invoice-fixtures';
import { renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

const PARTLY_PAID = invoice({
  paid: 500_000_00,
  amount_due: 610_000_00,
  payment_status: 'partial',
});
const PATH = `/v1/invoices/${PARTLY_PAID.id}/`;
const PAYMENT = payment({ note: 'DP lewat BCA' });

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('desktop');
  // An accountant's: removing a payment removes its entry too.
  api = await startSession([
    'invoice.view',
    'invoice.manage',
    'invoice.delete',
    'transaction.delete',
    'cashbook.view',
  ]);
  api.on(`GET ${PATH}`, ok(PARTLY_PAID));
  api.on(`GET ${PATH}payments/`, ok([PAYMENT]));
  api.on(`GET ${PATH}history/`, ok([]));
  api.on(
    'GET /v1/settings/application/',
    ok({ name: 'Warung Bu Sri', bank_accounts: [], qris_url: 'qris' }),
  );
  answerBooks(api);
});

test('a payment is listed with its book and note; removing it asks first and refreshes the invoice', async () => {
  renderRoutes(routes, `/apps/invoice/${PARTLY_PAID.id}`);
  const row = await screen.findByTestId('payment-row');
  expect(within(row).getByText('Nov 10, 2026 · Bank transfer · Rekening BCA')).toBeTruthy();
  expect(within(row).getByText('DP lewat BCA')).toBeTruthy();

  api.on(`DELETE ${PATH}payments/${PAYMENT.id}/`, { body: { success: true, message: 'deleted' } });
  api.on(`GET ${PATH}`, ok(invoice()));
  api.on(`GET ${PATH}payments/`, ok([]));
  fireEvent.click(within(row).getByRole('button', { name: 'Remove the payment of Nov 10, 2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this payment?' });
  expect(within(dialog).getByText(/IDR 500,000 is removed from the invoice/)).toBeTruthy();
  expect(within(dialog).getByText(/leaves the cash book Rekening BCA/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove payment' }));
  expect(await screen.findByText('Payment of IDR 500,000 removed.')).toBeTruthy();
  expect(api.calls(`DELETE ${PATH}payments/${PAYMENT.id}/`)).toHaveLength(1);
  expect(await screen.findByText('No payments recorded yet.')).toBeTruthy();
});

test('sending by email starts at the customer’s address; a bad one is refused before sending', async () => {
  renderRoutes(routes, `/apps/invoice/${PARTLY_PAID.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Send by email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send INV/2026/0001 by email' });
  const address = (await within(dialog).findByLabelText(/^Email address/)) as HTMLInputElement;
  expect(address.value).toBe('ratna@example.com');

  fireEvent.change(address, { target: { value: 'ratna@' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
  expect(
    await within(dialog).findByText('Enter an email address such as budi@example.com.'),
  ).toBeTruthy();
  expect(api.calls(`POST ${PATH}send/`)).toHaveLength(0);

  // The mail server is down: the dialog stays, with the reason.
  api.on(
    `POST ${PATH}send/`,
    { status: 503, body: errorBody('SERVICE_UNAVAILABLE', 'down') },
    ok(PARTLY_PAID),
  );
  fireEvent.change(address, { target: { value: 'kantor@ratna.id' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
  expect(await within(dialog).findByRole('alert')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
  expect(await screen.findByText('Invoice sent to kantor@ratna.id.')).toBeTruthy();
  await waitFor(() => expect(api.calls(`POST ${PATH}send/`)).toHaveLength(2));
  expect(api.calls(`POST ${PATH}send/`)[1]?.body).toEqual({
    channel: 'email',
    email: 'kantor@ratna.id',
  });
});
