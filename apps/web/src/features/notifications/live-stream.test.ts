import { expect, test, vi } from 'vitest';
import { backoffDelay, type LiveEvent, MAX_RETRY_MS, openLiveStream } from './live-stream';

const URL_ = 'https://localhost:3000/api/v1/notifications/stream/';

/** A response body the test writes into, chunk by chunk, as a server would. */
function serverStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: { status: 200, ok: true, body } as Response,
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    close: () => controller?.close(),
  };
}

const status = (code: number) => ({ status: code, ok: false, body: null }) as Response;

const NOTIFICATION = {
  id: 'f1b7a8f0-0000-4000-8000-000000000001',
  type: 'payment_received',
  title: 'Pembayaran Rp750.000 diterima',
  body: 'Dari Pak Joko',
  link: '/apps/transactions',
  read: false,
  archived: false,
  created_at: '2026-11-20T03:00:00.000Z',
};

test('connects with the bearer token in a header, and turns the stream into events', async () => {
  const server = serverStream();
  const fetch = vi.fn(async () => server.response);
  const events: LiveEvent[] = [];
  const live = openLiveStream({
    url: URL_,
    getToken: () => 'tok-1',
    refresh: () => Promise.reject(new Error('not needed')),
    onEvent: (event) => events.push(event),
    fetch,
  });
  await vi.waitFor(() => expect(events).toEqual([{ kind: 'open', reconnected: false }]));
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe(URL_);
  expect(url).not.toContain('tok-1');
  expect(init.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer tok-1' });

  // Cut in the middle of lines, as the network does.
  server.push('retry: 3000\n\nevent: unr');
  server.push(
    'ead\ndata: {"unread_count":4}\n\nevent: ping\ndata: {}\n\nevent: notification\ndata: ',
  );
  server.push(`${JSON.stringify(NOTIFICATION)}\n\nevent: membership\ndata: {}\n\n`);
  await vi.waitFor(() => expect(events).toHaveLength(4));
  expect(events.slice(1)).toEqual([
    { kind: 'unread', count: 4 },
    { kind: 'notification', notification: NOTIFICATION },
    { kind: 'membership' },
  ]);
  live.stop();
  await live.done;
});

test('a 401 refreshes the token once and reconnects at once with the new one', async () => {
  const server = serverStream();
  let token = 'old';
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    return auth === 'Bearer new' ? server.response : status(401);
  });
  const refresh = vi.fn(async () => {
    token = 'new';
    return token;
  });
  const wait = vi.fn(async () => undefined);
  const events: LiveEvent[] = [];
  const live = openLiveStream({
    url: URL_,
    getToken: () => token,
    refresh,
    onEvent: (event) => events.push(event),
    fetch,
    wait,
  });
  await vi.waitFor(() => expect(events).toEqual([{ kind: 'open', reconnected: false }]));
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(wait).not.toHaveBeenCalled();
  live.stop();
  await live.done;
});

test('a refresh that fails (the session is over) ends the stream', async () => {
  const live = openLiveStream({
    url: URL_,
    getToken: () => 'old',
    refresh: () => Promise.reject(new Error('Token refresh failed')),
    onEvent: () => undefined,
    fetch: async () => status(401),
  });
  await live.done;
});

test('after a drop it waits the server retry, doubling per failure up to the cap, and says it reconnected', async () => {
  const first = serverStream();
  const second = serverStream();
  const answers: (() => Promise<Response>)[] = [
    async () => first.response,
    async () => Promise.reject(new TypeError('Failed to fetch')),
    async () => status(503),
    async () => second.response,
  ];
  const waits: number[] = [];
  const events: LiveEvent[] = [];
  const live = openLiveStream({
    url: URL_,
    getToken: () => 'tok-1',
    refresh: () => Promise.reject(new Error('not needed')),
    onEvent: (event) => events.push(event),
    fetch: () => (answers.shift() ?? (async () => status(503)))(),
    random: () => 1,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  await vi.waitFor(() => expect(events).toHaveLength(1));
  first.push('retry: 4000\n\nevent: unread\ndata: {"unread_count":0}\n\n');
  first.close();
  await vi.waitFor(() => expect(events).toHaveLength(3));
  expect(waits).toEqual([4000, 8000, 16000]);
  expect(events.at(-1)).toEqual({ kind: 'open', reconnected: true });
  live.stop();
  await live.done;
});

test('403 and 404 stop it: no access, no stream to wait for', async () => {
  for (const code of [403, 404]) {
    const wait = vi.fn(async () => undefined);
    const live = openLiveStream({
      url: URL_,
      getToken: () => 'tok-1',
      refresh: () => Promise.reject(new Error('not needed')),
      onEvent: () => undefined,
      fetch: async () => status(code),
      wait,
    });
    await live.done;
    expect(wait).not.toHaveBeenCalled();
  }
});

test('the wait is jittered between half and all of its ceiling, and capped', () => {
  expect(backoffDelay(0, 3000, () => 0)).toBe(1500);
  expect(backoffDelay(0, 3000, () => 1)).toBe(3000);
  expect(backoffDelay(2, 3000, () => 0.5)).toBe(9000);
  expect(backoffDelay(30, 3000, () => 1)).toBe(MAX_RETRY_MS);
  expect(backoffDelay(30, 3000, () => 0)).toBe(MAX_RETRY_MS / 2);
});
