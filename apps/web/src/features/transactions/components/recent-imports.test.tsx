import { fireEvent, screen, within } from '@testing-library/react';
import type { ImportUndoPreview, StatementImport } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../../../test/fake-api';
import { plain, renderWithProviders } from '../../../test/render';
import { resetBrowserState } from '../../../test/reset';
import { BOOK, setupTransactionsI18n } from '../test-fixtures';
import { RecentImports } from './recent-imports';

let api: FakeApi;

const IMPORTED: StatementImport = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  cashbook_id: BOOK.id,
  filename: 'bca-oktober.csv',
  row_count: 12,
  total_in: 5_278_163_27,
  total_out: 8_003_982_65,
  skipped: 0,
  undone_at: null,
  created_at: '2026-11-01T02:00:00.000Z',
};

const EDITED: ImportUndoPreview = {
  entry_count: 12,
  edited_count: 1,
  edited: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      date: '2026-10-03',
      description: 'Sewa ruko Oktober',
      amount: 1_500_000_00,
      direction: 'out',
      reasons: ['edited', 'attachments'],
    },
  ],
  currency: 'IDR',
};

const UNTOUCHED: ImportUndoPreview = { ...EDITED, edited_count: 0, edited: [] };

const PREVIEW_ROUTE = `GET /v1/imports/${IMPORTED.id}/undo-preview/`;
const UNDO_ROUTE = `POST /v1/imports/${IMPORTED.id}/undo/`;

beforeAll(setupTransactionsI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('en');
  authStore.setSession('tok', makeUser({ permissions: ['transaction.import'] }), false);
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/imports/', {
    body: { success: true, data: [IMPORTED], meta: { next_cursor: null, has_more: false } },
  });
  api.on(UNDO_ROUTE, {
    body: { success: true, data: { ...IMPORTED, undone_at: '2026-11-02T02:00:00.000Z' } },
  });
});

async function openUndo() {
  renderWithProviders(
    <RecentImports books={new Map([[BOOK.id, BOOK]])} canUndo timeZone="Asia/Jakarta" />,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Undo import bca-oktober.csv' }));
  return screen.findByRole('dialog', { name: 'Undo this import?' });
}

test('the undo lists the entries changed since the import and confirms deleting them', async () => {
  api.on(PREVIEW_ROUTE, { body: { success: true, data: EDITED } });
  const dialog = await openUndo();

  const warning = await within(dialog).findByTestId('undo-edited');
  expect(within(warning).getByText('1 transaction was changed after the import')).toBeTruthy();
  expect(within(warning).getByText(/They are deleted too/)).toBeTruthy();
  const [row, ...others] = within(warning).getAllByTestId('undo-edited-entry');
  expect(others).toEqual([]);
  const item = within(row as HTMLElement);
  expect(item.getByText('Sewa ruko Oktober')).toBeTruthy();
  expect(item.getByText('Oct 3, 2026')).toBeTruthy();
  expect(plain(item.getByText(/1,500,000/).textContent)).toBe('−IDR 1,500,000');
  expect(item.getByText('Edited')).toBeTruthy();
  expect(item.getByText('Has attachment')).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Undo and delete them too' }));
  await vi.waitFor(() => expect(api.calls(UNDO_ROUTE)).toHaveLength(1));
  expect(api.calls(UNDO_ROUTE)[0]?.body).toEqual({ remove_edited: true });
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('an entry changed after the preview is refused, shown, and confirmed on the next try', async () => {
  api.on(
    PREVIEW_ROUTE,
    { body: { success: true, data: UNTOUCHED } },
    {
      body: { success: true, data: EDITED },
    },
  );
  api.on(
    UNDO_ROUTE,
    {
      status: 409,
      body: errorBody('IMPORT_HAS_EDITED_ENTRIES', 'Some transactions were changed'),
    },
    { body: { success: true, data: { ...IMPORTED, undone_at: '2026-11-02T02:00:00.000Z' } } },
  );
  const dialog = await openUndo();
  await vi.waitFor(() => expect(api.calls(PREVIEW_ROUTE)).toHaveLength(1));
  const confirm = within(dialog).getByRole('button', { name: 'Undo import' });
  await vi.waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
  expect(within(dialog).queryByTestId('undo-edited')).toBeNull();

  // Nothing was listed, so nothing is confirmed: the server's refusal brings the list.
  fireEvent.click(confirm);
  await vi.waitFor(() => expect(api.calls(UNDO_ROUTE)).toHaveLength(1));
  expect(api.calls(UNDO_ROUTE)[0]?.body).toBeUndefined();
  expect(await within(dialog).findByText(/were changed or given an attachment/)).toBeTruthy();
  expect(await within(dialog).findByText('Sewa ruko Oktober')).toBeTruthy();

  const again = within(dialog).getByRole('button', { name: 'Undo and delete them too' });
  await vi.waitFor(() => expect(again.hasAttribute('disabled')).toBe(false));
  fireEvent.click(again);
  await vi.waitFor(() => expect(api.calls(UNDO_ROUTE)).toHaveLength(2));
  expect(api.calls(UNDO_ROUTE)[1]?.body).toEqual({ remove_edited: true });
});
