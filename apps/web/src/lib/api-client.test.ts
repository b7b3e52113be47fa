import { AppError } from '@usaha/shared';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../test/fake-api';
import { resetBrowserState } from '../test/reset';
import { apiBlob, apiRequest, refreshAccessToken, setSessionExpiredHandler } from './api-client';
import { authStore } from './auth-store';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
});

describe('requests', () => {
  test('bearer token from the store, credentials included, JSON body', async () => {
    authStore.setSession('tok-1', makeUser(), false);
    api.on('PUT /v1/account/profile/', { body: { success: true } });

    await apiRequest('/v1/account/profile/', { method: 'PUT', body: { full_name: 'Sri' } });

    const [call] = api.calls('PUT /v1/account/profile/');
    expect(call?.headers.authorization).toBe('Bearer tok-1');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.credentials).toBe('include');
    expect(call?.body).toEqual({ full_name: 'Sri' });
    expect(call?.url).toBe('https://localhost:3000/api/v1/account/profile/');
  });

  test('auth: false sends no bearer token', async () => {
    authStore.setSession('tok-1', makeUser(), false);
    api.on('GET /health/', { body: { success: true } });
    await apiRequest('/health/', { auth: false });
    expect(api.calls('GET /health/')[0]?.headers.authorization).toBeUndefined();
  });

  test('csrf: the token from /v1/auth/csrf/ goes in X-CSRFToken, fetched once', async () => {
    api.on('POST /v1/auth/password/forgot/', { body: { success: true, message: 'ok' } });
    await apiRequest('/v1/auth/password/forgot/', {
      method: 'POST',
      body: {},
      csrf: true,
      auth: false,
    });
    await apiRequest('/v1/auth/password/forgot/', {
      method: 'POST',
      body: {},
      csrf: true,
      auth: false,
    });

    const calls = api.calls('POST /v1/auth/password/forgot/');
    expect(calls.map((call) => call.headers['x-csrftoken'])).toEqual(['csrf-1', 'csrf-1']);
    expect(api.calls('GET /v1/auth/csrf/')).toHaveLength(1);
    expect(api.calls('GET /v1/auth/csrf/')[0]?.credentials).toBe('include');
  });

  test('csrf: an empty string when the token cannot be fetched', async () => {
    api.on('GET /v1/auth/csrf/', {
      status: 500,
      body: errorBody('INTERNAL_ERROR', 'Internal Server Error'),
    });
    api.on('POST /v1/auth/password/forgot/', { body: { success: true } });
    await apiRequest('/v1/auth/password/forgot/', {
      method: 'POST',
      body: {},
      csrf: true,
      auth: false,
    });
    expect(api.calls('POST /v1/auth/password/forgot/')[0]?.headers['x-csrftoken']).toBe('');
  });

  test('the error envelope becomes an AppError with code, message, field errors and status', async () => {
    api.on('POST /v1/auth/register/', {
      status: 409,
      body: errorBody('EMAIL_TAKEN', 'Email already registered', {
        email: ['Email already registered'],
      }),
    });
    const error = await apiRequest('/v1/auth/register/', {
      method: 'POST',
      body: {},
      auth: false,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Email already registered',
      status: 409,
      errors: { email: ['Email already registered'] },
    });
  });

  test('a non-envelope error is mapped from its status', async () => {
    api.on('GET /v1/things/', { status: 429, body: undefined, headers: { 'Retry-After': '60' } });
    const error = await apiRequest('/v1/things/', { auth: false }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      headers: { 'retry-after': '60' },
    });
  });
});

