import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { page, plain, product, uuid } from '../../test/directory-fixtures';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const RICE = product({ stock_quantity: 12.5, version: 2 });
const BAG = product({
  id: uuid(102),
  sku: 'TAS-01',
  name: 'Tas belanja',
  price: 5_000_00,
  cost: null,
  active: false,
});

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['product.view', 'product.manage']);
});

test('the list shows price, margin and stock, and asks for the active filter the URL holds', async () => {
  api.on('GET /v1/products/', page([RICE, BAG]));
  const { router } = renderRoutes(routes, '/apps/products?q=beras');
  const rows = await screen.findAllByTestId('product-row');
  expect(rows).toHaveLength(2);
  const [rice, bag] = rows as [HTMLElement, HTMLElement];
  expect(within(rice).getByText('BRS-5KG')).toBeTruthy();
  expect(plain(within(rice).getByTestId('product-price'))).toBe('IDR 75,000');
  // (75,000 − 60,000) / 75,000 = 20%.
  expect(within(rice).getByTestId('product-margin').textContent).toBe('Margin 20%');
  expect(within(rice).getByTestId('product-stock').textContent).toBe('Stock 12.5 karung');
  // No cost, no margin; an inactive product says so.
  expect(within(bag).queryByTestId('product-margin')).toBeNull();
  expect(within(bag).getByText('Inactive')).toBeTruthy();
  const first = new URL(api.calls('GET /v1/products/')[0]?.url ?? '');
  expect(Object.fromEntries(first.searchParams)).toEqual({ q: 'beras', limit: '50' });

  fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/products?q=beras&active=false'));
  await waitFor(() =>
    expect(
      new URL(api.calls('GET /v1/products/').at(-1)?.url ?? '').searchParams.get('active'),
    ).toBe('false'),
  );
});

