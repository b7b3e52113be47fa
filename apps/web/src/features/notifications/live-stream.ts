/**
 * One live connection to `GET /v1/notifications/stream/`: `fetch` with the bearer token in a
 * header (never EventSource, never a token in the URL), the body read as Server-Sent Events, and
 * a reconnect loop: the server's `retry` doubled per failure, capped and jittered; a 401 refreshes
 * the token once and reconnects at once; 403/404/400 end it (no access, no such route).
 */
import { NOTIFICATION_TYPES, type Notification } from '@usaha/shared';
import { createSseParser } from './sse-parser';

export type LiveEvent =
  | { kind: 'open'; reconnected: boolean }
  | { kind: 'notification'; notification: Notification }
  | { kind: 'unread'; count: number }
  | { kind: 'membership' };

export const DEFAULT_RETRY_MS = 3000;
export const MAX_RETRY_MS = 60_000;

export type LiveStreamOptions = {
  url: string;
  getToken: () => string | null;
  /** A fresh access token, or a rejection when the session is over. */
  refresh: () => Promise<string>;
  onEvent: (event: LiveEvent) => void;
  /** The language the server words notifications in (sent as Accept-Language). */
  language?: string;
  fetch?: typeof fetch;
  random?: () => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export type LiveStream = { stop(): void; done: Promise<void> };

/** The wait before attempt `attempt + 1`: between half and all of retry × 2^attempt, capped. */
export function backoffDelay(attempt: number, retryMs: number, random = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function isNotification(value: unknown): value is Notification {
  const item = value as Partial<Record<keyof Notification, unknown>> | null;
  return (
    typeof item?.id === 'string' &&
    // A type this version does not know has no icon or words: it waits for the next reload.
    (NOTIFICATION_TYPES as readonly unknown[]).includes(item.type) &&
    typeof item.title === 'string' &&
    typeof item.body === 'string' &&
    (item.link === null || typeof item.link === 'string') &&
    typeof item.read === 'boolean' &&
    typeof item.archived === 'boolean' &&
    typeof item.created_at === 'string'
  );
}

/** An event of the stream as the app uses it; pings and anything malformed give null. */
export function toLiveEvent(name: string, data: string): LiveEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (name === 'notification' && isNotification(payload)) {
    return { kind: 'notification', notification: payload };
  }
  const count = (payload as { unread_count?: unknown } | null)?.unread_count;
  if (name === 'unread' && typeof count === 'number' && count >= 0)
    return { kind: 'unread', count };
  if (name === 'membership') return { kind: 'membership' };
  return null;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

type Outcome = 'retry' | 'refresh' | 'stop';

const STOP_STATUSES = new Set([400, 403, 404]);

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const wait = options.wait ?? sleep;
  let retryMs = DEFAULT_RETRY_MS;
  let opened = 0;
  /** The stream delivered an event since the last failure: the next wait starts small again. */
  let healthy = false;

  const parser = createSseParser({
    onRetry: (ms) => {
      retryMs = Math.max(500, ms);
    },
    onEvent: ({ event, data }) => {
      const live = toLiveEvent(event, data);
      healthy = true;
      if (live) options.onEvent(live);
    },
  });

  async function readBody(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', cancel);
      parser.end();
    }
  }

  async function connect(token: string): Promise<Outcome> {
    let response: Response;
    try {
      response = await doFetch(options.url, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(options.language ? { 'Accept-Language': options.language } : {}),
        },
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
    } catch {
      return 'retry';
    }
    if (response.status === 401) return 'refresh';
    if (STOP_STATUSES.has(response.status)) return 'stop';
    if (!response.ok || !response.body) return 'retry';
    options.onEvent({ kind: 'open', reconnected: opened > 0 });
    opened += 1;
    try {
      await readBody(response.body);
    } catch {
      // The network dropped mid-stream: reconnect like after an end.
    }
    return 'retry';
  }

  async function run(): Promise<void> {
    let attempt = 0;
    let refreshed = false;
    while (!signal.aborted) {
      const token = options.getToken();
      if (!token) return;
      healthy = false;
      const outcome = await connect(token);
      if (signal.aborted || outcome === 'stop') return;
      if (outcome === 'refresh' && !refreshed) {
        refreshed = true;
        try {
          await options.refresh();
        } catch {
          return;
        }
        continue;
      }
      if (healthy) {
        attempt = 0;
        refreshed = false;
      }
      await wait(backoffDelay(attempt, retryMs, options.random), signal);
      attempt += 1;
    }
  }

  return { stop: () => controller.abort(), done: run() };
}
