import { fireEvent, screen, within } from '@testing-library/react';
import type { Category, ImportPreview, ImportPreviewRow } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../../../test/fake-api';
import { resetBrowserState } from '../../../test/reset';
import { chooseOption } from '../../../test/select';
import { BOOK, PREVIEW, SALES, setupTransactionsI18n } from '../test-fixtures';
import { previewFile } from './wizard-test-steps';

const category = (id: string, name: string): Category => ({
  id,
  name,
  seed_key: null,
  kind: 'expense',
  color: '#e8590c',
  icon: 'package',
  archived: false,
  version: 1,
});
const STOCK = category('1d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d1', 'Belanja stok');
const RENT = category('2d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d2', 'Sewa');
const RULE_ID = '3d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d3';

function row(line: number, description: string, over: Partial<ImportPreviewRow> = {}) {
  return {
    line,
    date: '2026-10-05',
    description,
    reference: null,
    direction: 'out',
    amount: 50_000_00,
    balance: null,
    fingerprint: `f${line}`,
    duplicate: false,
    future: false,
    suggestion: null,
    ...over,
  } satisfies ImportPreviewRow;
}

const ROWS: ImportPreviewRow[] = [
  row(8, 'TRSF E-BANKING CR IBU RATNA DEWI', {
    direction: 'in',
    suggestion: {
      source: 'history',
      category_id: SALES.id,
      entry_id: '4d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d4',
      date: '2026-09-09',
      description: 'Transfer dari Ibu Ratna Dewi',
    },
  }),
  row(9, 'KARTU DEBIT INDOMARET TK 12', {
    suggestion: { source: 'rule', category_id: STOCK.id, rule_id: RULE_ID, contains: 'INDOMARET' },
  }),
  row(10, 'SEWA KIOS OKTOBER'),
  row(11, 'SEWA KIOS NOVEMBER'),
];
const WITH_SUGGESTIONS: ImportPreview = {
  ...PREVIEW,
  rows: ROWS,
  issues: [],
  book_check: null,
  totals: { ...PREVIEW.totals, count: 4, duplicates: 0 },
};
const IMPORTED = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  cashbook_id: BOOK.id,
  filename: 'bca.csv',
  row_count: 4,
  total_in: 0,
  total_out: 0,
  skipped: 0,
  undone_at: null,
  created_at: '2026-11-01T02:00:00.000Z',
};

let api: FakeApi;
beforeAll(setupTransactionsI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('en');
  authStore.setSession(
    'tok',
    makeUser({ permissions: ['transaction.view', 'transaction.import', 'category.manage'] }),
    false,
  );
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/categories/', {
    body: {
      success: true,
      data: [SALES, STOCK, RENT],
      meta: { next_cursor: null, has_more: false },
    },
  });
  api.on('POST /v1/imports/preview/', { body: { success: true, data: WITH_SUGGESTIONS } });
  api.on('POST /v1/imports/', { status: 201, body: { success: true, data: IMPORTED } });
});

async function openPreview() {
  await previewFile();
  await screen.findAllByTestId('row-suggestion');
}

const rowOf = (line: number) => {
  const found = screen
    .getAllByTestId('preview-row')
    .find((element) => within(element).queryByText(new RegExp(`^${line}$`)));
  if (!found) throw new Error(`no row ${line}`);
  return within(found);
};

const pick = (line: number, name: string) =>
  chooseOption(screen.getByRole('combobox', { name: `Category of line ${line}` }), name);

const committed = () => api.calls('POST /v1/imports/')[0]?.body as Record<string, unknown>;

test('each row shows its suggestion and why; accept all, change one, and the commit sends them', async () => {
  await openPreview();
  expect(rowOf(8).getByTestId('row-suggestion').textContent).toMatch(
    /^Suggested: Penjualan · like the transaction of .*2026/,
  );
  expect(rowOf(9).getByTestId('row-suggestion').textContent).toMatch(
    /^Suggested: Belanja stok · rule: INDOMARET/,
  );
  expect(rowOf(10).queryByTestId('row-suggestion')).toBeNull();
  expect(screen.getByTestId('category-bar').textContent).toMatch(
    /2 rows have a suggested category\./,
  );

  fireEvent.click(screen.getByRole('button', { name: 'Accept all suggestions' }));
  expect(screen.getByTestId('category-bar').textContent).toMatch(/2 rows have a category\./);
  expect(rowOf(9).getByTestId('row-reason').textContent).toBe('rule: INDOMARET');
  await pick(9, 'Sewa');
  fireEvent.click(screen.getByRole('button', { name: 'Import 4 transactions' }));
  await screen.findByTestId('import-result');
  expect(committed().line_categories).toEqual([
    { line: 8, category_id: SALES.id },
    { line: 9, category_id: RENT.id },
  ]);
});

test('one suggestion is used on its own, and "clear categories" takes every choice back', async () => {
  await openPreview();
  fireEvent.click(
    screen.getByRole('button', { name: 'Use the suggestion for line 9: Belanja stok' }),
  );
  expect(screen.getByTestId('category-bar').textContent).toMatch(/1 row has a category\./);
  fireEvent.click(screen.getByRole('button', { name: 'Clear categories' }));
  expect(screen.getByTestId('category-bar').textContent).toMatch(
    /2 rows have a suggested category\./,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import 4 transactions' }));
  await screen.findByTestId('import-result');
  expect(committed().line_categories).toEqual([]);
});

test('a rule saved from a row is offered with its words, and given at once to the rows it matches', async () => {
  api.on('POST /v1/category-rules/', (request) => ({
    status: 201,
    body: {
      success: true,
      data: {
        id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d5',
        ...(request.body as object),
        position: 2,
        version: 1,
        created_at: '2026-11-01T02:00:00.000Z',
        updated_at: '2026-11-01T02:00:00.000Z',
      },
    },
  }));
  await openPreview();
  await pick(10, 'Sewa');
  fireEvent.click(screen.getByRole('button', { name: 'Save a rule from line 10' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New category rule' }));
  const text = dialog.getByRole('textbox', { name: /When the description contains/ });
  expect((text as HTMLInputElement).value).toBe('SEWA KIOS');
  expect(dialog.getByTestId('rule-summary').textContent).toBe(
    'Always categorise “SEWA KIOS” as Sewa.',
  );
  fireEvent.click(dialog.getByRole('button', { name: 'Save rule' }));

  expect(await screen.findByText('Rule for “SEWA KIOS” saved and used for 2 rows.')).toBeTruthy();
  expect(api.calls('POST /v1/category-rules/')[0]?.body).toEqual({
    contains: 'SEWA KIOS',
    category_id: RENT.id,
    direction: 'out',
  });
  expect(rowOf(11).getByTestId('row-reason').textContent).toBe('rule: SEWA KIOS');
  fireEvent.click(screen.getByRole('button', { name: 'Import 4 transactions' }));
  await screen.findByTestId('import-result');
  expect(committed().line_categories).toEqual([
    { line: 10, category_id: RENT.id },
    { line: 11, category_id: RENT.id },
  ]);
});
