import { screen } from '@testing-library/react';
import type { EntryHistoryItem } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { makeLookup } from '../../../components/entry-parts';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { resetBrowserState } from '../../../test/reset';
import { BOOK, setupTransactionsI18n } from '../test-fixtures';
import { EntryHistory } from './entry-history';

const ENTRY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const at = (minute: number) => `2026-11-02T03:${String(minute).padStart(2, '0')}:00.000Z`;
const HISTORY: EntryHistoryItem[] = [
  { action: 'entry.create', created_at: at(0), user_name: 'Sri', before: null, after: {} },
  { action: 'attachment.create', created_at: at(1), user_name: 'Sri', before: null, after: {} },
  { action: 'attachment.delete', created_at: at(2), user_name: 'Sri', before: {}, after: null },
  { action: 'entry.reopened', created_at: at(3), user_name: 'Sri', before: {}, after: {} },
];

let api: FakeApi;
beforeAll(setupTransactionsI18n);
beforeEach(() => {
  resetBrowserState();
  authStore.setSession('tok', makeUser({ permissions: ['transaction.view'] }), false);
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on(`GET /v1/entries/${ENTRY}/history/`, { body: { success: true, data: HISTORY } });
});

function renderHistory() {
  return renderWithProviders(
    <EntryHistory
      entryId={ENTRY}
      currency="IDR"
      lookup={makeLookup([BOOK], [])}
      timeZone="Asia/Jakarta"
    />,
  );
}

test.each([
  ['id', ['Dicatat', 'Struk dilampirkan', 'Struk dihapus', 'Diubah']],
  ['en', ['Recorded', 'Receipt attached', 'Receipt removed', 'Changed']],
] as const)(
  'says in %s what happened to the entry, never an action code',
  async (language, words) => {
    await changeLanguage(language);
    renderHistory();
    for (const word of words) expect(await screen.findByText(word)).toBeTruthy();
    expect(screen.queryByText(/attachment\.|entry\./)).toBeNull();
  },
);
