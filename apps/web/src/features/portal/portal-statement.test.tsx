import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { figures, portalStatement } from '../../test/debt-fixtures';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { ok } from '../../test/invoice-fixtures';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

const TOKEN = 'St4t_m3nt-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const PATH = `/v1/portal/statements/${TOKEN}/`;

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('phone');
  // Someone is signed in on this browser: the statement neither needs nor sends their session.
  api = await startSession(['debt.view']);
});

test('the contact sees what they owe, each open line with its payments, and the PDF, in the statement’s language', async () => {
  api.on(`GET ${PATH}`, ok(portalStatement()));
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'Laporan hutang piutang', level: 1 }),
  ).toBeTruthy();
  expect(screen.getByText('Untuk Budi Santoso')).toBeTruthy();
  expect(screen.getByText('Per 20 November 2026')).toBeTruthy();
  expect(screen.getByText('Jl. Kenanga 12, Bandung')).toBeTruthy();
  const total = screen.getByTestId('statement-total-IDR');
  expect(within(total).getByText('Utang Anda ke Warung Bu Sri')).toBeTruthy();
  expect(plain(within(total).getByTestId('statement-net').textContent)).toBe('Rp 380.000');

  const items = screen.getAllByTestId('statement-item');
  expect(items).toHaveLength(3);
  const [credit, invoice, debt] = items as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(credit).getByText('Beras dan gula')).toBeTruthy();
  expect(plain(within(credit).getByTestId('statement-remaining').textContent)).toBe('Rp 100.000');
  expect(within(credit).getByText('Rp 50.000 dari Rp 150.000 sudah dibayar')).toBeTruthy();
  expect(
    within(credit)
      .getAllByTestId('statement-payment')
      .map((row) => plain(row.textContent)),
  ).toEqual(['5 Nov 2026Rp 50.000']);
  expect(within(invoice).getByText('Faktur')).toBeTruthy();
  expect(within(invoice).getByText('Terlambat')).toBeTruthy();
  expect(within(debt).getByText('Utang kami')).toBeTruthy();

  expect(screen.getByRole('link', { name: 'Unduh PDF' }).getAttribute('href')).toBe(
    `https://localhost:3000/api${PATH}pdf/`,
  );
  expect(api.calls(`GET ${PATH}`)[0]?.headers.authorization).toBeUndefined();
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex, nofollow',
  );

  fireEvent.click(screen.getByRole('button', { name: 'EN' }));
  expect(await screen.findByText('You owe Warung Bu Sri')).toBeTruthy();
  expect(plain(screen.getByTestId('statement-net').textContent)).toBe('IDR 380,000');
});

test('a business that owes the contact says so; nothing open says thank you', async () => {
  api.on(
    `GET ${PATH}`,
    ok(
      portalStatement({
        language: 'en',
        items: [],
        totals: [figures({ payable: 20_000_00, net: -20_000_00 })],
      }),
    ),
  );
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  expect(await screen.findByText('Warung Bu Sri owes you')).toBeTruthy();
  expect(plain(screen.getByTestId('statement-net').textContent)).toBe('IDR 20,000');
  expect(screen.getByText('Nothing open right now.')).toBeTruthy();
});

test('an unknown or revoked statement link gets the same calm page as an invoice’s; a malformed one is not asked', async () => {
  api.on(`GET ${PATH}`, { status: 404, body: errorBody('NOT_FOUND', 'Not found') });
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'This link is not valid or no longer active' }),
  ).toBeTruthy();
  expect(screen.getByText(/The statement cannot be shown with this link/)).toBeTruthy();

  renderRoutes(routes, '/portal?statement=%3Cscript%3E');
  await waitFor(() =>
    expect(
      screen.getAllByRole('heading', { name: 'This link is not valid or no longer active' }),
    ).toHaveLength(2),
  );
  expect(api.requests.filter((request) => request.path.includes('/portal/'))).toHaveLength(1);
});
