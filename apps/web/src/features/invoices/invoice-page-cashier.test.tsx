import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { answerBooks, invoice, ok, payment } from '../../test/invoice-fixtures';
import { renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

const PARTLY_PAID = invoice({
  paid: 500_000_00,
  amount_due: 610_000_00,
  payment_status: 'partial',
});
const PATH = `/v1/invoices/${PARTLY_PAID.id}/`;

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('desktop');
  // A cashier: invoices and money in, no deletes and no entry edits.
  api = await startSession([
    'invoice.view',
    'invoice.manage',
    'cashbook.view',
    'transaction.create',
  ]);
  api.on(`GET ${PATH}`, ok(PARTLY_PAID));
  api.on(`GET ${PATH}payments/`, ok([payment()]));
  api.on(`GET ${PATH}history/`, ok([]));
  api.on('GET /v1/settings/application/', ok({ name: 'Warung Bu Sri' }));
  answerBooks(api);
});

test('a cashier records payments and sends, but neither voids nor removes a payment', async () => {
  renderRoutes(routes, `/apps/invoice/${PARTLY_PAID.id}`);
  expect(await screen.findByTestId('payment-row')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Remove the payment/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  expect(await screen.findByRole('menuitem', { name: 'Send by email' })).toBeTruthy();
  // The menu as it opens: its items, still in their transition, count as hidden.
  const items = screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
  expect(items).toContain('Duplicate');
  expect(items).not.toContain('Void invoice');
});
