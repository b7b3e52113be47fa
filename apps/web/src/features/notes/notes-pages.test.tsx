import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Note } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

const ID = (n: number) => `0b6f6a52-5a4e-4d0e-9a55-00000000000${n}`;

function note(overrides: Partial<Note>): Note {
  return {
    id: ID(1),
    title: 'Catatan',
    body: '',
    color: 'default',
    pinned: false,
    tags: [],
    visibility: 'private',
    author_id: 'u_1',
    author_name: 'Sri Wahyuni',
    version: 1,
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

const page = (data: Note[], next: string | null = null) => ({
  body: { success: true, data, meta: { next_cursor: next, has_more: next !== null } },
});

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  const user = makeUser({ permissions: ['note.view', 'note.manage'] });
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
});

test('the list shows pinned notes first, bodies as plain text, and loads more by cursor', async () => {
  api.on(
    'GET /v1/notes/',
    page(
      [
        note({ id: ID(1), title: 'Jadwal', pinned: true, visibility: 'shared', tags: ['tim'] }),
        note({
          id: ID(2),
          title: 'Resep',
          body: '# Sambal\n<img src=x onerror=alert(1)> **cabai**',
        }),
      ],
      'cursor-2',
    ),
    page([note({ id: ID(3), title: 'Lama' })]),
  );
  renderRoutes(routes, '/apps/notes');

  const pinned = await screen.findByRole('region', { name: 'Pinned' });
  expect(within(pinned).getByText('Jadwal')).toBeTruthy();
  expect(within(pinned).getByRole('img', { name: 'Shared with the team' })).toBeTruthy();
  const others = screen.getByRole('region', { name: 'Others' });
  const card = within(others).getByTestId('note-card');
  // Plain text: the marks are gone and the raw HTML is only text, never an element.
  expect(within(card).getByText('Sambal <img src=x onerror=alert(1)> cabai')).toBeTruthy();
  expect(card.querySelector('img')).toBeNull();
  expect(within(card).getByRole('img', { name: 'Private: only you see it' })).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Resep' }).getAttribute('href')).toBe(
    `/apps/notes/form/${ID(2)}`,
  );

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Lama')).toBeTruthy();
  const calls = api.calls('GET /v1/notes/').map((call) => new URL(call.url).searchParams);
  expect(calls[1]?.get('cursor')).toBe('cursor-2');
});

