import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { SETTINGS, settingsAnswer, signIn } from './test-fixtures';

let api: FakeApi;
const BARE = { ...SETTINGS, address: null, phone: null, bank_accounts: [] };

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/settings/application/', settingsAnswer(BARE));
  api.on('GET /v1/dashboard/', { status: 500, body: { success: false } });
});

test('the first-run setup asks for the address, phone and a bank account, and goes on', async () => {
  signIn(api, 'owner');
  api.on('PUT /v1/settings/application/', (request) =>
    settingsAnswer({ ...BARE, ...(request.body as object), version: 4 }),
  );
  const user = userEvent.setup();
  renderRoutes(routes, '/apps/settings/setup');

  await screen.findByRole('heading', { name: 'Set up your business', level: 1 });
  expect(await screen.findByRole('heading', { name: 'How customers pay' })).toBeTruthy();
  await user.type(screen.getByLabelText('Address'), 'Jl. Kenanga 12');
  await user.type(screen.getByLabelText('Phone number'), '0812 1111 2222');
  await user.type(screen.getByLabelText('Bank'), 'BRI');
  await user.type(screen.getByLabelText('Account number'), '0123456789');
  await user.type(screen.getByLabelText('Account holder'), 'Sri Wahyuni');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByRole('heading', { name: /^Welcome/, level: 1 })).toBeTruthy();
  const put = api.requests.find((request) => request.method === 'PUT');
  expect(put?.body).toMatchObject({
    version: SETTINGS.version,
    name: SETTINGS.name,
    address: 'Jl. Kenanga 12',
    phone: '0812 1111 2222',
    bank_accounts: [
      { bank_name: 'BRI', account_number: '0123456789', account_name: 'Sri Wahyuni' },
    ],
    invoice_number_format: SETTINGS.invoice_number_format,
    tax_rates: SETTINGS.tax_rates,
  });
});

test('a cashier is told the setup is not theirs', async () => {
  signIn(api, 'cashier');
  renderRoutes(routes, '/apps/settings/setup');
  expect(await screen.findByText('Not for your role')).toBeTruthy();
});