test('a new product shows its margin while typing and is sent in minor units and basis points', async () => {
  const saved = product({
    id: uuid(103),
    sku: 'MNY-1L',
    name: 'Minyak 1 liter',
    tax_rate: 1100,
    stock_quantity: 2.5,
  });
  api.on('POST /v1/products/', { status: 201, body: { success: true, data: saved } });
  api.on(`GET /v1/products/${saved.id}/`, { body: { success: true, data: saved } });
  const { router } = renderRoutes(routes, '/apps/products/create');
  expect(await screen.findByRole('heading', { name: 'New product' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^SKU/), { target: { value: 'MNY-1L' } });
  fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Minyak 1 liter' } });
  fireEvent.change(screen.getByLabelText(/^Sale price/), { target: { value: '20000' } });
  expect(screen.getByTestId('form-margin').textContent).toBe(
    'Enter a sale price and a cost to see the margin.',
  );
  fireEvent.change(screen.getByLabelText(/^Cost/), { target: { value: '15000' } });
  expect(plain(screen.getByTestId('form-margin'))).toMatch(
    /^Margin 25%.*Profit IDR 5,000 per pcs$/,
  );
  fireEvent.change(screen.getByLabelText(/^Tax/), { target: { value: '11' } });
  fireEvent.change(screen.getByLabelText(/^Stock/), { target: { value: '2.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

  await waitFor(() => expect(currentPath(router)).toBe(`/apps/products/form/${saved.id}`));
  expect(api.calls('POST /v1/products/')[0]?.body).toEqual({
    sku: 'MNY-1L',
    name: 'Minyak 1 liter',
    description: null,
    unit: 'pcs',
    price: 20_000_00,
    cost: 15_000_00,
    tax_rate: 1100,
    active: true,
    stock_quantity: 2.5,
  });
  expect(await screen.findByText('Product "Minyak 1 liter" saved.')).toBeTruthy();
  expect((screen.getByLabelText(/^Tax/) as HTMLInputElement).value).toBe('11');
});

test('a tax rate or stock that is not a number is refused here, before anything is sent', async () => {
  renderRoutes(routes, '/apps/products/create');
  fireEvent.change(await screen.findByLabelText(/^Tax/), { target: { value: '110' } });
  fireEvent.change(screen.getByLabelText(/^Stock/), { target: { value: '1,2345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
  expect(
    await screen.findByText('Enter a percentage from 0 to 100 with at most two decimals.'),
  ).toBeTruthy();
  expect(
    screen.getByText('Enter a stock number with at most three decimals, e.g. 2.5.'),
  ).toBeTruthy();
  expect(screen.getByText('Enter a sale price of 0 or more.')).toBeTruthy();
  expect(api.calls('POST /v1/products/')).toHaveLength(0);
});

test('a product needs no SKU: saved without one, listed and deleted without one', async () => {
  const saved = product({ id: uuid(104), sku: null, name: 'Nasi kotak ayam' });
  api.on('POST /v1/products/', { status: 201, body: { success: true, data: saved } });
  api.on(`GET /v1/products/${saved.id}/`, { body: { success: true, data: saved } });
  const { router } = renderRoutes(routes, '/apps/products/create');
  const name = await screen.findByLabelText(/^Product name/);
  // The name comes first; the SKU after it may stay empty.
  const sku = screen.getByLabelText(/^SKU/);
  expect(name.compareDocumentPosition(sku) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(sku.hasAttribute('required')).toBe(false);
  fireEvent.change(name, { target: { value: 'Nasi kotak ayam' } });
  fireEvent.change(screen.getByLabelText(/^Sale price/), { target: { value: '25000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/products/form/${saved.id}`));
  expect(api.calls('POST /v1/products/')[0]?.body).toMatchObject({
    sku: null,
    name: 'Nasi kotak ayam',
  });
  expect(await screen.findByText('Product "Nasi kotak ayam" saved.')).toBeTruthy();
  // A SKU that is given is still judged.
  fireEvent.change(screen.getByLabelText(/^SKU/), { target: { value: 'NASI 1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('A SKU has letters, digits and . _ - / # only, no spaces.'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
  expect(
    within(dialog).getByText('Product "Nasi kotak ayam" will be deleted. This cannot be undone.'),
  ).toBeTruthy();
});

test('the list shows no SKU line for a product without one', async () => {
  const tea = product({ id: uuid(105), sku: null, name: 'Es teh manis' });
  api.on('GET /v1/products/', page([RICE, tea]));
  renderRoutes(routes, '/apps/products');
  const [rice, row] = (await screen.findAllByTestId('product-row')) as [HTMLElement, HTMLElement];
  expect(within(rice).getByTestId('product-sku').textContent).toBe('BRS-5KG');
  expect(within(row).queryByTestId('product-sku')).toBeNull();
  expect(within(row).getByText('Es teh manis')).toBeTruthy();
});

test('a SKU another product has is shown on the SKU field; the edit carries its version', async () => {
  api.on(`GET /v1/products/${RICE.id}/`, { body: { success: true, data: RICE } });
  api.on(`PUT /v1/products/${RICE.id}/`, {
    status: 409,
    body: errorBody('CONFLICT', 'A product with SKU TAS-01 already exists', {
      sku: ['A product with SKU TAS-01 already exists'],
    }),
  });
  renderRoutes(routes, `/apps/products/form/${RICE.id}`);
  const sku = await screen.findByLabelText(/^SKU/);
  expect((screen.getByLabelText(/^Stock/) as HTMLInputElement).value).toBe('12.5');
  fireEvent.change(sku, { target: { value: 'TAS-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('SKU TAS-01 is already used by another product.')).toBeTruthy();
  expect(screen.getByLabelText(/^SKU/).getAttribute('aria-invalid')).toBe('true');
  expect(api.calls(`PUT /v1/products/${RICE.id}/`)[0]?.body).toMatchObject({
    version: 2,
    sku: 'TAS-01',
    price: 75_000_00,
    cost: 60_000_00,
    stock_quantity: 12.5,
  });
});

test('a duplicate SKU, far above the button, is scrolled to and focused; the button says why', async () => {
  api.on('POST /v1/products/', {
    status: 409,
    body: errorBody('CONFLICT', 'A product with SKU TAS-01 already exists', {
      sku: ['A product with SKU TAS-01 already exists'],
    }),
  });
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  renderRoutes(routes, '/apps/products/create');
  fireEvent.change(await screen.findByLabelText(/^SKU/), { target: { value: 'TAS-01' } });
  fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Tas belanja' } });
  fireEvent.change(screen.getByLabelText(/^Sale price/), { target: { value: '5000' } });
  const save = screen.getByRole('button', { name: 'Save product' });
  save.focus();
  fireEvent.click(save);

  const sku = screen.getByLabelText(/^SKU/);
  await waitFor(() => expect(document.activeElement).toBe(sku));
  expect(sku.getAttribute('aria-invalid')).toBe('true');
  expect(scrolled.mock.contexts).toContain(sku);
  expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  expect(screen.getByText('Not saved: check the marked fields.')).toBeTruthy();
});

test('a refusal with no field to sit on is said beside the button and brought into view', async () => {
  api.on('POST /v1/products/', {
    status: 422,
    body: errorBody('BUSINESS_RULE', 'The plan allows no more products'),
  });
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  renderRoutes(routes, '/apps/products/create');
  fireEvent.change(await screen.findByLabelText(/^SKU/), { target: { value: 'TAS-01' } });
  fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Tas belanja' } });
  fireEvent.change(screen.getByLabelText(/^Sale price/), { target: { value: '5000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/^Not saved\. .+ What you typed is still here\.$/);
  expect(scrolled.mock.contexts).toContain(alert);
  expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('TAS-01');
});

test('deleting a product asks first, then goes back to the list with a notice', async () => {
  api.on(`GET /v1/products/${RICE.id}/`, { body: { success: true, data: RICE } });
  api.on(`DELETE /v1/products/${RICE.id}/`, { body: { success: true, message: 'Deleted' } });
  api.on('GET /v1/products/', page([]));
  const { router } = renderRoutes(routes, `/apps/products/form/${RICE.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
  expect(
    within(dialog).getByText(
      'Product "Beras 5 kg" (BRS-5KG) will be deleted. This cannot be undone.',
    ),
  ).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/products'));
  expect(await screen.findByText('Product deleted.')).toBeTruthy();
});
