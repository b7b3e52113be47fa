import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PortalStatement } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { ok } from '../../test/invoice-fixtures';
import { plain, renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

const TOKEN = 'St4_9pQ-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const PATH = `/v1/portal/statements/${TOKEN}/`;

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('phone');
  api = await startSession(['invoice.view']);
});

const figures = {
  currency: 'IDR',
  credits: 200_000_00,
  invoices_due: 1_100_000_00,
  receivable: 1_300_000_00,
  payable: 80_000_00,
  net: 1_220_000_00,
  overdue_receivable: 200_000_00,
  overdue_payable: 0,
};

function statement(overrides: Partial<PortalStatement> = {}): PortalStatement {
  return {
    business: {
      name: 'Warung Bu Sri',
      logo_url: null,
      address: null,
      phone: '+6281234567890',
      email: null,
    },
    bank_accounts: [],
    qris_url: null,
    contact_name: 'Bu Ratna',
    as_of: '2026-11-20',
    language: 'id',
    items: [
      {
        type: 'credit',
        currency: 'IDR',
        date: '2026-11-02',
        due_date: '2026-11-12',
        label: 'Kasbon beras',
        amount: 300_000_00,
        paid: 100_000_00,
        remaining: 200_000_00,
        overdue: true,
        payments: [{ amount: 100_000_00, date: '2026-11-08' }],
      },
      {
        type: 'debt',
        currency: 'IDR',
        date: '2026-11-04',
        due_date: null,
        label: '',
        amount: 80_000_00,
        paid: 0,
        remaining: 80_000_00,
        overdue: false,
        payments: [],
      },
    ],
    totals: [figures],
    ...overrides,
  };
}

test('the contact sees where they stand, each record with its payments, and the PDF', async () => {
  api.on(`GET ${PATH}`, ok(statement()));
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  expect(await screen.findByText('Sisa yang perlu Anda bayar')).toBeTruthy();
  expect(plain(screen.getByTestId('standing-IDR').textContent)).toBe(
    'Sisa yang perlu Anda bayarRp 1.220.000',
  );
  expect(screen.getByText('Rekap hutang piutang dari Warung Bu Sri untuk Bu Ratna')).toBeTruthy();
  const [credit, debt] = screen.getAllByTestId('statement-item');
  expect(plain(credit?.textContent)).toBe(
    'Hutang AndaLewat jatuh tempoKasbon beras2 Nov 2026 · jatuh tempo 12 Nov 2026Rp 200.000Jumlah Rp 300.000 · dibayar Rp 100.000Dibayar 8 Nov 2026Rp 100.000',
  );
  expect(within(debt as HTMLElement).getByText('Hutang kami')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Unduh PDF' }).getAttribute('href')).toBe(
    `https://localhost:3000/api${PATH}pdf/`,
  );
  expect(api.calls(`GET ${PATH}`)[0]?.headers.authorization).toBeUndefined();
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex, nofollow',
  );
  fireEvent.click(screen.getByRole('button', { name: 'EN' }));
  expect(await screen.findByText('Balance you owe')).toBeTruthy();
});

test('what the business owes the contact, and a square statement, say so', async () => {
  api.on(
    `GET ${PATH}`,
    ok(statement({ language: 'en', items: [], totals: [{ ...figures, net: -50_000_00 }] })),
  );
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  expect(await screen.findByText('Warung Bu Sri owes you')).toBeTruthy();
  expect(plain(screen.getByTestId('standing-IDR').textContent)).toBe(
    'Warung Bu Sri owes youIDR 50,000',
  );
  expect(
    screen.getByText(
      'There are no open debts, credits or unpaid invoices between you and Warung Bu Sri.',
    ),
  ).toBeTruthy();
});

test('a dead or malformed statement link gets the calm page', async () => {
  api.on(`GET ${PATH}`, { status: 404, body: errorBody('NOT_FOUND', 'Not found') });
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'This link is not valid or no longer active' }),
  ).toBeTruthy();
  expect(screen.getByText(/^The statement cannot be shown with this link/)).toBeTruthy();
  renderRoutes(routes, '/portal?statement=%3Cscript%3E');
  await waitFor(() =>
    expect(
      screen.getAllByRole('heading', { name: 'This link is not valid or no longer active' }),
    ).toHaveLength(2),
  );
  expect(api.requests.filter((request) => request.path.includes('/portal/'))).toHaveLength(1);
});

test('what is owed comes with how to pay: the accounts, the QRIS code and where to ask', async () => {
  api.on(
    `GET ${PATH}`,
    ok(
      statement({
        bank_accounts: [{ bank_name: 'BRI', account_number: '0123-01', account_name: 'Sri' }],
        qris_url: `/v1/portal/statements/${TOKEN}/qris/`,
        business: { ...statement().business, address: 'Jl. Kenanga 12, Bandung' },
      }),
    ),
  );
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  const pay = await screen.findByRole('region', { name: 'Cara membayar' });
  expect(plain(within(pay).getByTestId('bank-account').textContent)).toBe(
    'BRI0123-01SalinAtas nama Sri',
  );
  expect(
    within(pay).getByRole('img', { name: 'Kode QRIS Warung Bu Sri' }).getAttribute('src'),
  ).toBe(`https://localhost:3000/api/v1/portal/statements/${TOKEN}/qris/`);
  expect(within(pay).getByText(/tulis nama Anda di berita transfer/)).toBeTruthy();
  expect(within(pay).getByText('Alamat Warung Bu Sri: Jl. Kenanga 12, Bandung')).toBeTruthy();
});

test('a statement that asks for nothing shows no way to pay', async () => {
  api.on(`GET ${PATH}`, ok(statement({ items: [], totals: [] })));
  renderRoutes(routes, `/portal?statement=${TOKEN}`);
  expect(await screen.findByText('Tidak ada yang belum lunas')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Cara membayar' })).toBeNull();
});
