import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../../app/routes';
import { uuid } from '../../../test/directory-fixtures';
import type { FakeApi } from '../../../test/fake-api';
import { cashbook, invoice, ok, payment } from '../../../test/invoice-fixtures';
import { renderRoutes, setupI18n } from '../../../test/render';
import { stubScreen } from '../../../test/screen-size';
import { chooseOption } from '../../../test/select';
import { startSession } from '../../../test/session';

const INVOICE = invoice();
const PATH = `/v1/invoices/${INVOICE.id}/`;
const TILL = cashbook({ id: uuid(803), name: 'Kas Laci', kind: 'cash' });
const BANK = cashbook();
const WALLET = cashbook({ id: uuid(804), name: 'GoPay', kind: 'ewallet' });

const CATEGORY = { kind: 'income', color: '#2f9e44', icon: 'tag', archived: false, version: 1 };

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('desktop');
  api = await startSession(['invoice.view', 'invoice.manage', 'cashbook.view']);
  api.on(`GET ${PATH}`, ok(INVOICE));
  api.on(`GET ${PATH}payments/`, ok([]));
  api.on(`GET ${PATH}history/`, ok([]));
  api.on('GET /v1/settings/application/', ok({ name: 'Warung Bu Sri' }));
  api.on('GET /v1/categories/', {
    body: {
      success: true,
      data: [
        { ...CATEGORY, id: uuid(951), name: 'Penjualan', seed_key: 'sales' },
        { ...CATEGORY, id: uuid(952), name: 'Jasa', seed_key: 'services' },
        { ...CATEGORY, id: uuid(953), name: 'Katering', seed_key: null },
      ],
      meta: { next_cursor: null, has_more: false },
    },
  });
  api.on('GET /v1/cashbooks/', {
    body: {
      success: true,
      data: [TILL, BANK, WALLET],
      meta: { next_cursor: null, has_more: false, totals: [] },
    },
  });
});

async function openDialog() {
  renderRoutes(routes, `/apps/invoice/${INVOICE.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
  return within(await screen.findByRole('dialog', { name: /^Record a payment of/ }));
}

const fieldValue = (dialog: ReturnType<typeof within>, label: RegExp) =>
  (dialog.getByLabelText(label) as HTMLInputElement).value;

test("the method follows the chosen book's kind until the owner picks one", async () => {
  const dialog = await openDialog();
  const books = dialog.getByLabelText(/^Into cash book/);
  await chooseOption(books, 'Kas Laci');
  await waitFor(() => expect(fieldValue(dialog, /^Paid by/)).toBe('Cash'));
  await chooseOption(books, 'Rekening BCA');
  await waitFor(() => expect(fieldValue(dialog, /^Paid by/)).toBe('Bank transfer'));
  await chooseOption(books, 'GoPay');
  await waitFor(() => expect(fieldValue(dialog, /^Paid by/)).toBe('E-wallet'));

  // Once picked by hand, the method stays what the owner said.
  await chooseOption(dialog.getByLabelText(/^Paid by/), 'QRIS');
  await chooseOption(books, 'Kas Laci');
  await waitFor(() => expect(fieldValue(dialog, /^Into cash book/)).toBe('Kas Laci'));
  expect(fieldValue(dialog, /^Paid by/)).toBe('QRIS');

  api.on(`POST ${PATH}payments/`, { status: 201, body: { success: true, data: payment() } });
  fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(api.calls(`POST ${PATH}payments/`)).toHaveLength(1));
  expect(api.calls(`POST ${PATH}payments/`)[0]?.body).toMatchObject({
    cashbook_id: TILL.id,
    method: 'qris',
  });
});

test('a payment into the cash drawer is recorded as cash', async () => {
  const dialog = await openDialog();
  await chooseOption(dialog.getByLabelText(/^Into cash book/), 'Kas Laci');
  api.on(`POST ${PATH}payments/`, { status: 201, body: { success: true, data: payment() } });
  fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(api.calls(`POST ${PATH}payments/`)).toHaveLength(1));
  expect(api.calls(`POST ${PATH}payments/`)[0]?.body).toMatchObject({
    cashbook_id: TILL.id,
    method: 'cash',
  });
});

test('the sale is booked to the seeded sales category unless the owner picks another', async () => {
  const dialog = await openDialog();
  await chooseOption(dialog.getByLabelText(/^Into cash book/), 'Kas Laci');
  // The seeded category reads in the reader's language.
  await waitFor(() => expect(fieldValue(dialog, /^Income category/)).toBe('Sales'));
  await chooseOption(dialog.getByLabelText(/^Income category/), 'Katering');
  api.on(`POST ${PATH}payments/`, { status: 201, body: { success: true, data: payment() } });
  fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(api.calls(`POST ${PATH}payments/`)).toHaveLength(1));
  expect(api.calls(`POST ${PATH}payments/`)[0]?.body).toMatchObject({ category_id: uuid(953) });
});

test('by default the payment is booked to the sales category', async () => {
  const dialog = await openDialog();
  await chooseOption(dialog.getByLabelText(/^Into cash book/), 'Rekening BCA');
  await waitFor(() => expect(fieldValue(dialog, /^Income category/)).toBe('Sales'));
  api.on(`POST ${PATH}payments/`, { status: 201, body: { success: true, data: payment() } });
  fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(api.calls(`POST ${PATH}payments/`)).toHaveLength(1));
  expect(api.calls(`POST ${PATH}payments/`)[0]?.body).toMatchObject({ category_id: uuid(951) });
});

test('with several books none is taken for the owner; an empty amount and no book are named', async () => {
  const dialog = await openDialog();
  await waitFor(() => expect(api.calls('GET /v1/cashbooks/')).not.toHaveLength(0));
  expect(fieldValue(dialog, /^Into cash book/)).toBe('');
  fireEvent.change(dialog.getByLabelText(/^Amount/), { target: { value: '' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
  expect(await dialog.findByText('Enter the amount received.')).toBeTruthy();
  expect(dialog.getByText('Choose the cash book the money went into.')).toBeTruthy();
  expect(api.calls(`POST ${PATH}payments/`)).toHaveLength(0);
});
