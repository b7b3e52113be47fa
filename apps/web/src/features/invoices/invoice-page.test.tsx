import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invoice } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { businessToday } from '../../lib/business';
import { uuid } from '../../test/directory-fixtures';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { answerBooks, invoice, ok, payment } from '../../test/invoice-fixtures';
import { currentPath, plain, renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

const INVOICE = invoice();
const PATH = `/v1/invoices/${INVOICE.id}/`;

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('desktop');
  api = await startSession(['invoice.view', 'invoice.manage', 'invoice.delete', 'cashbook.view']);
  api.on(`GET ${PATH}payments/`, ok([]));
  api.on(
    `GET ${PATH}history/`,
    ok([
      {
        action: 'invoice.create',
        created_at: '2026-11-02T02:00:00.000Z',
        user_name: 'Sri',
        params: {},
      },
      {
        action: 'invoice.send',
        created_at: '2026-11-02T03:00:00.000Z',
        user_name: 'Sri',
        params: { channel: 'email', email: 'ratna@example.com' },
      },
      {
        action: 'invoice.view',
        created_at: '2026-11-03T03:00:00.000Z',
        user_name: null,
        params: {},
      },
      {
        action: 'invoice.payment',
        created_at: '2026-11-10T04:00:00.000Z',
        user_name: 'Sri',
        params: { amount: 500_000_00, currency: 'IDR' },
      },
    ]),
  );
  api.on(
    'GET /v1/settings/application/',
    ok({
      name: 'Warung Bu Sri',
      logo_url: null,
      address: 'Jl. Kenanga 12',
      bank_accounts: [{ bank_name: 'BCA', account_number: '123', account_name: 'Sri' }],
      qris_url: null,
    }),
  );
  answerBooks(api);
});

function open(answer: Invoice = INVOICE) {
  api.on(`GET ${PATH}`, ok(answer));
  return renderRoutes(routes, `/apps/invoice/${answer.id}`);
}

async function menuItem(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  return screen.findByRole('menuitem', { name });
}

test('the invoice reads as its customer sees it, with its timeline in words', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'INV/2026/0001', level: 1 })).toBeTruthy();
  const sheet = screen.getByTestId('invoice-sheet');
  expect(within(sheet).getByText('Warung Bu Sri')).toBeTruthy();
  expect(await within(sheet).findByText('Jl. Kenanga 12')).toBeTruthy();
  expect(within(sheet).getByText('Warung Ratna')).toBeTruthy();
  const lines = within(sheet).getAllByTestId('sheet-line');
  expect(lines.map((line) => plain(line.textContent))).toEqual([
    'Beras 5 kg10 karungIDR 75,000—11%IDR 750,000',
    'Minyak goreng 2 L2.5 dusIDR 110,000IDR 25,00011%IDR 250,000',
  ]);
  expect(plain(within(sheet).getByTestId('tax-1100').textContent)).toBe('IDR 110,000');
  expect(within(sheet).getByText('Tax base (DPP) IDR 1,000,000')).toBeTruthy();
  expect(plain(within(sheet).getByTestId('sheet-total').textContent)).toBe('IDR 1,110,000');
  expect(within(sheet).getByText('In words: satu juta seratus sepuluh ribu rupiah')).toBeTruthy();
  expect(
    within(sheet).getByText('Sent').closest('[data-status]')?.getAttribute('data-status'),
  ).toBe('sent');

  const steps = await screen.findAllByTestId('timeline-step');
  expect(
    steps.map((step) => plain(step.querySelector('.mantine-Timeline-itemTitle')?.textContent)),
  ).toEqual([
    'Created',
    'Sent by email to ratna@example.com',
    'Opened by the customer',
    'Payment of IDR 500,000 recorded',
  ]);
});

