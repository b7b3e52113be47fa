/**
 * Products made from an invoice line (issue 31), as the customer picker makes a customer: a name
 * no product has becomes a product with the line's price, and a free-text line is saved as a
 * product with a small action on it. Only for those who may manage products.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { product, uuid } from '../../test/directory-fixtures';
import { renderRoutes } from '../../test/render';
import { openList } from '../../test/select';
import { invoice } from './invoice-editor-fixtures';
import { field, RATNA, sessionPerTest, type } from './invoice-editor-test-session';

const MANAGER = [
  'invoice.view',
  'invoice.manage',
  'contact.view',
  'product.view',
  'product.manage',
];
const api = sessionPerTest(MANAGER);
const NASI = product({
  id: uuid(301),
  sku: null,
  name: 'Nasi kotak ayam',
  unit: 'kotak',
  price: 25_000_00,
  tax_rate: 0,
});

async function openNew() {
  renderRoutes(routes, '/apps/invoice/create');
  expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeTruthy();
  await waitFor(() => field(/^Invoice date/));
}

function answerCreate() {
  api().on('POST /v1/products/', { status: 201, body: { success: true, data: NASI } });
  api().on('GET /v1/products/search/', (request) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return { body: { success: true, data: q ? [] : [NASI] } };
  });
}

test('a product name nobody has becomes a product with the line’s price, picked into the line', async () => {
  answerCreate();
  await openNew();
  type(field(/^Unit$/), 'kotak');
  type(field(/^Unit price/), '25000');
  const picker = field(/^Product/);
  picker.focus();
  await openList(picker);
  type(picker, 'Nasi kotak ayam');
  fireEvent.click(
    await screen.findByRole('option', { name: 'Add new product “Nasi kotak ayam”', hidden: true }),
  );
  const sheet = await screen.findByRole('dialog', { name: 'New product' });
  expect((within(sheet).getByLabelText(/^Product name/) as HTMLInputElement).value).toBe(
    'Nasi kotak ayam',
  );
  expect((within(sheet).getByLabelText(/^Sale price/) as HTMLInputElement).value).toBe('25,000');
  expect((within(sheet).getByLabelText(/^Unit/) as HTMLInputElement).value).toBe('kotak');
  // The line's tax (the business's PPN 11% by default) goes with it.
  expect(within(sheet).getByText('Tax 11%, as on the line.')).toBeTruthy();
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save product' }));

  await waitFor(() => expect(api().calls('POST /v1/products/')).toHaveLength(1));
  const [post] = api().calls('POST /v1/products/');
  expect(post?.body).toEqual({
    name: 'Nasi kotak ayam',
    price: 25_000_00,
    unit: 'kotak',
    tax_rate: 1100,
  });
  expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(field(/^Description/).value).toBe('Nasi kotak ayam'));
  expect(field(/^Product/).value.replace(/\s/g, ' ')).toBe('Nasi kotak ayam · IDR 25,000');
});

test('a free-text line is saved as a product with one tap, and the invoice keeps the link', async () => {
  answerCreate();
  api().on('POST /v1/invoices/', { status: 201, body: { success: true, data: invoice() } });
  await openNew();
  const customer = field(/^Customer/);
  customer.focus();
  fireEvent.click(
    await (await openList(customer)).findByRole('option', { name: RATNA.name, hidden: true }),
  );
  // Nothing to save while the line names nothing.
  expect(screen.queryByRole('button', { name: 'Save line 1 as a product' })).toBeNull();
  type(field(/^Description/), 'Nasi kotak ayam');
  type(field(/^Unit price/), '25000');
  fireEvent.click(screen.getByRole('button', { name: 'Save line 1 as a product' }));
  const sheet = await screen.findByRole('dialog', { name: 'New product' });
  expect((within(sheet).getByLabelText(/^Product name/) as HTMLInputElement).value).toBe(
    'Nasi kotak ayam',
  );
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save product' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Linked now: the action is gone and the picker names the product.
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Save line 1 as a product' })).toBeNull(),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(api().calls('POST /v1/invoices/')).toHaveLength(1));
  expect(api().calls('POST /v1/invoices/')[0]?.body).toMatchObject({
    lines: [{ product_id: NASI.id, description: 'Nasi kotak ayam', unit_price: 25_000_00 }],
  });
});
