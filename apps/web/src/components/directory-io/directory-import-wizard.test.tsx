import { fireEvent, screen, within } from '@testing-library/react';
import type { DirectoryImportPreview } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { changeLanguage, loadNamespaces } from '../../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { plain, renderWithProviders, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { DirectoryImportWizard } from './directory-import-wizard';
import { directoryImportKind } from './import-kind';

let api: FakeApi;

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['directory']);
});
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('en');
  authStore.setSession('tok', makeUser(), false);
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

const BAD: DirectoryImportPreview = {
  columns: ['name', 'phone', null],
  total_rows: 4,
  valid_rows: 3,
  issues: [
    {
      line: 4,
      field: 'phone',
      code: 'invalid_phone',
      message: 'Enter a phone number such as 0812-3456-7890',
      value: 'abc',
      limit: null,
      first_line: null,
    },
  ],
  sample: [{ line: 2, name: 'Budi Santoso', phone: '+6281234567890', kind: 'customer', tags: [] }],
};
const GOOD: DirectoryImportPreview = { ...BAD, valid_rows: 4, issues: [] };

function renderWizard(kind: 'contacts' | 'products' = 'contacts') {
  const onImported = vi.fn();
  renderWithProviders(
    <DirectoryImportWizard
      kind={directoryImportKind(kind)}
      opened
      onClose={() => undefined}
      onImported={onImported}
    />,
  );
  return onImported;
}

async function chooseFile(content: string, name = 'kontak.csv') {
  await screen.findByText(/Step 1 of 3/);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
}

