import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification, NotificationPreference } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi } from '../../test/fake-api';
import { currentPath, setupI18n } from '../../test/render';
import { renderApp, signInAs } from '../../test/render-app';
import { resetBrowserState } from '../../test/reset';

const ID = (n: number) => `5e0c6a52-5a4e-4d0e-9a55-00000000000${n}`;

function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: ID(n),
    type: 'invoice_paid',
    title: `Invoice INV/2026/00${40 + n} is paid`,
    body: 'CV Berkah Abadi paid Rp3,400,000.',
    link: '/apps/transactions',
    read: false,
    archived: false,
    created_at: new Date(Date.now() - n * 3600_000).toISOString(),
    ...overrides,
  };
}

const page = (data: Notification[], next: string | null = null, unread = 0) => ({
  body: {
    success: true,
    data,
    meta: { next_cursor: next, has_more: next !== null, unread_count: unread },
  },
});

const params = (api: FakeApi, route: string, index = -1) =>
  new URL(api.calls(route).at(index)?.url ?? 'https://x/').searchParams;

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  signInAs(api, 'owner');
});

test('filters live in the URL and reach the API; "load more" follows the cursor', async () => {
  api.on(
    'GET /v1/notifications/',
    page([notification(1)], 'cursor-2'),
    page([notification(2, { type: 'invoice_paid', title: 'Older one' })]),
  );
  const { router } = renderApp('/apps/notifications?status=unread&type=invoice_paid');
  expect(await screen.findByText('Invoice INV/2026/0041 is paid')).toBeTruthy();
  const first = params(api, 'GET /v1/notifications/', 0);
  expect([first.get('status'), first.get('type'), first.get('limit')]).toEqual([
    'unread',
    'invoice_paid',
    '30',
  ]);
  expect((screen.getByRole('radio', { name: 'Unread' }) as HTMLInputElement).checked).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Older one')).toBeTruthy();
  expect(params(api, 'GET /v1/notifications/').get('cursor')).toBe('cursor-2');

  fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
  await waitFor(() =>
    expect(currentPath(router)).toBe('/apps/notifications?status=archived&type=invoice_paid'),
  );
  await waitFor(() => expect(params(api, 'GET /v1/notifications/').get('status')).toBe('archived'));
});