test('search waits for a pause, goes into the URL, and a tag chip filters', async () => {
  api.on('GET /v1/notes/', page([note({ title: 'Jadwal', tags: ['tim'] })]));
  const { router } = renderRoutes(routes, '/apps/notes');
  await screen.findByText('Jadwal');
  fireEvent.change(screen.getByLabelText('Search notes'), { target: { value: 'jad' } });
  await waitFor(() => expect(currentPath(router)).toBe('/apps/notes?q=jad'));
  // The page has rendered the new URL once the list asks for it.
  await waitFor(() => expect(api.calls('GET /v1/notes/').at(-1)?.url).toContain('q=jad'));
  fireEvent.click(await screen.findByRole('checkbox', { name: '#tim' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/notes?q=jad&tag=tim'));
  await waitFor(() => {
    const last = api.calls('GET /v1/notes/').at(-1);
    expect(new URL(last?.url ?? '').search).toBe('?limit=30&q=jad&tag=tim');
  });
});

test('a note without a title is checked with the shared schema and not sent', async () => {
  renderRoutes(routes, '/apps/notes/create');
  fireEvent.click(await screen.findByRole('button', { name: 'Save note' }));
  expect(await screen.findByText('Enter a title')).toBeTruthy();
  expect(api.calls('POST /v1/notes/')).toHaveLength(0);
});

test('a new note is sent once with an Idempotency-Key, and the preview renders Markdown safely', async () => {
  api.on(
    'POST /v1/notes/',
    { status: 503, body: errorBody('SERVICE_UNAVAILABLE', 'Try again') },
    { status: 201, body: { success: true, data: note({ title: 'Belanja' }) } },
  );
  api.on('GET /v1/notes/', page([]));
  const { router } = renderRoutes(routes, '/apps/notes/create');

  fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: ' Belanja ' } });
  fireEvent.change(screen.getByLabelText(/^Text/), {
    target: { value: '# Pasar\n- beras\n\n[x](javascript:alert(1)) [toko](https://toko.id)' },
  });
  // A wide screen (happy-dom's 1024 px) shows the preview beside the text as it is typed.
  const preview = await screen.findByTestId('note-preview');
  expect(within(preview).getByRole('heading', { name: 'Pasar' })).toBeTruthy();
  expect(within(preview).getByRole('listitem').textContent).toBe('beras');
  const links = within(preview).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://toko.id']);
  fireEvent.click(screen.getByRole('radio', { name: 'Teal' }));
  fireEvent.click(screen.getByRole('switch', { name: 'Pin to the top' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save note' }));

  expect(await screen.findByText(/The service is unavailable/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/notes'));
  const calls = api.calls('POST /v1/notes/');
  expect(calls).toHaveLength(2);
  expect(calls[0]?.body).toEqual({
    title: 'Belanja',
    body: '# Pasar\n- beras\n\n[x](javascript:alert(1)) [toko](https://toko.id)',
    color: 'teal',
    pinned: true,
    tags: [],
    visibility: 'private',
  });
  expect(calls[1]?.headers['idempotency-key']).toBe(calls[0]?.headers['idempotency-key']);
  expect(await screen.findByText('Note created.')).toBeTruthy();
});

test('an edit sends its version; a conflict says so and reloads the note', async () => {
  const shared = note({
    title: 'Piket',
    visibility: 'shared',
    author_id: 'u_2',
    author_name: 'Budi',
    version: 4,
  });
  api.on(`GET /v1/notes/${ID(1)}/`, { body: { success: true, data: shared } });
  api.on(`PUT /v1/notes/${ID(1)}/`, {
    status: 409,
    body: errorBody('VERSION_CONFLICT', 'Someone else changed this record.'),
  });
  renderRoutes(routes, `/apps/notes/form/${ID(1)}`);

  const title = await screen.findByLabelText(/^Title/);
  expect((title as HTMLInputElement).value).toBe('Piket');
  // Only the author changes who sees a note.
  expect(screen.getByText('Only its author (Budi) can change who sees it.')).toBeTruthy();
  expect(screen.getByRole('radio', { name: /Private/ }).hasAttribute('disabled')).toBe(true);
  fireEvent.change(title, { target: { value: 'Piket minggu ini' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(/Someone else just changed this note/)).toBeTruthy();
  expect(api.calls(`PUT /v1/notes/${ID(1)}/`)[0]?.body).toMatchObject({
    version: 4,
    title: 'Piket minggu ini',
    visibility: 'shared',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(api.calls(`GET /v1/notes/${ID(1)}/`)).toHaveLength(2));
});

test('a delete asks first; a refusal stays in the dialog, then the delete goes back to the list', async () => {
  api.on(`GET /v1/notes/${ID(1)}/`, { body: { success: true, data: note({ title: 'Resep' }) } });
  api.on(`DELETE /v1/notes/${ID(1)}/`, {
    status: 503,
    body: errorBody('SERVICE_UNAVAILABLE', 'Try again in a moment.'),
  });
  api.on('GET /v1/notes/', page([]));
  const { router } = renderRoutes(routes, `/apps/notes/form/${ID(1)}`);

  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
  expect(within(dialog).getByText('"Resep" will be deleted for good.')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete note' }));
  expect(await within(dialog).findByRole('alert')).toBeTruthy();
  expect(currentPath(router)).toBe(`/apps/notes/form/${ID(1)}`);

  api.on(`DELETE /v1/notes/${ID(1)}/`, { body: { success: true, message: 'ok' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete note' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/notes'));
  expect(await screen.findByText('Note deleted.')).toBeTruthy();
  expect(api.calls(`DELETE /v1/notes/${ID(1)}/`)).toHaveLength(2);
});