test('a file with a bad line shows it, cannot be imported, and a fixed file imports', async () => {
  api.on(
    'POST /v1/contacts/import/preview/',
    { body: { success: true, data: BAD } },
    {
      body: { success: true, data: GOOD },
    },
  );
  api.on('POST /v1/contacts/import/', {
    status: 201,
    body: { success: true, data: { imported: 4 } },
  });
  const onImported = renderWizard();

  await chooseFile('Nama,Telepon,Lain\nBudi,0812\n');
  await screen.findByText(/Step 2 of 3/);
  expect(api.calls('POST /v1/contacts/import/preview/')[0]?.body).toEqual({
    filename: 'kontak.csv',
    content: 'Nama,Telepon,Lain\nBudi,0812\n',
  });
  expect(screen.getByTestId('import-counts').textContent).toBe(
    '4 rows read, 3 ready to import. 1 column is not used.',
  );
  expect(screen.getByText('1 line needs fixing')).toBeTruthy();
  expect(screen.getAllByTestId('import-issue').map((item) => item.textContent)).toEqual([
    'Line 4 · Phone: Not a valid phone number (“abc”)',
  ]);
  const [sample] = screen.getAllByTestId('import-sample-row');
  expect(
    within(sample as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2', 'Budi Santoso', '+6281234567890']);
  const commit = screen.getByRole('button', { name: 'Import 3 contacts' });
  expect(commit.hasAttribute('disabled')).toBe(true);
  fireEvent.click(commit);
  expect(api.calls('POST /v1/contacts/import/')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
  await chooseFile('Nama,Telepon,Lain\nBudi,0812-3456-7890\n');
  expect(
    await screen.findByText('Every line is right: 4 contacts are ready to import.'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Import 4 contacts' }));

  expect((await screen.findByTestId('import-result')).textContent).toBe('4 contacts imported.');
  const [call] = api.calls('POST /v1/contacts/import/');
  expect(call?.body).toEqual({
    filename: 'kontak.csv',
    content: 'Nama,Telepon,Lain\nBudi,0812-3456-7890\n',
  });
  expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(onImported).toHaveBeenCalledTimes(1);
});

const PRODUCTS_GOOD: DirectoryImportPreview = {
  ...GOOD,
  columns: ['sku', 'name', 'price', 'tax_rate', 'active'],
  sample: [
    { line: 2, sku: 'KOPI-1', name: 'Kopi', price: 2_500_050, tax_rate: 1150, active: false },
  ],
};
const SKU_TAKEN: DirectoryImportPreview = {
  ...PRODUCTS_GOOD,
  valid_rows: 3,
  sample: [],
  issues: [
    {
      line: 2,
      field: 'sku',
      code: 'sku_exists',
      message: 'A product with SKU KOPI-1 already exists; an import only adds new products',
      value: 'KOPI-1',
      limit: null,
      first_line: null,
    },
  ],
};

test('a commit refused for its lines previews the file again and words the issues', async () => {
  await changeLanguage('id');
  api.on(
    'POST /v1/products/import/preview/',
    { body: { success: true, data: PRODUCTS_GOOD } },
    { body: { success: true, data: SKU_TAKEN } },
  );
  api.on('POST /v1/products/import/', {
    status: 422,
    body: {
      success: false,
      code: 'IMPORT_LINES_INVALID',
      message: 'Line 2 has a problem; nothing was imported.',
      errors: { '2.sku': ['A product with SKU KOPI-1 already exists'] },
    },
  });
  const onImported = renderWizard('products');
  await screen.findByText(/Langkah 1 dari 3/);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  const content = 'SKU,Nama,Harga\nKOPI-1,Kopi,25000.50\n';
  fireEvent.change(input as HTMLInputElement, {
    target: { files: [new File([content], 'produk.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Periksa file' }));
  const [sample] = await screen.findAllByTestId('import-sample-row');
  expect(
    within(sample as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent)),
  ).toEqual(['2', 'KOPI-1', 'Kopi', 'Rp 25.000,50', '11,5%', 'Tidak']);
  fireEvent.click(screen.getByRole('button', { name: 'Impor 4 produk' }));

  const [issue] = await screen.findAllByTestId('import-issue');
  expect(issue?.textContent).toBe(
    'Baris 2 · SKU: Produk dengan SKU ini sudah ada; impor hanya menambah produk baru (“KOPI-1”)',
  );
  expect(
    screen.getByText(/Sejak file diperiksa, ada baris yang tidak bisa diimpor lagi/),
  ).toBeTruthy();
  const previews = api.calls('POST /v1/products/import/preview/');
  expect(previews).toHaveLength(2);
  expect(previews[1]?.body).toEqual({ filename: 'produk.csv', content });
  const commit = screen.getByRole('button', { name: 'Impor 3 produk' });
  expect(commit.hasAttribute('disabled')).toBe(true);
  expect(api.calls('POST /v1/products/import/')).toHaveLength(1);
  expect(screen.queryByTestId('import-result')).toBeNull();
  expect(onImported).not.toHaveBeenCalled();
});

test('another refusal (a SKU saved during the commit) shows its translated code', async () => {
  api.on('POST /v1/products/import/preview/', { body: { success: true, data: PRODUCTS_GOOD } });
  api.on('POST /v1/products/import/', {
    status: 409,
    body: { success: false, code: 'CONFLICT', message: 'A SKU in this file was saved meanwhile.' },
  });
  renderWizard('products');
  await chooseFile('SKU,Nama,Harga\nKOPI-1,Kopi,25000.50\n', 'produk.csv');
  fireEvent.click(await screen.findByRole('button', { name: 'Import 4 products' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'This clashes with something that already exists.',
  );
  expect(api.calls('POST /v1/products/import/preview/')).toHaveLength(1);
});

test('a template download asks for the titles alone in the UI language', async () => {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  api.on('GET /v1/exports/contacts/', {
    body: 'Name,Kind\r\n',
    headers: { 'Content-Disposition': 'attachment; filename="contacts-template.csv"' },
  });
  renderWizard();
  fireEvent.click(await screen.findByRole('button', { name: 'Download a template' }));
  await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  const [call] = api.calls('GET /v1/exports/contacts/');
  expect(new URL(call?.url ?? '').search).toBe('?format=csv&language=en&template=true');
});

test('a file that is not chosen or is empty is refused before any call', async () => {
  renderWizard();
  await screen.findByText(/Step 1 of 3/);
  fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  expect(await screen.findByText('Choose a CSV or Excel file')).toBeTruthy();
  await chooseFile('   \n');
  expect(await screen.findByText('The file is empty')).toBeTruthy();
  expect(api.requests.filter((request) => request.path.includes('import'))).toHaveLength(0);
});
