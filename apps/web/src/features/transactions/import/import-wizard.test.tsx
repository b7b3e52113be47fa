import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../../../test/fake-api';
import { plain } from '../../../test/render';
import { resetBrowserState } from '../../../test/reset';
import { openList } from '../../../test/select';
import { BOOK, PREVIEW, setupTransactionsI18n } from '../test-fixtures';
import { FILE_TEXT, previewFile, renderWizard } from './wizard-test-steps';

let api: FakeApi;

beforeAll(setupTransactionsI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('en');
  authStore.setSession('tok', makeUser(), false);
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

const IMPORTED = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  cashbook_id: BOOK.id,
  filename: 'bca.csv',
  row_count: 2,
  total_in: 250_000_00,
  total_out: 1_000_000_00,
  skipped: 0,
  undone_at: null,
  created_at: '2026-11-01T02:00:00.000Z',
};

test('the preview marks a duplicate, skips it unless ticked, and the commit says so', async () => {
  api.on('POST /v1/imports/preview/', { body: { success: true, data: PREVIEW } });
  api.on('POST /v1/imports/', { status: 201, body: { success: true, data: IMPORTED } });
  await previewFile();

  // The only book is chosen for the user; the file went as text.
  expect(api.calls('POST /v1/imports/preview/')[0]?.body).toEqual({
    cashbook_id: BOOK.id,
    filename: 'bca.csv',
    content: FILE_TEXT,
  });
  const rows = screen.getAllByTestId('preview-row');
  expect(rows).toHaveLength(2);
  expect(within(rows[0] as HTMLElement).getByText('Duplicate')).toBeTruthy();
  expect(within(rows[1] as HTMLElement).queryByText('Duplicate')).toBeNull();
  expect(rows[0]?.getAttribute('data-skipped')).toBe('true');
  expect(screen.getByText(/1 transaction was already imported/)).toBeTruthy();
  expect(screen.getByText('Line 12: "1,0,0" is not an amount in this number format')).toBeTruthy();
  expect(plain(screen.getByTestId('preview-closing').textContent)).toBe('IDR 11,700,000');
  expect(screen.getByTestId('balance-verified').textContent).toMatch(/The statement adds up/);
  expect(screen.getByTestId('book-check').getAttribute('data-agrees')).toBe('true');
  expect(screen.queryByTestId('future-note')).toBeNull();

  const commit = screen.getByRole('button', { name: 'Import 1 transaction' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Import anyway: line 8' }));
  expect(rows[0]?.getAttribute('data-skipped')).toBeNull();
  expect(commit.textContent).toBe('Import 2 transactions');
  fireEvent.click(commit);

  expect(await screen.findByTestId('import-result')).toBeTruthy();
  expect(screen.getByTestId('import-result').textContent).toBe(
    '2 transactions imported into BCA Toko.',
  );
  const [call] = api.calls('POST /v1/imports/');
  expect(call?.body).toMatchObject({
    cashbook_id: BOOK.id,
    mapping: PREVIEW.mapping,
    include_duplicate_lines: [8],
  });
  expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});

test('right after the import, "Undo import" takes it back', async () => {
  api.on('POST /v1/imports/preview/', { body: { success: true, data: PREVIEW } });
  api.on('POST /v1/imports/', { status: 201, body: { success: true, data: IMPORTED } });
  api.on(`POST /v1/imports/${IMPORTED.id}/undo/`, {
    body: { success: true, data: { ...IMPORTED, undone_at: '2026-11-01T02:05:00.000Z' } },
  });
  await previewFile();
  fireEvent.click(screen.getByRole('button', { name: 'Import 1 transaction' }));
  await screen.findByTestId('import-result');
  fireEvent.click(screen.getByRole('button', { name: 'Undo import' }));
  expect(
    await screen.findByText(/Import undone: its 2 transactions have been removed/),
  ).toBeTruthy();
  expect(api.calls(`POST /v1/imports/${IMPORTED.id}/undo/`)).toHaveLength(1);
});

test('a file the server cannot map goes to the column step with its sample', async () => {
  api.on('POST /v1/imports/preview/', {
    body: { success: true, data: { ...PREVIEW, mapping: null, rows: [] } },
  });
  renderWizard();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input as HTMLInputElement, {
    target: { files: [new File(['a;b\n'], 'x.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/Step 2 of 4/)).toBeTruthy();
  expect(screen.getByRole('table', { name: 'First lines of the file' })).toBeTruthy();
  expect(screen.getByText('Tanggal Transaksi')).toBeTruthy();
});

test('two-digit years and month names can be chosen by hand, each format named in words', async () => {
  api.on('POST /v1/imports/preview/', {
    body: { success: true, data: { ...PREVIEW, mapping: null, rows: [] } },
  });
  renderWizard();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input as HTMLInputElement, {
    target: { files: [new File(['a;b\n'], 'bri.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByText(/Step 2 of 4/);

  const formats = await openList(screen.getByRole('combobox', { name: 'Date format' }));
  expect(
    formats.getByRole('option', {
      name: 'Day, month name, two-digit year — 05-Oct-26',
      hidden: true,
    }),
  ).toBeTruthy();
  fireEvent.click(
    formats.getByRole('option', { name: 'Day/month/two-digit year — 05/10/26', hidden: true }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show preview' }));
  await waitFor(() => expect(api.calls('POST /v1/imports/preview/')).toHaveLength(2));
  expect(api.calls('POST /v1/imports/preview/')[1]?.body).toMatchObject({
    mapping: { date_format: 'DD/MM/YY' },
  });
});

test('the preview says apart that the statement adds up and that the book would end elsewhere', async () => {
  const [duplicate, row] = PREVIEW.rows;
  if (!duplicate || !row) throw new Error('PREVIEW needs two rows');
  api.on('POST /v1/imports/preview/', {
    body: {
      success: true,
      data: {
        ...PREVIEW,
        rows: [duplicate, { ...row, date: '2026-11-05', future: true }],
        book_check: { date: '2026-11-05', balance_after: 2_000_000_00, difference: -9_700_000_00 },
        totals: { ...PREVIEW.totals, future: 1 },
      },
    },
  });
  api.on('POST /v1/imports/', { status: 201, body: { success: true, data: IMPORTED } });
  await previewFile();

  expect(screen.getByTestId('balance-verified').textContent).toMatch(/The statement adds up/);
  const book = screen.getByTestId('book-check');
  expect(book.getAttribute('data-agrees')).toBe('false');
  expect(plain(book.textContent)).toBe(
    "After the import, the book's balance on Nov 5, 2026 would be IDR 2,000,000: IDR 9,700,000 less than the statement's closing balance (IDR 11,700,000). Check the book's opening balance and earlier imports.",
  );

  // Dated after today: marked on its row and in a note, and still imported.
  const rows = screen.getAllByTestId('preview-row');
  expect(rows[1]?.getAttribute('data-future')).toBe('true');
  expect(within(rows[1] as HTMLElement).getByText('After today')).toBeTruthy();
  expect(rows[0]?.getAttribute('data-future')).toBeNull();
  expect(plain(screen.getByTestId('future-note').textContent)).toMatch(
    /^1 transaction is dated after today \(Nov 1, 2026\)/,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import 1 transaction' }));
  expect(await screen.findByTestId('import-result')).toBeTruthy();
});

test('in Indonesian, the book check says how far apart the two balances are', async () => {
  await changeLanguage('id');
  api.on('POST /v1/imports/preview/', {
    body: {
      success: true,
      data: {
        ...PREVIEW,
        book_check: { date: '2026-10-02', balance_after: 11_775_000_00, difference: 75_000_00 },
      },
    },
  });
  renderWizard();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input as HTMLInputElement, {
    target: { files: [new File(['a\n'], 'bca.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Lanjut' }));
  const book = await screen.findByTestId('book-check');
  expect(plain(book.textContent)).toMatch(
    /^Setelah impor, saldo buku pada .+ menjadi .+: .+ lebih besar dari saldo akhir mutasi/,
  );
  expect(screen.getByTestId('balance-verified').textContent).toMatch(/^Mutasi konsisten/);
});
