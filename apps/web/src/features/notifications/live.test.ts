import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { notificationKeys } from '../../api/notifications.queries';
import { authStore } from '../../lib/auth-store';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { makeUser } from '../../test/fake-api';
import { resetBrowserState } from '../../test/reset';
import { acquireLiveNotifications, HIDDEN_PAUSE_MS } from './live';

type Opened = {
  token: string | undefined;
  language: string | undefined;
  signal: AbortSignal | null | undefined;
};
let opened: Opened[];
let visibility: DocumentVisibilityState;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetBrowserState();
  opened = [];
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  // Streams that stay open until aborted, as the server's do.
  vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string> | undefined;
    opened.push({
      token: headers?.Authorization,
      language: headers?.['Accept-Language'],
      signal: init?.signal,
    });
    return Promise.resolve({
      status: 200,
      ok: true,
      body: new ReadableStream<Uint8Array>(),
    } as Response);
  });
  authStore.setSession('tok-1', makeUser(), false);
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

const live = () => opened.filter((stream) => !stream.signal?.aborted);

test('one connection per tab, however many hold it; it closes when the last lets go', async () => {
  const releaseBell = acquireLiveNotifications();
  const releasePage = acquireLiveNotifications();
  await vi.waitFor(() => expect(opened).toHaveLength(1));
  releaseBell();
  expect(live()).toHaveLength(1);
  releasePage();
  expect(live()).toHaveLength(0);
});

test('a refreshed token keeps the connection; another business or a logout ends it', async () => {
  const release = acquireLiveNotifications();
  await vi.waitFor(() => expect(opened).toHaveLength(1));
  authStore.setToken('tok-2');
  expect(opened).toHaveLength(1);

  const user = makeUser();
  authStore.setUser({ ...user, business: user.business && { ...user.business, id: 'b_2' } });
  await vi.waitFor(() => expect(opened).toHaveLength(2));
  expect(opened[0]?.signal?.aborted).toBe(true);
  expect(opened[1]?.token).toBe('Bearer tok-2');

  authStore.signOut();
  expect(live()).toHaveLength(0);
  release();
});

test('a tab hidden for five minutes lets the connection go, and reconnects when shown', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const release = acquireLiveNotifications();
  await vi.waitFor(() => expect(opened).toHaveLength(1));
  setVisibility('hidden');
  vi.advanceTimersByTime(HIDDEN_PAUSE_MS - 1000);
  setVisibility('visible');
  setVisibility('hidden');
  vi.advanceTimersByTime(HIDDEN_PAUSE_MS - 1000);
  // Shown again in between: the five minutes start over, the connection stays.
  expect(live()).toHaveLength(1);
  vi.advanceTimersByTime(1000);
  expect(live()).toHaveLength(0);

  setVisibility('visible');
  await vi.waitFor(() => expect(opened).toHaveLength(2));
  expect(live()).toHaveLength(1);
  release();
});

test('a change of language reopens the stream in it and fetches the inbox again', async () => {
  await initI18n('id');
  const release = acquireLiveNotifications();
  await vi.waitFor(() => expect(opened).toHaveLength(1));
  expect(opened[0]?.language).toBe('id');
  queryClient.setQueryData(notificationKeys.latest, { data: [] });

  await changeLanguage('en');
  await vi.waitFor(() => expect(opened).toHaveLength(2));
  expect(opened[0]?.signal?.aborted).toBe(true);
  expect(opened[1]?.language).toBe('en');
  // The words shown so far were the old language's: the inbox is fetched anew.
  expect(queryClient.getQueryState(notificationKeys.latest)?.isInvalidated).toBe(true);
  release();
  await changeLanguage('id');
});
