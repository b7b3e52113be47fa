import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Activity, Member } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { currentPath, setupI18n } from '../../test/render';
import { renderApp, signInAs } from '../../test/render-app';
import { resetBrowserState } from '../../test/reset';

const ID = (n: number) => `9a0c6a52-5a4e-4d0e-9a55-00000000000${n}`;
const BUDI = '1b7c6a52-5a4e-4d0e-9a55-000000000001';

function activity(n: number, overrides: Partial<Activity> = {}): Activity {
  return {
    id: ID(n),
    action: 'contact.update',
    entity_type: 'contact',
    entity_id: ID(9),
    user_id: BUDI,
    user_name: 'Budi',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
    before: { name: 'Toko Sinar', phone: '0812 1111 2222', tags: ['grosir'] },
    after: { name: 'Toko Sinar Jaya', phone: '0812 1111 2222', tags: ['grosir', 'langganan'] },
    meta: null,
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    ...overrides,
  };
}

const page = (data: Activity[], next: string | null = null) => ({
  body: { success: true, data, meta: { next_cursor: next, has_more: next !== null } },
});

const member = (overrides: Partial<Member>): Member => ({
  user_id: BUDI,
  username: 'budi',
  full_name: 'Budi',
  email: 'budi@warung.id',
  role: 'cashier',
  status: 'active',
  is_self: false,
  joined_at: '2026-01-05T03:00:00.000Z',
  ...overrides,
});

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/activities/facets/', {
    body: {
      success: true,
      data: {
        actions: ['contact.update', 'entry.create', 'widget.frobnicate'],
        entity_types: ['contact', 'entry'],
      },
    },
  });
});

test('each row reads as a sentence; unknown actions show as they are; a deleted user is named so', async () => {
  signInAs(api, 'owner');
  api.on('GET /v1/team/members/', { body: { success: true, data: [member({})] } });
  api.on(
    'GET /v1/activities/',
    page(
      [
        activity(1),
        activity(2, { action: 'widget.frobnicate', entity_type: null, before: null, after: null }),
        activity(3, {
          action: 'entry.create',
          entity_type: 'entry',
          user_id: ID(8),
          user_name: null,
          before: null,
          after: { description: 'Beli gula 10 kg', amount: 1500000 },
        }),
      ],
      'cursor-2',
    ),
    page([
      activity(4, {
        action: 'note.delete',
        entity_type: 'note',
        after: null,
        before: { title: 'Piket' },
      }),
    ]),
  );
  renderApp('/apps/activities');
  const rows = await screen.findAllByTestId('activity-row');
  expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
    'Budi updated contact “Toko Sinar Jaya”',
    'Budi widget.frobnicate',
    'A deleted user recorded transaction “Beli gula 10 kg”',
  ]);
  expect(within(rows[0] as HTMLElement).getByText(/2 hours ago/)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Budi deleted note “Piket”')).toBeTruthy();
  const last = new URL(api.calls('GET /v1/activities/').at(-1)?.url ?? '');
  expect(last.searchParams.get('cursor')).toBe('cursor-2');
});

