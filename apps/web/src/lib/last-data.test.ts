import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { makeUser } from '../test/fake-api';
import { resetBrowserState } from '../test/reset';
import { authStore } from './auth-store';
import { keepLastData, LAST_DATA_KEY, restoreLastData } from './last-data';
import { queryClient } from './query-client';

const BOOKS = ['cashbook', 'books', { include_archived: false }];
const ENTRIES = ['cashbook', 'entries', 'pages', {}];
const FILTERED = ['cashbook', 'entries', 'pages', { direction: 'in' }];
const NOTES = ['notes', 'list'];
const DASHBOARD = ['cashbook', 'balance', 'dashboard', null];
const DASHBOARD_ON = ['cashbook', 'balance', 'dashboard', '2026-01-31'];

beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
  vi.useFakeTimers();
  keepLastData();
});

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

/** What a page had on screen: books, two pages of entries, a filtered list and notes. */
function fillCache() {
  queryClient.setQueryData(BOOKS, { books: [{ id: 'k1', name: 'Kas Toko' }], totals: [] });
  queryClient.setQueryData(ENTRIES, {
    pages: [{ data: [{ id: 'e1' }] }, { data: [{ id: 'e2' }] }],
    pageParams: [null, 'c1'],
  });
  queryClient.setQueryData(FILTERED, { pages: [{ data: [] }], pageParams: [null] });
  queryClient.setQueryData(NOTES, [{ id: 'n1' }]);
  queryClient.setQueryData(DASHBOARD, { date: '2026-11-21', recent: [] });
  queryClient.setQueryData(DASHBOARD_ON, { date: '2026-01-31', recent: [] });
  vi.advanceTimersByTime(1500);
}

test('a second visit of the same user and business starts with the books and the first page', () => {
  authStore.setSession('token', makeUser(), true);
  fillCache();
  expect(localStorage.getItem(LAST_DATA_KEY)).not.toBeNull();

  queryClient.clear();
  restoreLastData();
  expect(queryClient.getQueryData(BOOKS)).toEqual({
    books: [{ id: 'k1', name: 'Kas Toko' }],
    totals: [],
  });
  expect(queryClient.getQueryData(ENTRIES)).toEqual({
    pages: [{ data: [{ id: 'e1' }] }],
    pageParams: [null],
  });
  expect(queryClient.getQueryData(DASHBOARD)).toEqual({ date: '2026-11-21', recent: [] });
  // Only what the dashboard and Transaksi open with: no filtered lists, no other areas.
  expect(queryClient.getQueryData(DASHBOARD_ON)).toBeUndefined();
  expect(queryClient.getQueryData(FILTERED)).toBeUndefined();
  expect(queryClient.getQueryData(NOTES)).toBeUndefined();
});

test('without "remember me" the copy lives in the session storage only', () => {
  authStore.setSession('token', makeUser(), false);
  fillCache();
  expect(sessionStorage.getItem(LAST_DATA_KEY)).not.toBeNull();
  expect(localStorage.getItem(LAST_DATA_KEY)).toBeNull();
});

test('another business of the same user, or a week-old copy, starts empty', () => {
  authStore.setSession('token', makeUser(), true);
  fillCache();
  queryClient.clear();

  const other = makeUser();
  authStore.setUser({ ...other, business: other.business && { ...other.business, id: 'b_2' } });
  restoreLastData();
  expect(queryClient.getQueryData(BOOKS)).toBeUndefined();
  expect(localStorage.getItem(LAST_DATA_KEY)).toBeNull();

  authStore.setUser(makeUser());
  fillCache();
  queryClient.clear();
  restoreLastData(Date.now() + 8 * 24 * 3600 * 1000);
  expect(queryClient.getQueryData(BOOKS)).toBeUndefined();
});

test('signing out, or another person signing in, forgets the copy', () => {
  authStore.setSession('token', makeUser(), true);
  fillCache();
  authStore.signOut();
  expect(localStorage.getItem(LAST_DATA_KEY)).toBeNull();

  authStore.setSession('token', makeUser(), true);
  fillCache();
  authStore.setSession('token-2', makeUser({ id: 'u_2' }), true);
  expect(localStorage.getItem(LAST_DATA_KEY)).toBeNull();
  restoreLastData();
  expect(queryClient.getQueryData(BOOKS)).toBeUndefined();
});

test('kept data is shown but asked for again, however young the copy', () => {
  authStore.setSession('token', makeUser(), true);
  fillCache();
  queryClient.clear();
  restoreLastData();
  expect(queryClient.getQueryData(BOOKS)).toBeDefined();
  expect(queryClient.getQueryState(BOOKS)?.isInvalidated).toBe(true);
});

test('leaving the page writes a change that was still waiting', () => {
  authStore.setSession('token', makeUser(), true);
  fillCache();
  queryClient.setQueryData(BOOKS, { books: [], totals: [] });
  window.dispatchEvent(new Event('pagehide'));
  const saved = JSON.parse(localStorage.getItem(LAST_DATA_KEY) ?? '{}');
  expect(JSON.stringify(saved.state)).toContain('"books":[]');
});
