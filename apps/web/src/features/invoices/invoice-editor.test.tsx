import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calculateInvoice, createInvoiceBodySchema, formatMoney } from '@usaha/shared';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { contact, plain, uuid } from '../../test/directory-fixtures';
import { saveNewContactSheet } from '../../test/new-contact-sheet';
import { currentPath, renderRoutes } from '../../test/render';
import { chooseOption, openList } from '../../test/select';
import { invoice, SETTINGS } from './invoice-editor-fixtures';
import { field, RATNA, sessionPerTest, type } from './invoice-editor-test-session';

const SAVED = invoice();

const api = sessionPerTest();

/** Money as the page shows it in English, read with plain spaces. */
const money = (minor: number) => formatMoney(minor, 'IDR', 'en-US').replace(/\s/g, ' ');
async function openNew() {
  const view = renderRoutes(routes, '/apps/invoice/create');
  expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeTruthy();
  // The form starts once the settings (due days, taxes, terms) are in.
  await waitFor(() => field(/^Invoice date/));
  return view;
}

async function chooseCustomer() {
  const picker = field(/^Customer/);
  picker.focus();
  await chooseOption(picker, 'Bu Ratna');
}

test('the due date follows the issue date by the default days until it is given by hand', async () => {
  await openNew();
  expect(field(/^Invoice date/).value).toBe('20/11/2026');
  expect(field(/^Due date/).value).toBe('04/12/2026');
  expect(field(/^Invoice number/).placeholder).toBe('Automatic');
  expect(screen.getByText('Leave empty for the next number: INV/2026/0007')).toBeTruthy();
  // A line's product picker asks for products only when it is opened.
  expect(api().calls('GET /v1/products/search/')).toHaveLength(0);

  type(field(/^Invoice date/), '25/12/2026');
  await waitFor(() => expect(field(/^Due date/).value).toBe('08/01/2027'));
  type(field(/^Due date/), '31/01/2027');
  type(field(/^Invoice date/), '01/12/2026');
  await waitFor(() => expect(field(/^Invoice date/).value).toBe('01/12/2026'));
  expect(field(/^Due date/).value).toBe('31/01/2027');
});

test('live totals are calculateInvoice figures: a product line, a free line of 2,5, discounts, a charge', async () => {
  await openNew();
  const productPicker = field(/^Product/);
  productPicker.focus();
  // The picker asks for products once it is opened.
  await openList(productPicker);
  fireEvent.click(
    await screen.findByRole('option', { name: /^Beras 5 kg · BRS-5KG/, hidden: true }),
  );
  expect(field(/^Description/).value).toBe('Beras 5 kg');
  expect(field(/^Unit$/).value).toBe('karung');
  expect(field(/^Unit price/).value).toBe('75,000');

  fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
  await waitFor(() => expect(screen.getAllByTestId('invoice-line')).toHaveLength(2));
  type(field(/^Description/, 1), 'Jasa antar');
  type(field(/^Quantity/, 1), '2,5');
  type(field(/^Unit price/, 1), '20000');
  await chooseOption(field(/^Tax/, 1), 'PPN 12% (DPP 11/12)');
  type(field(/^Discount/, 0), '10');
  type(field(/^Other charge/), '15000');

  const expected = calculateInvoice({
    currency: 'IDR',
    prices_include_tax: false,
    lines: [
      {
        quantity: 1000,
        unit_price: 75_000_00,
        discount: { type: 'percent', value: 1000 },
        tax_rate: 1100,
        tax_base: null,
      },
      {
        quantity: 2500,
        unit_price: 20_000_00,
        discount: null,
        tax_rate: 1200,
        tax_base: { numerator: 11, denominator: 12 },
      },
    ],
    discount: null,
    charge: 15_000_00,
    round_total: true,
  });
  await waitFor(() =>
    expect(plain(screen.getByTestId('total-total'))).toBe(`Total${money(expected.total)}`),
  );
  expect(plain(screen.getByTestId('total-subtotal'))).toBe(`Subtotal${money(expected.subtotal)}`);
  expect(plain(screen.getByTestId('total-tax-1100'))).toBe(
    `PPN 11%${money(expected.taxes[0]?.tax ?? -1)}`,
  );
  const dpp = plain(screen.getByTestId('total-tax-1200'));
  expect(dpp).toContain(`PPN 12% (DPP 11/12)${money(expected.taxes[1]?.tax ?? -1)}`);
  expect(dpp).toContain(
    `Other tax base (DPP nilai lain)${money(expected.taxes[1]?.taxable ?? -1)}`,
  );
  expect(plain(screen.getByTestId('total-charge'))).toBe(`Other charge${money(15_000_00)}`);
  expect(plain(screen.getByTestId('sticky-total'))).toBe(money(expected.total));
  const amounts = screen.getAllByTestId('line-amount').map((element) => plain(element));
  expect(amounts).toEqual([money(67_500_00), money(50_000_00)]);
  expect(screen.getByTestId('total-words').textContent).toMatch(/^In words: .+ rupiah/);
});

test('a discount larger than its line is said in the totals and on the line, and nothing is sent', async () => {
  await openNew();
  await chooseCustomer();
  type(field(/^Description/), 'Jasa');
  type(field(/^Unit price/), '10000');
  fireEvent.click(
    within(screen.getByTestId('invoice-line')).getByRole('radio', { name: 'Amount' }),
  );
  type(field(/^Discount/), '20000');
  expect(await screen.findByTestId('totals-refused')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(field(/^Discount/).getAttribute('aria-invalid')).toBe('true'));
  expect(api().calls('POST /v1/invoices/')).toHaveLength(0);
});

