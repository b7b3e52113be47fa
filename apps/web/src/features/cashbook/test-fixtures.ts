/** Data and a signed-in session shared by the cash book page tests. */
import type { Cashbook, Category, EntryListItem } from '@usaha/shared';
import type { FakeApi } from '../../test/fake-api';
import { startSession } from '../../test/session';

export const BOOK: Cashbook = {
  id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
  name: 'Kas Toko',
  kind: 'cash',
  currency: 'IDR',
  opening_balance: 0,
  balance: 125_000_000,
  archived: false,
  version: 3,
  created_at: '2026-11-01T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};

export const CATEGORIES: Category[] = [
  {
    id: '0b6f6a52-5a4e-4d0e-9a55-0000000000c1',
    name: 'Penjualan',
    seed_key: null,
    kind: 'income',
    color: '#2f9e44',
    icon: 'shopping-cart',
    archived: false,
    version: 1,
  },
  {
    id: '0b6f6a52-5a4e-4d0e-9a55-0000000000c2',
    name: 'Listrik & air',
    seed_key: null,
    kind: 'expense',
    color: '#f08c00',
    icon: 'bolt',
    archived: false,
    version: 1,
  },
];

export function entry(overrides: Partial<EntryListItem>): EntryListItem {
  return {
    id: '0b6f6a52-5a4e-4d0e-9a55-0000000000e1',
    cashbook_id: BOOK.id,
    currency: 'IDR',
    direction: 'in',
    amount: 0,
    date: '2026-11-20',
    category_id: null,
    contact_id: null,
    description: '',
    reference: null,
    source: 'manual',
    transfer_id: null,
    transfer_role: null,
    invoice_id: null,
    debt_id: null,
    import_id: null,
    attachment_count: 0,
    created_by: null,
    version: 1,
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    running_balance: null,
    ...overrides,
  };
}

/** A cash book manager in English with one book and two categories, and a fresh cache. */
export async function startCashbookSession(morePermissions: string[] = []): Promise<FakeApi> {
  const api = await startSession([
    'cashbook.view',
    'cashbook.manage',
    'transaction.view',
    'transaction.create',
    ...morePermissions,
  ]);
  api.on('GET /v1/cashbooks/', {
    body: {
      success: true,
      data: [BOOK],
      meta: { next_cursor: null, has_more: false, totals: [{ currency: 'IDR', balance: 1 }] },
    },
  });
  api.on(`GET /v1/cashbooks/${BOOK.id}/`, { body: { success: true, data: BOOK } });
  api.on('GET /v1/categories/', {
    body: { success: true, data: CATEGORIES, meta: { next_cursor: null, has_more: false } },
  });
  return api;
}