test('filters go into the URL and the request: member, action, record type and dates', async () => {
  signInAs(api, 'owner');
  api.on('GET /v1/team/members/', {
    body: {
      success: true,
      data: [member({}), member({ user_id: ID(7), full_name: 'Sri Wahyuni' })],
    },
  });
  api.on('GET /v1/activities/', page([activity(1)]));
  const { router } = renderApp('/apps/activities?action=contact.update');
  await screen.findAllByTestId('activity-row');
  const action = screen.getByRole('combobox', { name: 'Action' }) as HTMLInputElement;
  await waitFor(() => expect(action.value).toBe('Updated contact'));

  fireEvent.click(screen.getByRole('combobox', { name: 'Member' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Sri Wahyuni', hidden: true }));
  await waitFor(() =>
    expect(currentPath(router)).toBe(`/apps/activities?user_id=${ID(7)}&action=contact.update`),
  );
  fireEvent.click(screen.getByRole('combobox', { name: 'Kind of record' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Contact', hidden: true }));
  await waitFor(() => expect(currentPath(router)).toContain('entity_type=contact'));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  await waitFor(() => {
    const url = new URL(api.calls('GET /v1/activities/').at(-1)?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      user_id: ID(7),
      action: 'contact.update',
      entity_type: 'contact',
      from: '2026-11-01',
      limit: '30',
    });
  });
});

test('opening a row shows who, when, from where, and a before/after table with the changes marked', async () => {
  signInAs(api, 'accountant');
  api.on('GET /v1/activities/', page([activity(1)]));
  renderApp('/apps/activities');
  fireEvent.click(await screen.findByTestId('activity-row'));
  const dialog = await screen.findByRole('dialog', { name: 'Activity details' });
  expect(within(dialog).getByText('203.0.113.7')).toBeTruthy();
  expect(within(dialog).getByText('contact.update')).toBeTruthy();

  const changed = within(dialog)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-changed') === 'true');
  // Fields in words (the API's name on hover), lists of words as a list.
  const names = changed.map((row) => row.querySelector('td p')?.textContent);
  expect(names).toEqual(['Name', 'Tags']);
  expect(within(dialog).getByText('Tags').getAttribute('title')).toBe('tags');
  expect(within(dialog).getByText('Toko Sinar')).toBeTruthy();
  expect(within(dialog).getByText('Toko Sinar Jaya')).toBeTruthy();
  expect(within(dialog).getByText('grosir, langganan')).toBeTruthy();
  // The unchanged phone number waits behind a button.
  expect(within(dialog).queryByText('0812 1111 2222')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Show 1 unchanged field' }));
  expect(within(dialog).getAllByText('0812 1111 2222')).toHaveLength(2);
});

test('the before/after reads as the pages do: roles, money, rates, choices and yes/no in words', async () => {
  signInAs(api, 'accountant');
  api.on(
    'GET /v1/activities/',
    page([
      activity(1, {
        action: 'entry.update',
        entity_type: 'entry',
        before: {
          amount: 2_500_000,
          currency: 'IDR',
          direction: 'out',
          archived: false,
          meta: { a: 1 },
        },
        after: {
          amount: 2_750_050,
          currency: 'IDR',
          direction: 'in',
          archived: true,
          meta: { a: 2 },
        },
      }),
      activity(2, {
        action: 'member.update',
        entity_type: 'member',
        before: { full_name: 'Dewi', role: 'cashier', status: 'active', tax_rate: 1100 },
        after: {
          full_name: 'Dewi',
          role: 'manager',
          status: 'disabled',
          tax_rate: 1150,
          expires_at: '2026-12-02T10:53:26.754Z',
        },
      }),
    ]),
  );
  renderApp('/apps/activities');
  const [entry, member] = await screen.findAllByTestId('activity-row');
  fireEvent.click(entry as HTMLElement);
  let dialog = await screen.findByRole('dialog', { name: 'Activity details' });
  expect(within(dialog).getByText('Amount')).toBeTruthy();
  expect(within(dialog).getByText(/25,000$/)).toBeTruthy();
  expect(within(dialog).getByText(/27,500\.50$/)).toBeTruthy();
  expect(within(dialog).getByText('Money out')).toBeTruthy();
  expect(within(dialog).getByText('Money in')).toBeTruthy();
  expect(within(dialog).getByText('No')).toBeTruthy();
  expect(within(dialog).getByText('Yes')).toBeTruthy();
  // A field this version has no words for keeps its API name and its JSON.
  expect(within(dialog).getAllByText('meta')[0]?.tagName).toBe('CODE');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(member as HTMLElement);
  dialog = await screen.findByRole('dialog', { name: 'Activity details' });
  for (const text of ['Role', 'Cashier', 'Manager', 'Active', 'Disabled', '11%', '11.5%']) {
    expect(within(dialog).getByText(text), text).toBeTruthy();
  }
  // A moment in the reader's words, not ISO (the tests run in UTC).
  expect(within(dialog).getByText('Expires')).toBeTruthy();
  // 10:53 UTC on the business's clock (Asia/Jakarta), not the device's.
  expect(within(dialog).getByText(/^Dec 2, 2026, 5:53/)).toBeTruthy();
});

test('the team page and the log share one member list, whichever opens first', async () => {
  signInAs(api, 'owner');
  api.on('GET /v1/team/members/', {
    body: {
      success: true,
      data: [member({ full_name: 'Sri Wahyuni' })],
      meta: { next_cursor: null, has_more: false },
    },
  });
  api.on('GET /v1/team/invitations/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false } },
  });
  api.on('GET /v1/activities/', page([activity(1)]));
  const { router } = renderApp('/apps/settings/users');
  expect(await screen.findByText('Sri Wahyuni')).toBeTruthy();
  await router.navigate('/apps/activities');
  await screen.findAllByTestId('activity-row');
  fireEvent.click(screen.getByRole('combobox', { name: 'Member' }));
  expect(await screen.findByRole('option', { name: 'Sri Wahyuni', hidden: true })).toBeTruthy();
  expect(api.calls('GET /v1/team/members/')).toHaveLength(1);
});

test('an accountant (no team.view) gets no member filter, and the team list is not asked for', async () => {
  signInAs(api, 'accountant');
  api.on('GET /v1/activities/', page([activity(1)]));
  renderApp('/apps/activities');
  await screen.findAllByTestId('activity-row');
  expect(screen.queryByRole('combobox', { name: 'Member' })).toBeNull();
  expect(api.calls('GET /v1/team/members/')).toHaveLength(0);
});

test('a cashier is told the log is not for their role, and nothing is fetched', async () => {
  signInAs(api, 'cashier');
  renderApp('/apps/activities');
  expect(await screen.findByText('You do not have access to the activity log')).toBeTruthy();
  expect(api.calls('GET /v1/activities/')).toHaveLength(0);
});
