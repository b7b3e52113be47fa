import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { listItem, listPage } from '../../test/invoice-fixtures';
import { renderRoutes, setupI18n } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { startSession } from '../../test/session';

let api: FakeApi;
let saved: string[];

beforeAll(setupI18n);
beforeEach(async () => {
  stubScreen('desktop');
  // Reading invoices is enough to download them.
  api = await startSession(['invoice.view']);
  api.on('GET /v1/invoices/', listPage([listItem()]));
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
});

async function exportAs(format: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Download the invoices the filters show')).toBeTruthy();
  // The menu's own transition keeps it aria-hidden for a moment in jsdom.
  fireEvent.click(await screen.findByRole('menuitem', { name: format, hidden: true }));
}

test("downloads what the URL's filters show, under the server's file name", async () => {
  api.on('GET /v1/exports/invoices/', {
    body: 'xlsx',
    headers: { 'Content-Disposition': 'attachment; filename="invoices-2026-11-20.xlsx"' },
  });
  renderRoutes(routes, '/apps/invoice?status=sent&overdue=true&q=sari');
  await exportAs('Excel (XLSX)');
  await vi.waitFor(() => expect(saved).toEqual(['invoices-2026-11-20.xlsx']));
  const [call] = api.calls('GET /v1/exports/invoices/');
  expect(Object.fromEntries(new URL(call?.url ?? 'https://x/').searchParams)).toEqual({
    status: 'sent',
    overdue: 'true',
    q: 'sari',
    format: 'xlsx',
    language: 'en',
  });
});

test('a refused download says why and saves nothing', async () => {
  api.on('GET /v1/exports/invoices/', {
    status: 403,
    body: { success: false, code: 'FORBIDDEN', message: 'Not allowed' },
  });
  renderRoutes(routes, '/apps/invoice');
  await exportAs('CSV (spreadsheet)');
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(saved).toEqual([]);
  expect(new URL(api.calls('GET /v1/exports/invoices/')[0]?.url ?? '').search).toBe(
    '?format=csv&language=en',
  );
});