test('save as draft posts the contract body with a key, then opens the invoice', async () => {
  api().on('POST /v1/invoices/', { status: 201, body: { success: true, data: SAVED } });
  const { router } = await openNew();
  await chooseCustomer();
  type(field(/^Description/), 'Katering 50 kotak');
  type(field(/^Quantity/), '50');
  type(field(/^Unit$/), 'kotak');
  type(field(/^Unit price/), '25000');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(currentPath(router)).toBe(`/apps/invoice/${SAVED.id}`));
  const [post] = api().calls('POST /v1/invoices/');
  expect(post?.headers['idempotency-key']).toMatch(/.{16,}/);
  expect(post?.body).toEqual({
    contact_id: RATNA.id,
    issue_date: '2026-11-20',
    due_date: '2026-12-04',
    prices_include_tax: false,
    lines: [
      {
        product_id: null,
        description: 'Katering 50 kotak',
        quantity: 50_000,
        unit: 'kotak',
        unit_price: 25_000_00,
        discount: null,
        tax_rate: 1100,
        tax_base: null,
      },
    ],
    discount: null,
    charge: 0,
    charge_label: null,
    notes: null,
    terms: SETTINGS.invoice_terms,
    language: 'id',
  });
  expect(createInvoiceBodySchema.parse(post?.body)).toEqual(post?.body);
  expect(api().calls(`POST /v1/invoices/${SAVED.id}/send/`)).toHaveLength(0);
});

test('save and send creates the invoice, then sends it with channel none', async () => {
  api().on('POST /v1/invoices/', { status: 201, body: { success: true, data: SAVED } });
  api().on(`POST /v1/invoices/${SAVED.id}/send/`, {
    body: { success: true, data: { ...SAVED, status: 'sent', version: 5 } },
  });
  const { router } = await openNew();
  await chooseCustomer();
  type(field(/^Description/), 'Katering');
  type(field(/^Unit price/), '25000');
  fireEvent.click(screen.getByRole('button', { name: 'Save and send' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/invoice/${SAVED.id}`));
  expect(api().calls('POST /v1/invoices/')).toHaveLength(1);
  expect(api().calls(`POST /v1/invoices/${SAVED.id}/send/`)[0]?.body).toEqual({ channel: 'none' });
});

test('a customer typed but not known is created on the spot, with a WhatsApp number, and put on the invoice', async () => {
  const NEW = contact({ id: uuid(7), name: 'Pak Joko' });
  api().on('GET /v1/contacts/search/', { body: { success: true, data: [] } });
  api().on('POST /v1/contacts/', { status: 201, body: { success: true, data: NEW } });
  api().on('POST /v1/invoices/', { status: 201, body: { success: true, data: SAVED } });
  await openNew();
  const picker = field(/^Customer/);
  picker.focus();
  fireEvent.click(picker);
  type(picker, 'Pak Joko');
  await chooseOption(picker, 'Add new customer “Pak Joko”');
  await saveNewContactSheet('New customer', 'Save customer', '0812 1111 2222');
  await waitFor(() => expect(api().calls('POST /v1/contacts/')).toHaveLength(1));
  expect(api().calls('POST /v1/contacts/')[0]?.body).toEqual({
    kind: 'customer',
    name: 'Pak Joko',
    phone: '0812 1111 2222',
  });
  type(field(/^Description/), 'Katering');
  type(field(/^Unit price/), '25000');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(api().calls('POST /v1/invoices/')).toHaveLength(1));
  expect(api().calls('POST /v1/invoices/')[0]?.body).toMatchObject({ contact_id: NEW.id });
});

test('Enter in the last line adds the next one and puts the cursor there; nothing is sent', async () => {
  api().on('POST /v1/invoices/', { status: 201, body: { success: true, data: SAVED } });
  await openNew();
  type(field(/^Description/), 'Katering');
  fireEvent.keyDown(field(/^Unit price/), { key: 'Enter' });
  await waitFor(() => expect(screen.getAllByTestId('invoice-line')).toHaveLength(2));
  await waitFor(() => expect(document.activeElement).toBe(field(/^Description/, 1)));
  // Enter in a line that is not the last one only keeps the form from being sent.
  fireEvent.keyDown(field(/^Quantity/, 0), { key: 'Enter' });
  expect(screen.getAllByTestId('invoice-line')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Move line 2 up' }));
  await waitFor(() => expect(field(/^Description/, 1).value).toBe('Katering'));
  fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
  await waitFor(() => expect(screen.getAllByTestId('invoice-line')).toHaveLength(1));
  expect(field(/^Description/).value).toBe('Katering');
  expect(api().calls('POST /v1/invoices/')).toHaveLength(0);
});

test('who may not manage products is offered neither a new product nor saving a line as one', async () => {
  await openNew();
  type(field(/^Description/), 'Nasi kotak ayam');
  expect(screen.queryByRole('button', { name: 'Save line 1 as a product' })).toBeNull();
  const picker = field(/^Product/);
  picker.focus();
  const list = await openList(picker);
  type(picker, 'Nasi kotak');
  await waitFor(() =>
    expect(
      api()
        .calls('GET /v1/products/search/')
        .map((request) => new URL(request.url).searchParams.get('q')),
    ).toContain('Nasi kotak'),
  );
  expect(await list.findByRole('option', { name: /^Beras 5 kg/, hidden: true })).toBeTruthy();
  expect(screen.queryByTestId('product-create-option')).toBeNull();
});
