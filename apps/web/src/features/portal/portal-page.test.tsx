import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { ok, portalInvoice } from '../../test/invoice-fixtures';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

const TOKEN = 'Xk3_9pQ-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const PATH = `/v1/portal/invoices/${TOKEN}/`;

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('phone');
  // Someone is signed in on this browser: the portal neither needs nor sends their session.
  api = await startSession(['invoice.view']);
});

test('the customer sees what is due and how to pay, in the invoice’s language first', async () => {
  api.on(`GET ${PATH}`, ok(portalInvoice()));
  renderRoutes(routes, `/portal?token=${TOKEN}`);
  // The invoice is in Indonesian: so is the page, until the visitor picks English.
  expect(await screen.findByText('Jumlah tagihan')).toBeTruthy();
  expect(plain(screen.getByTestId('portal-amount').textContent)).toBe('Rp 1.110.000');
  expect(screen.getByText('Faktur INV/2026/0001 dari Warung Bu Sri')).toBeTruthy();
  expect(screen.getAllByTestId('portal-status')[0]?.textContent).toBe('Menunggu pembayaran');
  const account = screen.getByTestId('bank-account');
  expect(within(account).getByText('123-456-7890')).toBeTruthy();
  expect(within(account).getByRole('button', { name: 'Salin nomor rekening BCA' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Kode QRIS Warung Bu Sri' }).getAttribute('src')).toBe(
    'https://localhost:3000/api/v1/portal/invoices/tok/qris/',
  );
  expect(screen.getByRole('link', { name: 'Unduh PDF' }).getAttribute('href')).toBe(
    `https://localhost:3000/api${PATH}pdf/`,
  );
  // The invoice itself, as on paper, with its lines as blocks on a phone.
  const sheet = screen.getByTestId('invoice-sheet');
  expect(within(sheet).getAllByTestId('sheet-line')).toHaveLength(2);
  expect(within(sheet).getByText('Terbilang: satu juta seratus sepuluh ribu rupiah')).toBeTruthy();

  const call = api.calls(`GET ${PATH}`)[0];
  expect(call?.headers.authorization).toBeUndefined();
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex, nofollow',
  );

  fireEvent.click(screen.getByRole('button', { name: 'EN' }));
  expect(await screen.findByText('Amount due')).toBeTruthy();
  expect(plain(screen.getByTestId('portal-amount').textContent)).toBe('IDR 1,110,000');
});

test('a paid invoice thanks the customer and lists the payments; no bank details are pushed', async () => {
  api.on(
    `GET ${PATH}`,
    ok(
      portalInvoice({
        payment_status: 'paid',
        paid: 1_110_000_00,
        amount_due: 0,
        language: 'en',
        payments: [
          { amount: 1_000_000_00, date: '2026-11-10', method: 'transfer' },
          { amount: 110_000_00, date: '2026-11-12', method: 'qris' },
        ],
      }),
    ),
  );
  renderRoutes(routes, `/portal?token=${TOKEN}`);
  expect(await screen.findByText('Paid in full. Thank you!')).toBeTruthy();
  expect(screen.queryByTestId('bank-account')).toBeNull();
  const paid = screen.getAllByTestId('portal-payment');
  expect(paid.map((row) => plain(row.textContent))).toEqual([
    'Nov 10, 2026 · Bank transferIDR 1,000,000',
    'Nov 12, 2026 · QRISIDR 110,000',
  ]);
  expect(plain(screen.getByTestId('sheet-due').textContent)).toBe('IDR 0');
});

test('an unknown, revoked or void link gets one calm page; a malformed one is not even asked', async () => {
  api.on(`GET ${PATH}`, { status: 404, body: errorBody('NOT_FOUND', 'Not found') });
  renderRoutes(routes, `/portal?token=${TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'This link is not valid or no longer active' }),
  ).toBeTruthy();
  expect(api.calls(`GET ${PATH}`)).toHaveLength(1);

  renderRoutes(routes, '/portal?token=%3Cscript%3E');
  await waitFor(() =>
    expect(
      screen.getAllByRole('heading', { name: 'This link is not valid or no longer active' }),
    ).toHaveLength(2),
  );
  expect(api.requests.filter((request) => request.path.includes('/portal/'))).toHaveLength(1);
});

test('without a token the page says what the portal is', async () => {
  renderRoutes(routes, '/portal');
  expect(await screen.findByRole('heading', { name: 'Your invoice, online' })).toBeTruthy();
  expect(screen.getByText(/Open it with the link in the WhatsApp message/)).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'App navigation' })).toBeNull();
});
