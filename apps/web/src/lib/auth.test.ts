import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../test/fake-api';
import { resetBrowserState } from '../test/reset';
import { fetchProfile, login, logout, refreshToken } from './auth';
import { authStore, isLoggedIn } from './auth-store';
import { setNavigator } from './navigation';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
});

describe('login', () => {
  test('sends username, password, remember_me with the CSRF header and stores the session', async () => {
    const user = makeUser();
    api.on('POST /v1/auth/login/', {
      body: { success: true, access: 'tok', user, message: 'Login successful' },
    });

    await login({ username: 'sri', password: 'rahasia-sekali', remember_me: true });

    const [call] = api.calls('POST /v1/auth/login/');
    expect(call?.body).toEqual({ username: 'sri', password: 'rahasia-sekali', remember_me: true });
    expect(call?.headers['x-csrftoken']).toBe('csrf-1');
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.credentials).toBe('include');
    expect(isLoggedIn()).toBe(true);
    expect(localStorage.getItem('auth-token')).toBe('tok');
  });

  test('a failure clears the state and carries the server message', async () => {
    authStore.setSession('earlier', makeUser(), true);
    api.on('POST /v1/auth/login/', {
      status: 401,
      body: errorBody('INVALID_CREDENTIALS', 'Invalid username or password'),
    });

    await expect(login({ username: 'sri', password: 'wrong' })).rejects.toThrow(
      'Invalid username or password',
    );
    expect(authStore.getState()).toMatchObject({
      token: null,
      user: null,
      error: 'Invalid username or password',
    });
    expect(localStorage.getItem('auth-token')).toBeNull();
  });

  test('success: false without a message gives "Login failed"', async () => {
    api.on('POST /v1/auth/login/', { body: { success: false } });
    await expect(login({ username: 'sri', password: 'x' })).rejects.toThrow('Login failed');
    expect(authStore.getState().error).toBe('Login failed');
    expect(isLoggedIn()).toBe(false);
  });

  test.each([
    ['a proxy 502 page', () => ({ status: 502, text: '<html><h1>Bad Gateway</h1></html>' })],
    ['no signal', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s reads "Login failed"', async (_name, answer) => {
    api.on('POST /v1/auth/login/', answer as () => never);
    await expect(login({ username: 'sri', password: 'x' })).rejects.toThrow(/^Login failed$/);
    expect(authStore.getState().error).toBe('Login failed');
  });

  test('success: false with a message shows that message', async () => {
    api.on('POST /v1/auth/login/', { body: { success: false, message: 'Akun dinonaktifkan' } });
    await expect(login({ username: 'sri', password: 'x' })).rejects.toThrow('Akun dinonaktifkan');
  });
});

describe('profile', () => {
  test('without a token: "No authentication token"', async () => {
    await expect(fetchProfile()).rejects.toThrow('No authentication token');
    expect(authStore.getState().error).toBe('No authentication token');
    expect(api.calls('GET /v1/auth/profile/')).toHaveLength(0);
  });

  test('stores the fresh user', async () => {
    authStore.setSession('tok', makeUser(), false);
    api.on('GET /v1/auth/profile/', {
      body: { success: true, user: makeUser({ phone: '+62 812' }), message: 'ok' },
    });
    const user = await fetchProfile();
    expect(user.phone).toBe('+62 812');
    expect(authStore.getState().user?.phone).toBe('+62 812');
    expect(api.calls('GET /v1/auth/profile/')[0]?.headers.authorization).toBe('Bearer tok');
  });

  test('the server refusing the session clears the state: "Failed to get user profile"', async () => {
    authStore.setSession('tok', makeUser(), false);
    api.on('GET /v1/auth/profile/', {
      status: 200,
      body: { success: false, message: 'User not found' },
    });
    await expect(fetchProfile()).rejects.toThrow('Failed to get user profile');
    expect(authStore.getState()).toMatchObject({
      token: null,
      error: 'Failed to get user profile',
    });
  });

  test('a 401 that a refresh cannot fix signs the user out', async () => {
    authStore.setSession('tok', makeUser(), false);
    api.on('GET /v1/auth/profile/', { status: 401, body: errorBody('UNAUTHENTICATED', 'gone') });
    api.on('POST /v1/auth/refresh/', {
      status: 401,
      body: { success: false, message: 'Token is invalid or expired' },
    });
    await expect(fetchProfile()).rejects.toThrow('Failed to get user profile');
    expect(isLoggedIn()).toBe(false);
  });

  test.each([
    ['no signal', { fail: true }],
    ['a 500', { status: 500, body: errorBody('INTERNAL_ERROR', 'Internal Server Error') }],
    ['a proxy 502 page', { status: 502, text: '<html>Bad Gateway</html>' }],
  ])('%s while loading the profile keeps the session', async (_name, answer) => {
    authStore.setSession('tok', makeUser(), true);
    api.on('GET /v1/auth/profile/', () => {
      if ('fail' in answer) throw new TypeError('Failed to fetch');
      return answer;
    });
    await expect(fetchProfile()).rejects.toThrow('Failed to get user profile');
    expect(authStore.getState()).toMatchObject({ token: 'tok', error: null });
    expect(localStorage.getItem('auth-token')).toBe('tok');
  });
});

describe('refresh', () => {
  test.each([
    ['no signal', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', () => ({ status: 503, text: 'Service Unavailable' })],
  ])('%s during a refresh keeps the session for the next try', async (_name, answer) => {
    authStore.setSession('tok', makeUser(), true);
    api.on('POST /v1/auth/refresh/', answer as () => never);
    await expect(refreshToken()).rejects.toThrow();
    expect(authStore.getState()).toMatchObject({ token: 'tok', error: null });
  });

  test('a failure clears the state: "Token refresh failed"', async () => {
    authStore.setSession('tok', makeUser(), false);
    api.on('POST /v1/auth/refresh/', { body: { success: false, message: 'nope' } });
    await expect(refreshToken()).rejects.toThrow('Token refresh failed');
    expect(authStore.getState()).toMatchObject({ token: null, error: 'Token refresh failed' });
  });
});

describe('logout', () => {
  test('calls the server with bearer and CSRF, clears the state, goes to /auth/login', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    authStore.setSession('tok', makeUser(), true);
    api.on('POST /v1/auth/logout/', { body: { success: true, message: 'bye' } });

    await logout();

    const [call] = api.calls('POST /v1/auth/logout/');
    expect(call?.headers.authorization).toBe('Bearer tok');
    expect(call?.headers['x-csrftoken']).toBe('csrf-1');
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  test('a server failure is ignored', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    authStore.setSession('tok', makeUser(), false);
    api.on('POST /v1/auth/logout/', { status: 500, body: errorBody('INTERNAL_ERROR', 'boom') });
    await expect(logout()).resolves.toBeUndefined();
    expect(isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });
});
