/** The invoice settings of /apps/settings/application: tax rates, printed texts, switches, QRIS. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updateBusinessSettingsBodySchema } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { chooseOption } from '../../test/select';
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

const PUT = 'PUT /v1/settings/application/';

function type(element: HTMLElement | undefined, value: string) {
  if (!element) throw new Error('no such field');
  fireEvent.change(element, { target: { value } });
}

/** The error message an input is described by (Mantine links it with aria-describedby). */
function errorOf(input: HTMLElement | undefined): string {
  const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function openForm() {
  signIn(api, 'owner');
  renderRoutes(routes, '/apps/settings/application');
  return screen.findByRole('region', { name: 'Tax rates' });
}

test('saving sends exactly the contract body: tax rates typed the Indonesian way, texts, switches', async () => {
  api.on(PUT, settingsAnswer({ ...SETTINGS, version: 4 }));
  const taxes = within(await openForm());
  expect(
    taxes.getAllByLabelText(/^Rate/).map((input) => (input as HTMLInputElement).value),
  ).toEqual(['11', '12']);
  fireEvent.click(taxes.getByRole('button', { name: 'Remove tax rate PPN 11%' }));
  fireEvent.click(taxes.getByRole('button', { name: 'Add tax rate' }));
  fireEvent.click(taxes.getByRole('button', { name: 'Add tax rate' }));
  // A third row left wholly empty is not sent.
  fireEvent.click(taxes.getByRole('button', { name: 'Add tax rate' }));
  type(taxes.getAllByLabelText(/^Name/)[1], 'Pajak restoran');
  type(taxes.getAllByLabelText(/^Rate/)[1], '11,5');
  type(taxes.getAllByLabelText(/^Name/)[2], 'PPN 12% nilai lain');
  type(taxes.getAllByLabelText(/^Rate/)[2], '12');
  type(taxes.getAllByLabelText(/^Tax base/)[2], ' 11 / 12 ');

  // The default is picked from the rates as typed; the removed 11% stays offered as the current one.
  await chooseOption(
    screen.getByRole('combobox', { name: 'Default tax rate' }),
    'Pajak restoran · 11.5%',
  );
  type(screen.getByLabelText(/^Terms/), 'Bayar dalam 14 hari.\nTransfer ke BCA.');
  type(screen.getByLabelText(/^Footer/), 'Terima kasih!');
  fireEvent.click(screen.getByLabelText(/^Round invoice totals to whole rupiah/));
  fireEvent.click(screen.getByLabelText(/^Show the amount in words/));
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByText('The business settings have been saved.')).toBeTruthy();
  const body = api.calls(PUT)[0]?.body;
  expect(body).toEqual({
    version: 3,
    name: 'Warung Bu Sri',
    address: 'Jl. Melati 5\nBandung',
    phone: '0812-3456-7890',
    email: 'halo@warung.id',
    npwp: '',
    currency: 'IDR',
    timezone: 'Asia/Jakarta',
    date_format: 'DD/MM/YYYY',
    fiscal_year_start_month: 1,
    invoice_number_format: 'INV/{YYYY}/{SEQ:4}',
    invoice_next_number: 7,
    default_due_days: 14,
    default_tax_rate: 1150,
    bank_accounts: SETTINGS.bank_accounts,
    tax_rates: [
      { name: 'PPN 12% (DPP 11/12)', rate: 1200, tax_base: { numerator: 11, denominator: 12 } },
      { name: 'Pajak restoran', rate: 1150, tax_base: null },
      { name: 'PPN 12% nilai lain', rate: 1200, tax_base: { numerator: 11, denominator: 12 } },
    ],
    invoice_terms: 'Bayar dalam 14 hari.\nTransfer ke BCA.',
    invoice_footer: 'Terima kasih!',
    round_invoice_totals: false,
    show_amount_in_words: false,
  });
  expect(updateBusinessSettingsBodySchema.strict().safeParse(body).success).toBe(true);
});

test('a rate or a tax base typed wrong is marked on its row and nothing is sent', async () => {
  const taxes = within(await openForm());
  type(taxes.getAllByLabelText(/^Rate/)[0], 'sebelas');
  type(taxes.getAllByLabelText(/^Tax base/)[1], '12/11');
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  await waitFor(() =>
    expect(errorOf(taxes.getAllByLabelText(/^Rate/)[0])).toContain(
      'Enter a rate from 0 to 100, e.g. 11 or 11,5.',
    ),
  );
  expect(errorOf(taxes.getAllByLabelText(/^Tax base/)[1])).toContain(
    'Write the base as a fraction no larger than 1, e.g. 11/12.',
  );
  expect(errorOf(taxes.getAllByLabelText(/^Rate/)[1])).toBe('');
  // The first field in error is brought into view and focused.
  expect(document.activeElement).toBe(taxes.getAllByLabelText(/^Rate/)[0]);
  expect(api.calls(PUT)).toHaveLength(0);
});

