import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createInvoiceBodySchema } from '@usaha/shared';
import { beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { uuid } from '../../test/directory-fixtures';
import { errorBody } from '../../test/fake-api';
import { currentPath, renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { invoice } from './invoice-editor-fixtures';
import { RATNA, sessionPerTest } from './invoice-editor-test-session';

const MADE = invoice({ id: uuid(600), number: 'INV/2026/0008' });

const api = sessionPerTest(['invoice.view', 'invoice.manage', 'contact.view', 'contact.manage']);

beforeEach(() => {
  api().on('POST /v1/invoices/', { status: 201, body: { success: true, data: MADE } });
});

const input = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function fillThreeFields() {
  const view = renderRoutes(routes, '/apps/invoice/invoice/create');
  expect(await screen.findByRole('heading', { name: 'Quick invoice' })).toBeTruthy();
  await waitFor(() => input(/^Due date/));
  // The due date is there already: the business's 14 days from today.
  expect(input(/^Due date/).value).toBe('04/12/2026');
  const customer = input(/^Customer/);
  customer.focus();
  await chooseOption(customer, 'Bu Ratna');
  fireEvent.change(input(/^Amount to bill/), { target: { value: '1500000' } });
  fireEvent.change(input(/^What for/), { target: { value: 'Katering 50 kotak' } });
  return view;
}

test('three fields make an invoice that is created and sent, then its view opens', async () => {
  api().on(`POST /v1/invoices/${MADE.id}/send/`, {
    body: { success: true, data: { ...MADE, status: 'sent', version: 5 } },
  });
  const { router } = await fillThreeFields();
  fireEvent.click(screen.getByRole('button', { name: 'Create and send invoice' }));

  await waitFor(() => expect(currentPath(router)).toBe(`/apps/invoice/${MADE.id}`));
  const [post] = api().calls('POST /v1/invoices/');
  expect(post?.headers['idempotency-key']).toBeTruthy();
  expect(post?.body).toEqual({
    contact_id: RATNA.id,
    issue_date: '2026-11-20',
    due_date: '2026-12-04',
    // The amount is what the customer pays: the default PPN 11% is inside it.
    prices_include_tax: true,
    lines: [
      {
        product_id: null,
        description: 'Katering 50 kotak',
        quantity: 1000,
        unit: null,
        unit_price: 1_500_000_00,
        discount: null,
        tax_rate: 1100,
        tax_base: null,
      },
    ],
    discount: null,
    charge: 0,
    charge_label: null,
    notes: null,
    terms: 'Bayar dalam 14 hari.',
    language: 'id',
  });
  expect(createInvoiceBodySchema.safeParse(post?.body).success).toBe(true);
  expect(
    api()
      .calls(`POST /v1/invoices/${MADE.id}/send/`)
      .map((call) => call.body),
  ).toEqual([{ channel: 'none' }]);
});

test('a send that fails is tried again without making a second invoice', async () => {
  api().on(
    `POST /v1/invoices/${MADE.id}/send/`,
    { status: 503, body: errorBody('SERVICE_UNAVAILABLE', 'Try again') },
    { body: { success: true, data: { ...MADE, status: 'sent', version: 6 } } },
  );
  api().on(`PUT /v1/invoices/${MADE.id}/`, {
    body: { success: true, data: { ...MADE, version: 5 } },
  });
  const { router } = await fillThreeFields();
  const send = screen.getByRole('button', { name: 'Create and send invoice' });
  fireEvent.click(send);
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(currentPath(router)).toBe('/apps/invoice/invoice/create');

  fireEvent.click(send);
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/invoice/${MADE.id}`));
  expect(api().calls('POST /v1/invoices/')).toHaveLength(1);
  // The second try brings the invoice up to what the form holds, with its version, then sends it.
  expect(api().calls(`PUT /v1/invoices/${MADE.id}/`)[0]?.body).toMatchObject({
    version: MADE.version,
  });
  expect(api().calls(`POST /v1/invoices/${MADE.id}/send/`)).toHaveLength(2);
});

test('nothing is sent without a customer, an amount and what it is for', async () => {
  renderRoutes(routes, '/apps/invoice/invoice/create');
  await waitFor(() => input(/^Due date/));
  fireEvent.click(screen.getByRole('button', { name: 'Create and send invoice' }));
  expect(
    await screen.findByText('Choose a customer, or type a name to add a new one.'),
  ).toBeTruthy();
  expect(screen.getByText('Enter an amount to bill above 0.')).toBeTruthy();
  expect(screen.getByText('Say what the invoice is for.')).toBeTruthy();
  expect(api().calls('POST /v1/invoices/')).toHaveLength(0);
});
