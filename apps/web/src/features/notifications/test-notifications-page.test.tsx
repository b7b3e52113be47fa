import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_TYPES } from '@usaha/shared';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp, signInAs } from '../../test/render-app';
import { resetBrowserState } from '../../test/reset';
import { clearToasts } from './toasts';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('id');
  api = createFakeApi();
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(clearToasts);

test('every type and state is drawn with the real components and shop examples, in Indonesian', async () => {
  renderApp('/test-notifications');
  expect(await screen.findByRole('heading', { name: 'Contoh notifikasi' })).toBeTruthy();
  const types = screen.getByRole('region', { name: 'Setiap jenis' });
  expect(within(types).getAllByTestId('notification-item')).toHaveLength(NOTIFICATION_TYPES.length);
  expect(within(types).getByText('Faktur INV/2026/0042 lewat jatuh tempo')).toBeTruthy();

  const states = screen.getByRole('region', { name: 'Keadaan' });
  expect(within(states).getAllByRole('img', { name: 'Belum dibaca' }).length).toBeGreaterThan(0);
  expect(within(states).getByText('Diarsipkan', { selector: '.mantine-Badge-label' })).toBeTruthy();
  expect(within(states).getByRole('checkbox', { checked: true })).toBeTruthy();

  const toasts = screen.getByRole('region', { name: 'Pesan singkat' });
  expect(within(toasts).getAllByTestId('notification-toast')).toHaveLength(4);
  fireEvent.click(within(toasts).getByRole('button', { name: 'Munculkan pesan singkat' }));
  const live = screen.getByRole('region', { name: 'Notifikasi baru' });
  expect(within(live).getByText('Pembayaran Rp750.000 diterima')).toBeTruthy();

  // Logged out: the way to send a real one goes through the login page and back.
  const logins = screen.getAllByRole('link', { name: 'Masuk' });
  expect(logins.map((link) => link.getAttribute('href'))).toContain(
    '/auth/login?redirect=%2Ftest-notifications',
  );
});

test('signed in, "send me a test notification" goes to the API and the bell shows it live', async () => {
  signInAs(api, 'cashier');
  let push: ((text: string) => void) | undefined;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/v1/notifications/stream/')) return api.fetch(input, init);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    return Promise.resolve({ status: 200, ok: true, body } as Response);
  });
  api.on('POST /v1/notifications/test/', {
    body: { success: true, data: { in_app: true, email: false } },
  });
  renderApp('/test-notifications');
  fireEvent.click(await screen.findByRole('button', { name: 'Kirim notifikasi uji ke saya' }));
  expect(await screen.findByText('Terkirim. Lihat lonceng dan pesan di pojok layar.')).toBeTruthy();
  expect(api.calls('POST /v1/notifications/test/')).toHaveLength(1);

  await waitFor(() => expect(push).toBeDefined());
  const test = {
    id: '3c0c6a52-5a4e-4d0e-9a55-000000000001',
    type: 'test',
    title: 'Notifikasi uji',
    body: 'Kalau Anda melihat ini, notifikasi Usaha sudah bekerja.',
    link: '/apps/notifications',
    read: false,
    archived: false,
    created_at: new Date().toISOString(),
  };
  push?.(
    `event: notification\ndata: ${JSON.stringify(test)}\n\nevent: unread\ndata: {"unread_count":1}\n\n`,
  );
  expect(await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' })).toBeTruthy();
  const live = screen.getByRole('region', { name: 'Notifikasi baru' });
  await waitFor(() => expect(within(live).getByText('Notifikasi uji')).toBeTruthy());
});
