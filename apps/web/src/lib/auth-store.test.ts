import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeUser } from '../test/fake-api';
import { recordCookieWrites, resetBrowserState } from '../test/reset';
import { AUTH_COOKIE_MAX_AGE, authStore, hasPermission, hasRole, isLoggedIn } from './auth-store';
import { readCookie, serializeCookie } from './cookies';

function putCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser that kept a cookie.
  document.cookie = serializeCookie(name, value);
}

beforeEach(resetBrowserState);

describe('start-up restore (SPEC.md §4)', () => {
  test('cookies win over local and session storage', () => {
    const fromCookie = makeUser({ username: 'cookie' });
    putCookie('auth-token', 'cookie-token');
    putCookie('user-data', JSON.stringify(fromCookie));
    localStorage.setItem('auth-token', 'local-token');
    localStorage.setItem('user-data', JSON.stringify(makeUser({ username: 'local' })));
    sessionStorage.setItem('auth-token', 'session-token');
    sessionStorage.setItem('user-data', JSON.stringify(makeUser({ username: 'session' })));

    const state = authStore.restore();

    expect(state.token).toBe('cookie-token');
    expect(state.user?.username).toBe('cookie');
    expect(state.source).toBe('cookie');
    expect(isLoggedIn(state)).toBe(true);
  });

  test('then local storage, then session storage', () => {
    localStorage.setItem('auth-token', 'local-token');
    localStorage.setItem('user-data', JSON.stringify(makeUser({ username: 'local' })));
    sessionStorage.setItem('auth-token', 'session-token');
    sessionStorage.setItem('user-data', JSON.stringify(makeUser({ username: 'session' })));
    expect(authStore.restore()).toMatchObject({
      token: 'local-token',
      source: 'local',
      remember: true,
    });

    localStorage.clear();
    expect(authStore.restore()).toMatchObject({
      token: 'session-token',
      source: 'session',
      remember: false,
    });
  });

  test('a token without a user (or a user without a token) is logged out', () => {
    localStorage.setItem('auth-token', 'only-token');
    sessionStorage.setItem('user-data', JSON.stringify(makeUser()));
    const state = authStore.restore();
    expect(isLoggedIn(state)).toBe(false);
    expect(state.source).toBeNull();
  });

  test('unreadable user data is ignored', () => {
    localStorage.setItem('auth-token', 'token');
    localStorage.setItem('user-data', '{not json');
    expect(isLoggedIn(authStore.restore())).toBe(false);
  });
});

describe('login storage', () => {
  let cookies: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => {
    cookies = recordCookieWrites();
  });
  afterEach(() => cookies.restore());

  test('remember me: local storage and 30-day Secure SameSite=Strict cookies', () => {
    const user = makeUser();
    authStore.setSession('tok-1', user, true);

    expect(localStorage.getItem('auth-token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user-data') ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem('auth-token')).toBeNull();
    const tokenCookie = cookies.writes.find((write) => write.startsWith('auth-token='));
    const userCookie = cookies.writes.find((write) => write.startsWith('user-data='));
    for (const cookie of [tokenCookie, userCookie]) {
      expect(cookie).toContain(`Max-Age=${AUTH_COOKIE_MAX_AGE}`);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('SameSite=Strict');
    }
    expect(AUTH_COOKIE_MAX_AGE).toBe(2592000);
    expect(readCookie('auth-token')).toBe('tok-1');
  });

  test('without remember me: session storage and session cookies (no Max-Age)', () => {
    localStorage.setItem('auth-token', 'old');
    authStore.setSession('tok-2', makeUser(), false);

    expect(sessionStorage.getItem('auth-token')).toBe('tok-2');
    expect(localStorage.getItem('auth-token')).toBeNull();
    const tokenCookie = cookies.writes.find((write) => write.startsWith('auth-token='));
    expect(tokenCookie).toBeDefined();
    expect(tokenCookie).not.toContain('Max-Age');
    expect(tokenCookie).toContain('Secure');
    expect(tokenCookie).toContain('SameSite=Strict');
  });

  test('a refreshed token stays where the session lives', () => {
    authStore.setSession('tok-3', makeUser(), false);
    authStore.setToken('tok-4');
    expect(sessionStorage.getItem('auth-token')).toBe('tok-4');
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(readCookie('auth-token')).toBe('tok-4');
  });

  test('clear removes storage and cookies and records why', () => {
    authStore.setSession('tok-5', makeUser(), true);
    authStore.clear('Token refresh failed');
    expect(authStore.getState()).toMatchObject({
      token: null,
      user: null,
      error: 'Token refresh failed',
    });
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(readCookie('auth-token')).toBeNull();
    expect(readCookie('user-data')).toBeNull();
  });
});

test('a failure caused by leaving the page keeps the stored session for the next page', () => {
  authStore.setSession('tok-6', makeUser(), true);
  window.dispatchEvent(new Event('pagehide'));
  authStore.clear('Failed to get user profile');
  expect(localStorage.getItem('auth-token')).toBe('tok-6');
  window.dispatchEvent(new Event('pageshow'));
  authStore.clear('Failed to get user profile');
  expect(localStorage.getItem('auth-token')).toBeNull();
});

test('hasPermission and hasRole read the user', () => {
  authStore.setSession(
    'tok',
    makeUser({ permissions: ['report.view'], roles: ['owner', 'staff'] }),
    false,
  );
  expect(hasPermission('report.view')).toBe(true);
  expect(hasPermission('billing.manage')).toBe(false);
  expect(hasRole('staff')).toBe(true);
  expect(hasRole('superadmin')).toBe(false);
  authStore.clear();
  expect(hasPermission('report.view')).toBe(false);
});
