import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { changeLanguage, loadNamespaces } from '../../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { renderWithProviders, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { DirectoryExportMenu } from './directory-export-menu';

let api: FakeApi;

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['directory']);
});
beforeEach(async () => {
  resetBrowserState();
  authStore.setSession('tok', makeUser(), false);
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

test('downloads the filtered list as XLSX under the server file name, titles in Indonesian', async () => {
  await changeLanguage('id');
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  api.on('GET /v1/exports/products/', {
    body: 'xlsx',
    headers: { 'Content-Disposition': 'attachment; filename="produk-2026-11-05.xlsx"' },
  });
  renderWithProviders(
    <DirectoryExportMenu kind="products" filters={{ q: 'kopi', active: true }} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Buku kerja Excel (XLSX)' }));
  await vi.waitFor(() => expect(clicks).toEqual(['produk-2026-11-05.xlsx']));
  const [call] = api.calls('GET /v1/exports/products/');
  expect(new URL(call?.url ?? '').search).toBe('?q=kopi&active=true&format=xlsx&language=id');
  expect(call?.headers.authorization).toBe('Bearer tok');
});

test('a failed download is reported', async () => {
  await changeLanguage('en');
  api.on('GET /v1/exports/contacts/', {
    status: 403,
    body: { success: false, code: 'FORBIDDEN', message: 'Not allowed' },
  });
  const onError = vi.fn();
  renderWithProviders(
    <DirectoryExportMenu kind="contacts" filters={{ kind: 'supplier' }} onError={onError} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV (Excel, Google Sheets)' }));
  await vi.waitFor(() => expect(onError).toHaveBeenCalled());
  expect(new URL(api.calls('GET /v1/exports/contacts/')[0]?.url ?? '').search).toBe(
    '?kind=supplier&format=csv&language=en',
  );
});