test("the server's field errors land on their fields, rows included", async () => {
  api.on(PUT, {
    status: 400,
    body: errorBody('VALIDATION_FAILED', 'Some fields are not valid', {
      'tax_rates.1.name': ['Two rates have this name.'],
      'tax_rates.0.tax_base.numerator': ['Must be a whole number.'],
      'bank_accounts.0.account_number': ['At most 40 characters.'],
      invoice_footer: ['At most 500 characters.'],
    }),
  });
  const taxes = within(await openForm());
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  await waitFor(() =>
    expect(errorOf(taxes.getAllByLabelText(/^Name/)[1])).toContain('Two rates have this name.'),
  );
  expect(errorOf(taxes.getAllByLabelText(/^Tax base/)[0])).toContain('Must be a whole number.');
  expect(errorOf(screen.getAllByLabelText(/^Account number/)[0])).toContain(
    'At most 40 characters.',
  );
  expect(errorOf(screen.getByLabelText(/^Footer/))).toContain('At most 500 characters.');
  expect(errorOf(taxes.getAllByLabelText(/^Name/)[0])).toBe('');
});

test('a QRIS image is checked, uploaded, shown and removed', async () => {
  const withQris = { ...SETTINGS, qris_url: '/v1/settings/application/qris/?v=qris-1' };
  api.on('POST /v1/settings/application/qris/', settingsAnswer(withQris));
  api.on('DELETE /v1/settings/application/qris/', settingsAnswer(SETTINGS));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:qris');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  await openForm();

  const upload = await screen.findByRole('button', { name: 'Upload QRIS' });
  const input = upload.parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
  const gif = new File([new Uint8Array([71, 73, 70])], 'qris.gif', { type: 'image/gif' });
  fireEvent.change(input, { target: { files: [gif] } });
  expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeTruthy();
  expect(api.calls('POST /v1/settings/application/qris/')).toHaveLength(0);

  const png = new File([new Uint8Array([137, 80, 78, 71])], 'qris.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [png] } });
  expect(await screen.findByRole('img', { name: 'QRIS code of Warung Bu Sri' })).toBeTruthy();
  await waitFor(() => expect(api.calls('POST /v1/settings/application/qris/')).toHaveLength(1));
  expect(api.calls('POST /v1/settings/application/qris/')[0]?.headers['content-type']).toBe(
    'image/png',
  );
  // The logo is another image: it stays as it was.
  expect(screen.getByRole('img', { name: 'No logo yet' })).toBeTruthy();
  expect(api.calls('POST /v1/settings/application/logo/')).toHaveLength(0);

  fireEvent.click(await screen.findByRole('button', { name: 'Remove QRIS' }));
  expect(await screen.findByRole('img', { name: 'No QRIS code yet' })).toBeTruthy();
  expect(api.calls('DELETE /v1/settings/application/qris/')).toHaveLength(1);
});

test('a viewer reads the invoice settings: tax rates with their base, texts, switches', async () => {
  api.on(
    'GET /v1/settings/application/',
    settingsAnswer({
      ...SETTINGS,
      invoice_terms: 'Bayar dalam 14 hari.',
      invoice_footer: null,
      round_invoice_totals: false,
    }),
  );
  signIn(api, 'viewer');
  renderRoutes(routes, '/apps/settings/application');

  const taxes = within(await screen.findByRole('region', { name: 'Tax rates' }));
  expect(taxes.getByText('PPN 12% (DPP 11/12)')).toBeTruthy();
  expect(taxes.getByText('12% of 11/12 of the price')).toBeTruthy();
  const print = within(screen.getByRole('region', { name: 'On the invoice' }));
  expect(print.getByText('Bayar dalam 14 hari.')).toBeTruthy();
  expect(print.getByText('Off')).toBeTruthy();
  expect(print.getByText('On')).toBeTruthy();
  expect(print.getByText('Not set')).toBeTruthy();
  const pay = within(screen.getByRole('region', { name: 'Payment details' }));
  expect(pay.getByRole('img', { name: 'No QRIS code yet' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Upload QRIS' })).toBeNull();
});
