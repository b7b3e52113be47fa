/**
 * A small fake of the Usaha API at the network boundary: tests stub `fetch` with it, register
 * answers per "METHOD /path/", and read back what the app sent.
 */
import type { AuthUser } from '@usaha/shared';

export type RecordedRequest = {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
};

export type FakeResponse = {
  status?: number;
  body?: unknown;
  /** An answer that is not JSON (a proxy's error page), sent as it is. */
  text?: string;
  headers?: Record<string, string>;
};
type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

export function createFakeApi() {
  const handlers = new Map<string, Handler[]>();
  const requests: RecordedRequest[] = [];

  /** Answers in order; the last one repeats. */
  function on(route: string, ...answers: (FakeResponse | Handler)[]) {
    handlers.set(
      route,
      answers.map((answer) => (typeof answer === 'function' ? answer : () => answer)),
    );
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input.toString(),
      'https://localhost:3000',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname;
    const request: RecordedRequest = {
      method,
      path,
      url: url.toString(),
      headers,
      body,
      credentials: init.credentials,
    };
    requests.push(request);
    const route = `${method} ${path.replace(/^\/api/, '')}`;
    const queue = handlers.get(route);
    const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!handler) {
      return new Response(
        JSON.stringify({ success: false, code: 'NOT_FOUND', message: `No fake for ${route}` }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      );
    }
    const answer = await handler(request);
    if (answer.text !== undefined) {
      return new Response(answer.text, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'text/html', ...answer.headers },
      });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };

  return {
    on,
    fetch,
    requests,
    /** Requests to one route, e.g. "POST /v1/auth/refresh/". */
    calls(route: string): RecordedRequest[] {
      return requests.filter(
        (request) => `${request.method} ${request.path.replace(/^\/api/, '')}` === route,
      );
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u_1',
    username: 'sri',
    email: 'sri@warung.id',
    email_verified: true,
    full_name: 'Sri Wahyuni',
    phone: null,
    language: 'id',
    permissions: ['cashbook.view', 'invoice.manage'],
    roles: ['owner'],
    business: {
      id: 'b_1',
      name: 'Warung Bu Sri',
      currency: 'IDR',
      timezone: 'Asia/Jakarta',
      role: 'owner',
    },
    created_at: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

export function errorBody(code: string, message: string, errors?: Record<string, string[]>) {
  return { success: false, code, message, request_id: 'req_1', ...(errors ? { errors } : {}) };
}
