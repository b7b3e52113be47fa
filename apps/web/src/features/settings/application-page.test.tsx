import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { SETTINGS, settingsAnswer, signIn } from './test-fixtures';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/settings/application/', settingsAnswer(SETTINGS));
});

test('the overview links what an owner may open, each with a line on it', async () => {
  signIn(api, 'owner');
  renderRoutes(routes, '/apps/settings');

  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  for (const page of ['profile', 'password', 'privacy', 'users', 'application', 'subscription']) {
    expect(links).toContain(`/apps/settings/${page}`);
  }
  expect(screen.queryByText('Read only')).toBeNull();
});

test('a viewer sees no users page and the business settings only to read', async () => {
  signIn(api, 'viewer');
  renderRoutes(routes, '/apps/settings');

  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(links).not.toContain('/apps/settings/users');
  expect(links).not.toContain('/apps/settings/subscription');
  expect(links).toContain('/apps/settings/application');
  expect(screen.getByText('Read only')).toBeTruthy();
});

test('a viewer reads the business settings without a form', async () => {
  signIn(api, 'viewer');
  renderRoutes(routes, '/apps/settings/application');

  const region = await screen.findByRole('region', { name: 'Invoices' });
  expect(within(region).getByText('INV/2026/0007')).toBeTruthy();
  expect(within(region).getByText('11%')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: /Business name/ })).toBeNull();
});

test('an owner edits the settings: live invoice preview, bank accounts, and the header name follows', async () => {
  signIn(api, 'owner');
  const saved = { ...SETTINGS, name: 'Warung Sri Jaya', version: 4 };
  api.on('PUT /v1/settings/application/', settingsAnswer(saved));
  renderRoutes(routes, '/apps/settings/application');

  const name = await screen.findByRole('textbox', { name: /^Business name/ });
  const preview = screen.getByTestId('invoice-preview');
  expect(preview.textContent).toMatch(/^INV\/\d{4}\/0007$/);
  fireEvent.change(screen.getByLabelText(/^Invoice number format/), {
    target: { value: 'F-{YY}{MM}-{SEQ:3}' },
  });
  fireEvent.change(screen.getByLabelText(/^Next invoice number/), { target: { value: '42' } });
  expect(screen.getByTestId('invoice-preview').textContent).toMatch(/^F-\d{4}-042$/);
  fireEvent.change(screen.getByLabelText(/^Invoice number format/), {
    target: { value: 'F-{DD}-{SEQ}' },
  });
  expect(screen.queryByTestId('invoice-preview')).toBeNull();
  fireEvent.change(screen.getByLabelText(/^Invoice number format/), {
    target: { value: 'INV/{YYYY}/{SEQ:4}' },
  });

  fireEvent.change(name, { target: { value: 'Warung Sri Jaya' } });
  // A second bank account; a row left empty is not sent.
  fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
  const banks = screen.getAllByLabelText(/^Bank$/);
  fireEvent.change(banks[1] as HTMLElement, { target: { value: 'Mandiri' } });
  fireEvent.change(screen.getAllByLabelText(/^Account number/)[1] as HTMLElement, {
    target: { value: '1300012345678' },
  });
  fireEvent.change(screen.getAllByLabelText(/^Account holder/)[1] as HTMLElement, {
    target: { value: 'Sri Wahyuni' },
  });
  fireEvent.change(screen.getByLabelText(/^NPWP/), { target: { value: '12.345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('An NPWP has 15 or 16 digits.')).toBeTruthy();
  expect(api.calls('PUT /v1/settings/application/')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText(/^NPWP/), { target: { value: '01.234.567.8-901.000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('The business settings have been saved.')).toBeTruthy();
  expect(api.calls('PUT /v1/settings/application/')[0]?.body).toMatchObject({
    version: 3,
    name: 'Warung Sri Jaya',
    default_tax_rate: 1100,
    invoice_next_number: 42,
    invoice_number_format: 'INV/{YYYY}/{SEQ:4}',
    npwp: '01.234.567.8-901.000',
    timezone: 'Asia/Jakarta',
    fiscal_year_start_month: 1,
    bank_accounts: [
      { bank_name: 'BCA', account_number: '1234567890', account_name: 'Sri Wahyuni' },
      { bank_name: 'Mandiri', account_number: '1300012345678', account_name: 'Sri Wahyuni' },
    ],
  });
  // The header reads the business's name from the profile, so it is fetched again.
  await waitFor(() => expect(api.calls('GET /v1/auth/profile/').length).toBeGreaterThanOrEqual(2));
});

test('a version conflict says the settings changed elsewhere, and reload brings the new ones', async () => {
  signIn(api, 'owner');
  api.on('PUT /v1/settings/application/', {
    status: 409,
    body: errorBody('VERSION_CONFLICT', 'Changed'),
  });
  renderRoutes(routes, '/apps/settings/application');

  fireEvent.change(await screen.findByRole('textbox', { name: /^Business name/ }), {
    target: { value: 'Nama Saya' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(
    await screen.findByText(/Someone changed these settings while you were editing/),
  ).toBeTruthy();

  api.on(
    'GET /v1/settings/application/',
    settingsAnswer({ ...SETTINGS, name: 'Nama Baru', version: 5 }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reload settings' }));
  await waitFor(() =>
    expect(
      (screen.getByRole('textbox', { name: /^Business name/ }) as HTMLInputElement).value,
    ).toBe('Nama Baru'),
  );
  api.on('PUT /v1/settings/application/', settingsAnswer({ ...SETTINGS, version: 6 }));
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  await screen.findByText('The business settings have been saved.');
  expect(api.calls('PUT /v1/settings/application/')[1]?.body).toMatchObject({ version: 5 });
});

test('a logo is checked, uploaded as the image itself, shown, and removed', async () => {
  signIn(api, 'owner');
  const withLogo = { ...SETTINGS, logo_url: '/v1/settings/application/logo/?v=logo-1' };
  api.on('POST /v1/settings/application/logo/', settingsAnswer(withLogo));
  api.on('DELETE /v1/settings/application/logo/', settingsAnswer(SETTINGS));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  const { container } = renderRoutes(routes, '/apps/settings/application');

  await screen.findByRole('button', { name: 'Upload logo' });
  const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [big] } });
  expect(
    await screen.findByText('The image is larger than 1 MB. Choose a smaller one.'),
  ).toBeTruthy();
  expect(api.calls('POST /v1/settings/application/logo/')).toHaveLength(0);

  const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [logo] } });
  expect(await screen.findByRole('img', { name: 'Logo of Warung Bu Sri' })).toBeTruthy();
  const upload = await waitFor(() => {
    const call = api.calls('POST /v1/settings/application/logo/')[0];
    if (!call) throw new Error('not sent yet');
    return call;
  });
  expect(upload.headers['content-type']).toBe('image/png');
  fireEvent.click(await screen.findByRole('button', { name: 'Remove logo' }));
  expect(await screen.findByRole('img', { name: 'No logo yet' })).toBeTruthy();
  expect(api.calls('DELETE /v1/settings/application/logo/')).toHaveLength(1);
});
