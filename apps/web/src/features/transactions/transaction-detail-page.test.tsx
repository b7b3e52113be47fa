import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { entryDocument } from './components/entry-document';
import { entry, setupTransactionsI18n, startTransactionsSession } from './test-fixtures';

const DEBT_ID = '0b6f6a52-5a4e-4d0e-9a55-000000001501';
const PERMISSIONS = [
  'cashbook.view',
  'transaction.view',
  'transaction.update',
  'transaction.delete',
];
let api: FakeApi;

beforeAll(setupTransactionsI18n);
beforeEach(async () => {
  api = await startTransactionsSession(PERMISSIONS);
});

test('a debt’s cash links to its record, which is where it changes', async () => {
  const payment = {
    ...entry({ source: 'debt_payment', direction: 'in', debt_id: DEBT_ID }),
    attachments: [],
    created_by_name: 'Sri Wahyuni',
  };
  api.on(`GET /v1/entries/${payment.id}/`, { body: { success: true, data: payment } });
  api.on(`GET /v1/entries/${payment.id}/history/`, { body: { success: true, data: [] } });
  renderRoutes(routes, `/apps/transactions/${payment.id}`);
  const links = await screen.findAllByRole('link', { name: 'View debt or credit' });
  // The header's button and the source fact: money in from a payment is a credit's.
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    `/apps/debtcredit/credit/${DEBT_ID}`,
    `/apps/debtcredit/credit/${DEBT_ID}`,
  ]);
  expect(screen.getByText(/moved the cash of a debt or credit/)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  expect(within(document.body).queryByRole('button', { name: 'Delete' })).toBeNull();
});

test('each document an entry belongs to, and the kind of a debt record from the cash’s way', () => {
  const base = { transfer_id: null, invoice_id: null, debt_id: null } as const;
  expect(entryDocument({ ...base, source: 'manual', direction: 'in' })).toBeNull();
  expect(
    entryDocument({ ...base, transfer_id: 't', source: 'transfer', direction: 'out' }),
  ).toEqual({
    kind: 'transfer',
    to: '/apps/cashbook/transfers',
  });
  expect(
    entryDocument({ ...base, invoice_id: 'i', source: 'invoice_payment', direction: 'in' })?.to,
  ).toBe('/apps/invoice/i');
  const debtOf = (source: 'debt' | 'debt_payment', direction: 'in' | 'out') =>
    entryDocument({ ...base, debt_id: 'd', source, direction })?.to;
  // Lending cash is a credit (money out); borrowing is a debt (money in); payments go back.
  expect(debtOf('debt', 'out')).toBe('/apps/debtcredit/credit/d');
  expect(debtOf('debt', 'in')).toBe('/apps/debtcredit/debt/d');
  expect(debtOf('debt_payment', 'in')).toBe('/apps/debtcredit/credit/d');
  expect(debtOf('debt_payment', 'out')).toBe('/apps/debtcredit/debt/d');
});