test('chosen notifications are marked read together, and the page says how many', async () => {
  api.on('GET /v1/notifications/', page([notification(1), notification(2), notification(3)]));
  api.on('POST /v1/notifications/bulk/', {
    body: { success: true, data: { count: 2, unread_count: 1 } },
  });
  renderApp('/apps/notifications');
  fireEvent.click(
    await screen.findByRole('checkbox', { name: 'Select “Invoice INV/2026/0041 is paid”' }),
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Invoice INV/2026/0043 is paid”' }));
  const bar = screen.getByRole('toolbar', { name: 'Actions for the selected notifications' });
  expect(within(bar).getByText('2 selected')).toBeTruthy();
  fireEvent.click(within(bar).getByRole('button', { name: 'Mark as read' }));

  expect(await screen.findByText('2 notifications marked as read.')).toBeTruthy();
  expect(api.calls('POST /v1/notifications/bulk/')[0]?.body).toEqual({
    action: 'read',
    ids: [ID(1), ID(3)],
  });
  // Every view of the inbox is fetched again.
  await waitFor(() => expect(api.calls('GET /v1/notifications/').length).toBeGreaterThan(1));
});

test('deleting asks first; one notification can be handled from its own menu', async () => {
  api.on('GET /v1/notifications/', page([notification(1), notification(2)]));
  api.on('POST /v1/notifications/bulk/', {
    body: { success: true, data: { count: 1, unread_count: 1 } },
  });
  renderApp('/apps/notifications');
  fireEvent.click(
    await screen.findByRole('button', { name: 'Actions for “Invoice INV/2026/0042 is paid”' }),
  );
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete the notification?' });
  expect(api.calls('POST /v1/notifications/bulk/')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('1 notification deleted.')).toBeTruthy();
  expect(api.calls('POST /v1/notifications/bulk/')[0]?.body).toEqual({
    action: 'delete',
    ids: [ID(2)],
  });
});

test('an empty inbox says so; a filter with no match offers to show all', async () => {
  api.on('GET /v1/notifications/', page([]));
  const { router } = renderApp('/apps/notifications?status=read');
  expect(await screen.findByText('Nothing matches')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/notifications'));
  expect(await screen.findByText('No notifications yet')).toBeTruthy();
});

test('preferences switch per type and channel, saved at once; a failure puts the switch back', async () => {
  const prefs: NotificationPreference[] = [
    { type: 'invoice_paid', in_app: true, email: false },
    { type: 'debt_due', in_app: true, email: true },
  ];
  api.on('GET /v1/notifications/preferences/', { body: { success: true, data: prefs } });
  api.on(
    'PUT /v1/notifications/preferences/',
    {
      body: {
        success: true,
        data: [{ type: 'invoice_paid', in_app: true, email: true }, prefs[1]],
      },
    },
    { status: 503, body: errorBody('SERVICE_UNAVAILABLE', 'Try again') },
  );
  renderApp('/apps/notifications?tab=preferences');
  const email = await screen.findByRole('switch', { name: 'Email for Invoice paid' });
  expect((email as HTMLInputElement).checked).toBe(false);
  fireEvent.click(email);
  expect(await screen.findByText('Preferences saved.')).toBeTruthy();
  expect(api.calls('PUT /v1/notifications/preferences/')[0]?.body).toEqual({
    preferences: [{ type: 'invoice_paid', in_app: true, email: true }],
  });
  expect((email as HTMLInputElement).checked).toBe(true);

  const inApp = screen.getByRole('switch', { name: 'In the app for Debt due' });
  fireEvent.click(inApp);
  expect(await screen.findByText(/The service is unavailable/)).toBeTruthy();
  await waitFor(() => expect((inApp as HTMLInputElement).checked).toBe(true));
});

test('the clean-up view shows counts and says how many each move touched', async () => {
  api.on('GET /v1/notifications/unread-count/', {
    body: { success: true, data: { unread_count: 5 } },
  });
  api.on('GET /v1/notifications/', (request) => {
    const status = new URL(request.url).searchParams.get('status');
    const many = Array.from({ length: 100 }, (_, n) => notification(n, { read: true }));
    return status === 'read'
      ? page(many, 'more')
      : page([notification(1, { archived: true }), notification(2, { archived: true })]);
  });
  api.on('POST /v1/notifications/cleanup/', {
    body: { success: true, data: { count: 7, unread_count: 5 } },
  });
  renderApp('/apps/notifications_clean');
  const counts = await screen.findByRole('group', { name: 'Number of notifications' });
  await waitFor(() => expect(within(counts).getByText('100+')).toBeTruthy());
  expect(within(counts).getByText('5')).toBeTruthy();
  expect(within(counts).getByText('2')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Delete old ones' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete old ones' }));
  expect(await screen.findByText('7 old notifications deleted.')).toBeTruthy();
  expect(api.calls('POST /v1/notifications/cleanup/')[0]?.body).toEqual({
    action: 'delete',
    scope: 'read',
    older_than_days: 30,
  });
});

test('the compact list marks one read and opens its link when tapped', async () => {
  api.on('GET /v1/notifications/', page([notification(1), notification(2, { read: true })]));
  api.on(`POST /v1/notifications/${ID(1)}/read/`, {
    body: { success: true, data: notification(1, { read: true }) },
  });
  api.on('GET /v1/cashbooks/', { body: { success: true, data: [], meta: { totals: [] } } });
  const { router } = renderApp('/apps/notifications-simple');
  const rows = await screen.findAllByTestId('simple-notification');
  expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeTruthy();
  expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Read' })).toBeTruthy();
  fireEvent.click(rows[0] as HTMLElement);
  await waitFor(() => expect(router.state.location.pathname).toBe('/apps/transactions'));
  await waitFor(() => expect(api.calls(`POST /v1/notifications/${ID(1)}/read/`)).toHaveLength(1));
});