describe('extra headers and raw bodies', () => {
  test('headers: an Idempotency-Key goes along with the JSON body and the bearer token', async () => {
    authStore.setSession('tok-1', makeUser(), false);
    api.on('POST /v1/entries/', { status: 201, body: { success: true, data: {} } });
    await apiRequest('/v1/entries/', {
      method: 'POST',
      body: { amount: 100 },
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
    });
    const [call] = api.calls('POST /v1/entries/');
    expect(call?.headers['idempotency-key']).toBe('key-1');
    // The caller cannot replace the stored token.
    expect(call?.headers.authorization).toBe('Bearer tok-1');
    expect(call?.body).toEqual({ amount: 100 });
  });

  test('raw: a file is sent as it is, with its own content type', async () => {
    authStore.setSession('tok-1', makeUser(), false);
    const seen: { type?: string | null; body?: unknown } = {};
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.type = new Headers(init.headers).get('content-type');
      seen.body = init.body;
      return new Response(JSON.stringify({ success: true, data: { id: 'a1' } }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const result = await apiRequest('/v1/entries/e1/attachments/?filename=nota.jpg', {
      method: 'POST',
      raw: photo,
    });
    expect(result).toEqual({ success: true, data: { id: 'a1' } });
    expect(seen.type).toBe('image/jpeg');
    expect(seen.body).toBe(photo);

    await apiRequest('/v1/x/', {
      method: 'POST',
      raw: new Blob(['%PDF']),
      contentType: 'application/pdf',
    });
    expect(seen.type).toBe('application/pdf');
  });

  test('apiBlob returns the file and turns an error envelope into an AppError', async () => {
    authStore.setSession('tok-1', makeUser(), false);
    api.on('GET /v1/attachments/a1/', { body: { fake: 'file' } });
    const blob = await apiBlob('/v1/attachments/a1/');
    expect(await blob.text()).toBe('{"fake":"file"}');
    expect(api.calls('GET /v1/attachments/a1/')[0]?.headers.authorization).toBe('Bearer tok-1');

    api.on('GET /v1/attachments/a2/', { status: 404, body: errorBody('NOT_FOUND', 'Not found') });
    await expect(apiBlob('/v1/attachments/a2/')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('401: one refresh, one retry, then logout', () => {
  test('refreshes with the stored token and retries with the new one', async () => {
    authStore.setSession('old', makeUser(), true);
    api.on(
      'GET /v1/auth/profile/',
      { status: 401, body: errorBody('TOKEN_INVALID', 'Token expired') },
      { body: { success: true, user: makeUser(), message: 'ok' } },
    );
    api.on('POST /v1/auth/refresh/', { body: { success: true, access: 'new', message: 'ok' } });

    await apiRequest('/v1/auth/profile/');

    const refresh = api.calls('POST /v1/auth/refresh/');
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.body).toEqual({ refresh: 'old' });
    expect(refresh[0]?.headers['x-csrftoken']).toBe('csrf-1');
    expect(refresh[0]?.credentials).toBe('include');
    const profile = api.calls('GET /v1/auth/profile/');
    expect(profile.map((call) => call.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(authStore.getState().token).toBe('new');
    expect(localStorage.getItem('auth-token')).toBe('new');
  });

  test('parallel 401s share a single refresh', async () => {
    authStore.setSession('old', makeUser(), false);
    api.on('GET /v1/a/', (request) =>
      request.headers.authorization === 'Bearer new'
        ? { body: { ok: 'a' } }
        : { status: 401, body: errorBody('TOKEN_INVALID', 'x') },
    );
    api.on('GET /v1/b/', (request) =>
      request.headers.authorization === 'Bearer new'
        ? { body: { ok: 'b' } }
        : { status: 401, body: errorBody('TOKEN_INVALID', 'x') },
    );
    api.on('POST /v1/auth/refresh/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { body: { success: true, access: 'new', message: 'ok' } };
    });

    const results = await Promise.all([apiRequest('/v1/a/'), apiRequest('/v1/b/')]);

    expect(results).toEqual([{ ok: 'a' }, { ok: 'b' }]);
    expect(api.calls('POST /v1/auth/refresh/')).toHaveLength(1);
  });

  test('a failed refresh clears the state with "Token refresh failed" and logs out', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    authStore.setSession('old', makeUser(), true);
    api.on('GET /v1/auth/profile/', {
      status: 401,
      body: errorBody('TOKEN_INVALID', 'Token expired'),
    });
    api.on('POST /v1/auth/refresh/', {
      status: 401,
      body: errorBody('REFRESH_FAILED', 'Refresh failed'),
    });

    await expect(apiRequest('/v1/auth/profile/')).rejects.toMatchObject({ status: 401 });

    expect(api.calls('GET /v1/auth/profile/')).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({
      token: null,
      user: null,
      error: 'Token refresh failed',
    });
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  test('a 401 on the retry does not refresh again: it logs out', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    authStore.setSession('old', makeUser(), false);
    api.on('GET /v1/auth/profile/', { status: 401, body: errorBody('TOKEN_INVALID', 'no') });
    api.on('POST /v1/auth/refresh/', { body: { success: true, access: 'new', message: 'ok' } });

    await expect(apiRequest('/v1/auth/profile/')).rejects.toBeInstanceOf(AppError);
    expect(api.calls('POST /v1/auth/refresh/')).toHaveLength(1);
    expect(api.calls('GET /v1/auth/profile/')).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  test('a 401 without a bearer token (a wrong password at login) is just an error', async () => {
    api.on('POST /v1/auth/login/', {
      status: 401,
      body: errorBody('INVALID_CREDENTIALS', 'Invalid username or password'),
    });
    await expect(
      apiRequest('/v1/auth/login/', { method: 'POST', body: {}, auth: false, csrf: true }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(api.calls('POST /v1/auth/refresh/')).toHaveLength(0);
  });
});

test('refresh without a stored token: "No refresh token available"', async () => {
  await expect(refreshAccessToken()).rejects.toThrow('No refresh token available');
  expect(authStore.getState().error).toBe('No refresh token available');
  expect(api.calls('POST /v1/auth/refresh/')).toHaveLength(0);
});
