import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecurringInvoice } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../../app/routes';
import { uuid } from '../../../test/directory-fixtures';
import type { FakeApi } from '../../../test/fake-api';
import { listItem, listPage } from '../../../test/invoice-fixtures';
import { currentPath, renderRoutes, setupI18n } from '../../../test/render';
import { stubScreen } from '../../../test/screen-size';
import { startSession } from '../../../test/session';

function schedule(overrides: Partial<RecurringInvoice> = {}): RecurringInvoice {
  return {
    id: uuid(701),
    contact_id: uuid(702),
    customer_name: 'Toko Makmur',
    currency: 'IDR',
    prices_include_tax: false,
    lines: [
      {
        product_id: null,
        description: 'Sewa ruko',
        quantity: 1000,
        unit: null,
        unit_price: 2_500_000_00,
        discount: null,
        tax_rate: 0,
        tax_base: null,
      },
    ],
    discount: null,
    charge: 0,
    charge_label: null,
    notes: null,
    terms: null,
    language: 'id',
    due_days: null,
    total: 2_500_000_00,
    interval: 'monthly',
    every: 1,
    start_date: '2026-12-05',
    end: { type: 'never' },
    auto_send: false,
    status: 'active',
    pause_reason: null,
    next_date: '2026-12-05',
    made_count: 0,
    last_invoice_id: null,
    version: 1,
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

const RENT = schedule();
const WEEKLY = schedule({
  id: uuid(703),
  customer_name: 'CV Sari Jaya',
  interval: 'weekly',
  every: 2,
  start_date: '2026-11-23',
  status: 'paused',
  pause_reason: 'contact_archived',
  next_date: '2026-12-07',
});

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['invoice.view', 'invoice.manage', 'invoice.delete', 'contact.view']);
  api.on('GET /v1/contacts/search/', { body: { success: true, data: [] } });
  api.on('GET /v1/invoices/', listPage([]));
});

test('the recurring tab is in the URL and lists each schedule in words', async () => {
  stubScreen('desktop');
  api.on('GET /v1/recurring-invoices/', {
    body: { success: true, data: [RENT, WEEKLY], meta: { next_cursor: null, has_more: false } },
  });
  api.on('GET /v1/invoices/', listPage([listItem()]));
  const { router } = renderRoutes(routes, '/apps/invoice');
  expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('tab', { name: 'Recurring' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/invoice?tab=recurring'));
  const rows = await screen.findAllByTestId('recurring-row');
  expect(rows).toHaveLength(2);
  const [rent, weekly] = rows as [HTMLElement, HTMLElement];
  expect(within(rent).getByText('Every month on day 5')).toBeTruthy();
  expect(within(rent).getByText('Active')).toBeTruthy();
  expect(within(weekly).getByText('Every 2 weeks on Monday')).toBeTruthy();
  expect(within(weekly).getByText('Its customer was archived')).toBeTruthy();
  // The export is of invoices: it is not offered beside the schedules.
  expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
});

test('pauses a schedule', async () => {
  stubScreen('desktop');
  api.on('GET /v1/recurring-invoices/', {
    body: { success: true, data: [RENT], meta: { next_cursor: null, has_more: false } },
  });
  api.on(`POST /v1/recurring-invoices/${RENT.id}/pause/`, {
    body: { success: true, data: { ...RENT, status: 'paused' } },
  });
  renderRoutes(routes, '/apps/invoice?tab=recurring');
  const row = await screen.findByTestId('recurring-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Actions for Toko Makmur' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Pause' }));
  expect(await screen.findByText('Recurring invoice paused.')).toBeTruthy();
  expect(api.calls(`POST /v1/recurring-invoices/${RENT.id}/pause/`)).toHaveLength(1);
});

test('deletes a schedule after asking', async () => {
  stubScreen('desktop');
  api.on('GET /v1/recurring-invoices/', {
    body: { success: true, data: [RENT], meta: { next_cursor: null, has_more: false } },
  });
  api.on(`DELETE /v1/recurring-invoices/${RENT.id}/`, {
    body: { success: true, message: 'Recurring invoice deleted' },
  });
  renderRoutes(routes, '/apps/invoice?tab=recurring');
  const row = await screen.findByTestId('recurring-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Actions for Toko Makmur' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this recurring invoice?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Recurring invoice deleted.')).toBeTruthy();
  expect(api.calls(`DELETE /v1/recurring-invoices/${RENT.id}/`)).toHaveLength(1);
});
