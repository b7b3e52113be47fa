import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@usaha/shared';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { QueryProvider } from '../../components/query-provider';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { NotificationBell } from './notification-bell';
import { clearToasts } from './toasts';

const ID = (n: number) => `7d0c6a52-5a4e-4d0e-9a55-00000000000${n}`;

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: ID(1),
    type: 'invoice_paid',
    title: 'Invoice INV/2026/0039 is paid',
    body: 'CV Berkah Abadi paid Rp3,400,000.',
    link: '/apps/transactions',
    read: false,
    archived: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** The live stream as the server writes it: the test pushes events into the open response. */
function fakeStream() {
  const opened: { signal: AbortSignal | null | undefined; headers: HeadersInit | undefined }[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  return {
    opened,
    respond(init: RequestInit | undefined): Response {
      opened.push({ signal: init?.signal, headers: init?.headers });
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      return { status: 200, ok: true, body } as Response;
    },
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

let api: FakeApi;
let stream: ReturnType<typeof fakeStream>;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  stream = fakeStream();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/v1/notifications/stream/')
      ? Promise.resolve(stream.respond(init))
      : api.fetch(input, init),
  );
  authStore.setSession('tok-1', makeUser({ permissions: ['notification.view'] }), false);
  api.on('GET /v1/notifications/unread-count/', {
    body: { success: true, data: { unread_count: 1 } },
  });
});
afterEach(clearToasts);

function renderBell() {
  // The apps layout's query provider wraps the header.
  const element = (
    <QueryProvider>
      <NotificationBell />
      <Where />
    </QueryProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/dashboard'] });
  // Mantine's test mode: no transitions, and no hiding of a popover whose target has no layout.
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

test('the count comes live from the stream; a new notification shows as a toast and in the list', async () => {
  renderBell();
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  await waitFor(() => expect(stream.opened).toHaveLength(1));
  expect(stream.opened[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-1' });

  stream.send('unread', { unread_count: 3 });
  expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();

  // The popover lists the latest; one that arrives while it is open joins it at the top.
  api.on('GET /v1/notifications/', {
    body: {
      success: true,
      data: [notification({})],
      meta: { next_cursor: null, has_more: false, unread_count: 3 },
    },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
  expect(await screen.findAllByTestId('notification-item')).toHaveLength(1);
  expect(api.calls('GET /v1/notifications/')[0]?.url).toContain('status=all&limit=8');

  const fresh = notification({
    id: ID(2),
    title: 'Payment of Rp750,000 received',
    type: 'payment_received',
  });
  stream.send('notification', fresh);
  stream.send('unread', { unread_count: 4 });
  const toast = await screen.findByTestId('notification-toast');
  expect(within(toast).getByText(fresh.title)).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
  const [first] = screen.getAllByTestId('notification-item');
  expect(first && within(first).getByText(fresh.title)).toBeTruthy();
});

test('"mark all as read" empties the count; opening one marks it read and follows its link', async () => {
  api.on(
    'GET /v1/notifications/unread-count/',
    { body: { success: true, data: { unread_count: 1 } } },
    { body: { success: true, data: { unread_count: 0 } } },
  );
  api.on('GET /v1/notifications/', {
    body: {
      success: true,
      data: [notification({})],
      meta: { next_cursor: null, has_more: false, unread_count: 1 },
    },
  });
  api.on('POST /v1/notifications/read-all/', {
    body: { success: true, data: { count: 1, unread_count: 0 } },
  });
  api.on(`POST /v1/notifications/${ID(1)}/read/`, {
    body: { success: true, data: notification({ read: true }) },
  });
  renderBell();
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  expect(api.calls('POST /v1/notifications/read-all/')).toHaveLength(1);

  fireEvent.click(await screen.findByRole('link', { name: 'Invoice INV/2026/0039 is paid' }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/apps/transactions'));
  await waitFor(() => expect(api.calls(`POST /v1/notifications/${ID(1)}/read/`)).toHaveLength(1));
});

test('a change of role refetches the profile; logging out closes the stream', async () => {
  const promoted = makeUser({ permissions: ['notification.view', 'activity.view'] });
  api.on('GET /v1/auth/profile/', { body: { success: true, user: promoted, message: 'ok' } });
  renderBell();
  await waitFor(() => expect(stream.opened).toHaveLength(1));
  stream.send('membership', {});
  await waitFor(() => expect(authStore.getState().user?.permissions).toContain('activity.view'));

  authStore.clear();
  await waitFor(() => expect(stream.opened[0]?.signal?.aborted).toBe(true));
});
