/**
 * The one way the web talks to the API: API base, bearer token, CSRF header, credentials, the
 * error envelope turned back into an AppError, and one refresh-and-retry on a 401.
 */
import {
  AppError,
  codeForStatus,
  type ErrorCode,
  type FieldCodes,
  type FieldErrors,
  isErrorCode,
} from '@usaha/shared';
import { AUTH_MESSAGES } from '@usaha/shared/auth-messages';
import { authStore } from './auth-store';
import { getApiBase } from './config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as it is (a photo or a PDF), with its own content type (`raw.type` unless
   * `contentType` says otherwise); used instead of `body`.
   */
  raw?: Blob;
  contentType?: string;
  /** Extra headers, e.g. `Idempotency-Key`; they cannot replace the auth or CSRF headers. */
  headers?: Record<string, string>;
  /** Send the stored access token as a bearer token (default true). */
  auth?: boolean;
  /** Send the X-CSRFToken header (login, register, refresh, logout, forgot, reset). */
  csrf?: boolean;
  signal?: AbortSignal;
};

/** Status 0: the request never got an HTTP answer (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

let csrfToken: Promise<string> | null = null;
let refreshing: Promise<string> | null = null;
let onSessionExpired: () => Promise<void> | void = () =>
  authStore.clear(AUTH_MESSAGES.refreshFailed);

/** What happens when a 401 survives the refresh: the app installs its logout here. */
export function setSessionExpiredHandler(handler: () => Promise<void> | void): void {
  onSessionExpired = handler;
}

/**
 * A failure that says nothing about the session: no connection, a failing server or proxy (5xx),
 * or "too many requests". Only the server's refusal ends a session (docs/decisions.md).
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return error.status === NETWORK_ERROR_STATUS || error.status === 429 || error.status >= 500;
}

export function apiUrl(path: string): string {
  return `${getApiBase()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The CSRF token from /v1/auth/csrf/, fetched once; an empty string when that fails (SPEC.md §7). */
export function getCsrfToken(): Promise<string> {
  if (!csrfToken) {
    const pending = fetch(apiUrl('/v1/auth/csrf/'), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) return '';
        const body: unknown = await response.json();
        const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
        return typeof token === 'string' ? token : '';
      })
      .catch(() => '');
    csrfToken = pending;
    // A failure is not cached: the next unsafe call asks again.
    void pending.then((token) => {
      if (token === '' && csrfToken === pending) csrfToken = null;
    });
  }
  return csrfToken;
}

export function resetCsrfToken(): void {
  csrfToken = null;
}

async function send(
  path: string,
  options: ApiRequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server words its messages in the language the user chose (i18n.ts keeps <html lang>).
    'Accept-Language': document.documentElement.lang || 'id',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.raw !== undefined) {
    headers['Content-Type'] = options.contentType || options.raw.type || 'application/octet-stream';
    body = options.raw;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.csrf) headers['X-CSRFToken'] = await getCsrfToken();
  try {
    return await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AppError('SERVICE_UNAVAILABLE', 'Network error', { status: NETWORK_ERROR_STATUS });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Turns the error envelope of DESIGN.md §2 (or whatever arrived) into an AppError. */
export async function toAppError(response: Response): Promise<AppError> {
  const body = (await readJson(response)) as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    field_codes?: unknown;
  } | null;
  const rawCode = body?.code;
  const code: ErrorCode = isErrorCode(rawCode) ? rawCode : codeForStatus(response.status);
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  const errors =
    body?.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : undefined;
  const fieldCodes =
    body?.field_codes && typeof body.field_codes === 'object'
      ? (body.field_codes as FieldCodes)
      : undefined;
  const retryAfter = response.headers.get('Retry-After');
  return new AppError(code, message || code, {
    status: response.status,
    ...(errors ? { errors } : {}),
    ...(fieldCodes ? { fieldCodes } : {}),
    ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}),
  });
}

async function finish<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toAppError(response);
  return (await readJson(response)) as T;
}

/**
 * POST /v1/auth/refresh/ with the stored token; single-flight so that parallel 401s share one
 * refresh. The server's refusal clears the auth state (SPEC.md §4, §8); a transient failure
 * (isTransient) is thrown as it is and leaves the session alone.
 */
export function refreshAccessToken(): Promise<string> {
  if (refreshing) return refreshing;
  const stored = authStore.getState().token;
  if (!stored) {
    authStore.clear(AUTH_MESSAGES.noRefreshToken);
    return Promise.reject(new Error(AUTH_MESSAGES.noRefreshToken));
  }
  refreshing = (async () => {
    try {
      const response = await send(
        '/v1/auth/refresh/',
        { method: 'POST', body: { refresh: stored }, csrf: true },
        null,
      );
      if (response.status === 429 || response.status >= 500) throw await toAppError(response);
      const body = (await readJson(response)) as { success?: unknown; access?: unknown } | null;
      if (!response.ok || body?.success !== true || typeof body.access !== 'string') {
        throw new Error(AUTH_MESSAGES.refreshFailed);
      }
      authStore.setToken(body.access);
      return body.access;
    } catch (error) {
      // A phone that lost its signal keeps its session: the next call tries again.
      if (isTransient(error)) throw error;
      authStore.clear(AUTH_MESSAGES.refreshFailed);
      throw new Error(AUTH_MESSAGES.refreshFailed);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The final answer to a request, after at most one CSRF renewal and one refresh-and-retry. */
async function authorisedResponse(path: string, options: ApiRequestOptions): Promise<Response> {
  const useBearer = options.auth ?? true;
  const token = useBearer ? authStore.getState().token : null;
  let response = await send(path, options, token);

  if (response.status === 403 && options.csrf) {
    const error = await toAppError(response.clone());
    if (error.code === 'CSRF_FAILED') {
      // The CSRF cookie may have expired since the token was cached: fetch a new pair once.
      resetCsrfToken();
      response = await send(path, options, token);
    }
  }

  if (response.status !== 401 || !token) return response;

  const failure = await toAppError(response);
  let fresh: string;
  try {
    const current = authStore.getState().token;
    // Another call may already have refreshed while this one was in flight.
    fresh = current && current !== token ? current : await refreshAccessToken();
  } catch (error) {
    if (isTransient(error)) throw error;
    await onSessionExpired();
    throw failure;
  }
  const retried = await send(path, options, fresh);
  if (retried.status === 401) {
    const error = await toAppError(retried);
    await onSessionExpired();
    throw error;
  }
  return retried;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return finish<T>(await authorisedResponse(path, options));
}

/** A successful answer as a Response (files with their headers), errors thrown as AppError. */
export async function apiResponse(
  path: string,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const response = await authorisedResponse(path, options);
  if (!response.ok) throw await toAppError(response);
  return response;
}

/** A file behind the bearer token (an attachment), as a Blob. */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  return (await apiResponse(path, options)).blob();
}
