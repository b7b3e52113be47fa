/** The auth state of SPEC.md §4 / DESIGN.md §5: token + user, persisted in cookies and storage. */
import type { AuthUser } from '@usaha/shared';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, setCookie } from './cookies';
import { readStorage, removeStorage, type StorageKind, writeStorage } from './safe-storage';
import { TOKEN_KEY, USER_KEY } from './storage-keys';

export { TOKEN_KEY, USER_KEY };
/** SPEC.md §9: 3600 * 24 * 30 seconds. */
export const AUTH_COOKIE_MAX_AGE = 3600 * 24 * 30;

export type AuthSource = 'cookie' | 'local' | 'session';

export type AuthState = {
  user: AuthUser | null;
  token: string | null;
  /** "Remember me": local storage and 30-day cookies instead of session storage and cookies. */
  remember: boolean;
  /** Where start-up found the session (shown on /auth-test). */
  source: AuthSource | null;
  /** The last failure message (SPEC.md §8 wording). */
  error: string | null;
  /** The user logged out on purpose: guards send them to the login page without a way back. */
  signedOut: boolean;
};

const LOGGED_OUT: AuthState = {
  user: null,
  token: null,
  remember: false,
  source: null,
  error: null,
  signedOut: false,
};

let state: AuthState = LOGGED_OUT;
const listeners = new Set<() => void>();

/**
 * Leaving the page aborts requests in flight (a reload while the profile loads); those aborts
 * are not failures of the session and must not wipe the storage the next page restores from.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/** For tests: pretend the page is (or is no longer) being left. */
export function setLeavingPage(value: boolean): void {
  leavingPage = value;
}

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.username === 'string' &&
    Array.isArray(user.permissions) &&
    Array.isArray(user.roles)
  );
}

function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readPair(source: AuthSource): { token: string; user: AuthUser } | null {
  const token = source === 'cookie' ? readCookie(TOKEN_KEY) : readStorage(source, TOKEN_KEY);
  const rawUser = source === 'cookie' ? readCookie(USER_KEY) : readStorage(source, USER_KEY);
  const user = parseUser(rawUser);
  return token && user ? { token, user } : null;
}

function persist(token: string, user: AuthUser, remember: boolean): void {
  const kind: StorageKind = remember ? 'local' : 'session';
  const other: StorageKind = remember ? 'session' : 'local';
  writeStorage(kind, TOKEN_KEY, token);
  writeStorage(kind, USER_KEY, JSON.stringify(user));
  removeStorage(other, TOKEN_KEY);
  removeStorage(other, USER_KEY);
  // Without "remember me" the cookies end with the browser session, like the session storage
  // beside them (docs/decisions.md, Web).
  const cookieOptions = remember ? { maxAge: AUTH_COOKIE_MAX_AGE } : {};
  setCookie(TOKEN_KEY, token, cookieOptions);
  setCookie(USER_KEY, JSON.stringify(user), cookieOptions);
}

function erase(): void {
  for (const kind of ['local', 'session'] as const) {
    removeStorage(kind, TOKEN_KEY);
    removeStorage(kind, USER_KEY);
  }
  deleteCookie(TOKEN_KEY);
  deleteCookie(USER_KEY);
}

export const authStore = {
  getState: (): AuthState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Start-up: cookies first, then local storage, then session storage (SPEC.md §4). */
  restore(): AuthState {
    for (const source of ['cookie', 'local', 'session'] as const) {
      const pair = readPair(source);
      if (!pair) continue;
      const remember = source === 'local' || readStorage('local', TOKEN_KEY) !== null;
      setState({ ...pair, remember, source, error: null, signedOut: false });
      return state;
    }
    setState(LOGGED_OUT);
    return state;
  },

  /** After a successful login or registration. */
  setSession(token: string, user: AuthUser, remember: boolean): void {
    persist(token, user, remember);
    setState({ token, user, remember, source: null, error: null, signedOut: false });
  },

  /** A refreshed access token, kept where the session already lives. */
  setToken(token: string): void {
    if (!state.user) return;
    persist(token, state.user, state.remember);
    setState({ ...state, token });
  },

  /** A fresh copy of the user (profile fetch or update). */
  setUser(user: AuthUser): void {
    if (!state.token) return;
    persist(state.token, user, state.remember);
    setState({ ...state, user });
  },

  /** Logged out; `error` records why when a login, profile or refresh call failed. */
  clear(error: string | null = null): void {
    if (error !== null && leavingPage) return;
    erase();
    setState({ ...LOGGED_OUT, error });
  },

  /** An explicit logout (SPEC.md §4: it ends on /auth/login). */
  signOut(): void {
    erase();
    setState({ ...LOGGED_OUT, signedOut: true });
  },
};

export function isLoggedIn(current: AuthState = state): boolean {
  return Boolean(current.user && current.token);
}

export function hasPermission(name: string, current: AuthState = state): boolean {
  return current.user?.permissions.includes(name) ?? false;
}

export function hasRole(name: string, current: AuthState = state): boolean {
  return current.user?.roles.includes(name) ?? false;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
