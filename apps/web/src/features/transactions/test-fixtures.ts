/** Data and a render helper shared by the Transaksi tests. */
import type { Cashbook, Category, EntryListItem, ImportPreview } from '@usaha/shared';
import { vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { changeLanguage, loadNamespaces } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

export async function setupTransactionsI18n(): Promise<void> {
  await setupI18n();
  await loadNamespaces(['transactions', 'cashbook', 'balance']);
}

/** A signed-in user with these permissions, in English, and the fake API with the book and category. */
export async function startTransactionsSession(permissions: string[]): Promise<FakeApi> {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  const user = makeUser({ permissions });
  authStore.setSession('tok', user, false);
  const api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
  api.on('GET /v1/cashbooks/', {
    body: { success: true, data: [BOOK], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  api.on('GET /v1/categories/', {
    body: { success: true, data: [SALES], meta: { next_cursor: null, has_more: false } },
  });
  return api;
}

export const BOOK: Cashbook = {
  id: '0b6f1b0e-3c55-4c4e-9a57-5d1b7f9a2c01',
  name: 'BCA Toko',
  kind: 'bank',
  currency: 'IDR',
  opening_balance: 12_450_000_00,
  balance: 12_450_000_00,
  archived: false,
  version: 1,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
};

export const SALES: Category = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  name: 'Penjualan',
  seed_key: null,
  kind: 'income',
  color: '#2f9e44',
  icon: 'shopping-cart',
  archived: false,
  version: 1,
};

export function entry(overrides: Partial<EntryListItem> = {}): EntryListItem {
  return {
    id: '5a0c1d2e-3f40-4152-8637-48596a7b8c9d',
    cashbook_id: BOOK.id,
    currency: 'IDR',
    direction: 'in',
    amount: 250_000_00,
    date: '2026-10-01',
    category_id: SALES.id,
    contact_id: null,
    description: 'Bu Ratna bayar',
    reference: null,
    source: 'manual',
    transfer_id: null,
    transfer_role: null,
    import_id: null,
    invoice_id: null,
    debt_id: null,
    attachment_count: 0,
    created_by: null,
    version: 1,
    created_at: '2026-10-01T03:00:00.000Z',
    updated_at: '2026-10-01T03:00:00.000Z',
    running_balance: null,
    ...overrides,
  };
}

export const PREVIEW: ImportPreview = {
  mapping: {
    delimiter: ',',
    header_line: 6,
    date_column: 0,
    date_format: 'DD/MM',
    year: 2026,
    description_column: 1,
    amount: { mode: 'amount_type', column: 3, type_column: 4 },
    number_format: 'en',
    balance_column: 5,
  },
  sample: [
    { line: 6, cells: ['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo'] },
  ],
  rows: [
    {
      line: 8,
      date: '2026-10-01',
      description: 'TRSF E-BANKING CR IBU RATNA DEWI',
      reference: null,
      direction: 'in',
      amount: 250_000_00,
      balance: 12_700_000_00,
      fingerprint: 'f1',
      duplicate: true,
      future: false,
      suggestion: null,
    },
    {
      line: 9,
      date: '2026-10-02',
      description: 'TARIKAN ATM 02/10',
      reference: null,
      direction: 'out',
      amount: 1_000_000_00,
      balance: 11_700_000_00,
      fingerprint: 'f2',
      duplicate: false,
      future: false,
      suggestion: null,
    },
  ],
  issues: [
    { line: 12, code: 'bad_amount', message: 'Amount "1,0,0" is not a number', value: '1,0,0' },
  ],
  currency: 'IDR',
  opening_balance: 12_450_000_00,
  closing_balance: 11_700_000_00,
  balance_verified: true,
  book_check: { date: '2026-10-02', balance_after: 11_700_000_00, difference: 0 },
  today: '2026-11-01',
  totals: { in: 250_000_00, out: 1_000_000_00, count: 2, duplicates: 1, future: 0 },
};
