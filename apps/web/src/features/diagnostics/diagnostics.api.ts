/** Raw calls for the diagnostics pages: they show status codes and timings the client hides. */
import { apiUrl } from '../../lib/api-client';

export type Probe = {
  method: string;
  path: string;
  status: number | null;
  ok: boolean;
  ms: number;
  body: unknown;
  error?: string;
};

export async function probe(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Probe> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers,
      credentials: 'include',
      cache: 'no-store',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: show the text as it came.
    }
    const ms = Math.round(performance.now() - started);
    return { method, path, status: response.status, ok: response.ok, ms, body };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    const message = error instanceof Error ? error.message : String(error);
    return { method, path, status: null, ok: false, ms, body: null, error: message };
  }
}

/** Tokens are secrets: show only their start. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const secret = ['access', 'refresh', 'csrfToken', 'token'].includes(key);
    result[key] = secret && typeof item === 'string' ? `${item.slice(0, 10)}…` : redact(item);
  }
  return result;
}

/** When an access token (a JWT) expires, read from its payload; null when it is not readable. */
export function tokenExpiry(token: string): Date | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}