test('a payment starts at the amount due, refuses more (here and from the server) and is booked once', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a payment of INV/2026/0001' });
  const amount = within(dialog).getByLabelText(/^Amount received/) as HTMLInputElement;
  expect(amount.value).toBe('1,110,000');
  // The only open book in the invoice's currency is chosen; the USD one is not offered.
  await waitFor(() =>
    expect((within(dialog).getByLabelText(/^Into cash book/) as HTMLInputElement).value).toBe(
      'Rekening BCA',
    ),
  );

  fireEvent.change(amount, { target: { value: '2000000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(
    await within(dialog).findByText(
      'That is more than is still due (IDR 1,110,000). Record at most IDR 1,110,000.',
    ),
  ).toBeTruthy();
  expect(api.calls(`POST ${PATH}payments/`)).toHaveLength(0);

  // Someone else's payment came first: the server refuses, and says so in words.
  api.on(
    `POST ${PATH}payments/`,
    { status: 422, body: errorBody('OVERPAYMENT', 'Pembayaran melebihi sisa tagihan.') },
    { status: 201, body: { success: true, data: payment() } },
  );
  fireEvent.change(amount, { target: { value: '500000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(api.calls(`POST ${PATH}payments/`)).toHaveLength(1));
  expect(
    await within(dialog).findByText(
      'That is more than is still due (IDR 1,110,000). Record at most IDR 1,110,000.',
    ),
  ).toBeTruthy();

  api.on(
    `GET ${PATH}`,
    ok(invoice({ paid: 500_000_00, amount_due: 610_000_00, payment_status: 'partial' })),
  );
  api.on(`GET ${PATH}payments/`, ok([payment()]));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Payment of IDR 500,000 recorded.')).toBeTruthy();
  const [first, second] = api.calls(`POST ${PATH}payments/`);
  expect(second?.body).toEqual({
    amount: 500_000_00,
    date: businessToday('Asia/Jakarta'),
    cashbook_id: uuid(801),
    method: 'transfer',
    note: null,
  });
  // The retry carries the first attempt's key: a lost answer cannot book it twice.
  expect(second?.headers['idempotency-key']).toBeTruthy();
  expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  // The invoice and its payments are asked again and show the payment.
  expect(await screen.findByTestId('payment-row')).toBeTruthy();
  expect(plain(screen.getByTestId('sheet-due').textContent)).toBe('IDR 610,000');
});

test('voiding asks first; an invoice with payments explains why it cannot be voided yet', async () => {
  open();
  fireEvent.click(await menuItem('Void invoice'));
  const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV/2026/0001?' });
  api.on(
    `POST ${PATH}void/`,
    ok(invoice({ status: 'void', voided_at: '2026-11-20T01:00:00.000Z' })),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
  expect(await screen.findByText('The invoice is void.')).toBeTruthy();
  expect(screen.getByText(/This invoice is void/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
});

test('an invoice with payments cannot be voided until they are removed', async () => {
  open(invoice({ paid: 500_000_00, amount_due: 610_000_00, payment_status: 'partial' }));
  fireEvent.click(await menuItem('Void invoice'));
  const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV/2026/0001?' });
  expect(
    within(dialog).getByText(/has payments of IDR 500,000. Remove its payments first/),
  ).toBeTruthy();
  expect(
    (within(dialog).getByRole('button', { name: 'Void invoice' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});

test('duplicate opens the new draft in the editor', async () => {
  const { router } = open();
  const copy = invoice({ id: uuid(599), number: 'INV/2026/0009', status: 'draft' });
  api.on(`POST ${PATH}duplicate/`, { status: 201, body: { success: true, data: copy } });
  fireEvent.click(await menuItem('Duplicate'));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/invoice/edit/${copy.id}`));
});

test('a draft can be deleted, after a confirmation; the list then says so', async () => {
  const { router } = open(invoice({ status: 'draft', sent_at: null }));
  api.on(`DELETE ${PATH}`, { body: { success: true, message: 'deleted' } });
  api.on('GET /v1/contacts/search/', ok([]));
  api.on('GET /v1/invoices/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  fireEvent.click(await menuItem('Delete draft'));
  const dialog = await screen.findByRole('dialog', { name: 'Delete draft INV/2026/0001?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/invoice'));
  expect(await screen.findByText('Draft INV/2026/0001 was deleted.')).toBeTruthy();
  expect(api.calls(`DELETE ${PATH}`)).toHaveLength(1);
});

test('WhatsApp shows the prepared message first; the customer link is copied or revoked', async () => {
  open();
  api.on(
    `GET ${PATH}whatsapp/`,
    ok({ url: 'https://wa.me/6281234567890?text=Halo', message: 'Halo Bu Ratna' }),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'WhatsApp' }));
  const chat = await screen.findByRole('dialog', { name: 'Send by WhatsApp' });
  expect(await within(chat).findByText('Halo Bu Ratna')).toBeTruthy();
  expect(within(chat).getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toBe(
    'https://wa.me/6281234567890?text=Halo',
  );
  fireEvent.keyDown(chat, { key: 'Escape' });
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Send by WhatsApp' })).toBeNull(),
  );

  api.on(
    `POST ${PATH}share/`,
    ok({ token: 't', url: 'https://usaha.id/portal?token=t', created_at: '' }),
  );
  api.on(`DELETE ${PATH}share/`, { body: { success: true, message: 'revoked' } });
  fireEvent.click(await menuItem('Customer link'));
  const share = await screen.findByRole('dialog', { name: 'Customer link' });
  expect(((await within(share).findByLabelText('Link')) as HTMLInputElement).value).toBe(
    'https://usaha.id/portal?token=t',
  );
  fireEvent.click(within(share).getByRole('button', { name: 'Revoke link' }));
  expect(
    await screen.findByText('The link was revoked: it no longer opens the invoice.'),
  ).toBeTruthy();
  expect(api.calls(`DELETE ${PATH}share/`)).toHaveLength(1);
});

test('someone who may only read sees the invoice and its PDF, no actions; an unknown id is not found', async () => {
  api = await startSession(['invoice.view']);
  api.on(`GET ${PATH}payments/`, ok([]));
  api.on(`GET ${PATH}history/`, ok([]));
  api.on('GET /v1/settings/application/', ok({ name: 'Warung Bu Sri' }));
  const { router } = open();
  expect(await screen.findByRole('button', { name: 'PDF' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();

  api.on(`GET /v1/invoices/${uuid(999)}/`, {
    status: 404,
    body: errorBody('NOT_FOUND', 'Not found'),
  });
  void router.navigate(`/apps/invoice/${uuid(999)}`);
  expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeTruthy();
  // An address that names no invoice is not even asked for.
  void router.navigate('/apps/invoice/INV-2026-0001');
  await waitFor(() => expect(currentPath(router)).toBe('/apps/invoice/INV-2026-0001'));
  expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeTruthy();
  expect(api.requests.some((request) => request.path.includes('INV-2026'))).toBe(false);
});

test('an invoice is made recurring from its page: its content is the template, the calendar is chosen', async () => {
  open();
  const schedule = { id: uuid(700), interval: 'monthly', every: 1, start_date: '2027-01-02' };
  api.on('POST /v1/recurring-invoices/', { status: 201, body: { success: true, data: schedule } });
  fireEvent.click(await menuItem('Make recurring'));
  const dialog = await screen.findByRole('dialog', { name: `Make ${INVOICE.number} recurring` });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
  expect(await screen.findByText(/Schedule created: Every month on day 2/)).toBeTruthy();
  const [sent] = api.calls('POST /v1/recurring-invoices/');
  const body = sent?.body as Record<string, unknown>;
  expect(body).toMatchObject({
    contact_id: INVOICE.contact_id,
    interval: 'monthly',
    every: 1,
    end: { type: 'never' },
    auto_send: true,
    // Due as many days after each invoice as this one is.
    due_days: 30,
    language: INVOICE.language,
  });
  // One month after this invoice, or today when that has passed.
  const today = businessToday('Asia/Jakarta');
  expect(body.start_date).toBe('2026-12-02' < today ? today : '2026-12-02');
  expect(body.lines).toEqual(
    INVOICE.lines.map((line) => ({
      product_id: line.product_id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unit_price,
      discount: line.discount,
      tax_rate: line.tax_rate,
      tax_base: line.tax_base,
    })),
  );
});
