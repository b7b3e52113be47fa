/**
 * What a test sets up but does not exercise goes through the API: accounts, sessions and records.
 * A browser context opens the app already signed in, the way the web keeps a session
 * (apps/web/src/lib/auth-store.ts): the refresh cookie from the registration itself and the
 * `auth-token`/`user-data` cookies the app restores first at start-up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { waitForMailLink } from './mail';
import { newUser, type User } from './users';

type Json = Record<string, unknown>;

/** The signed-in user as the API describes them (AuthUser of packages/shared). */
export type SessionUser = {
  id: string;
  username: string;
  full_name: string;
  email_verified: boolean;
  permissions: string[];
  roles: string[];
  business: { id: string; name: string; role: string } | null;
};

export type Answer = { status: number; body: Json & { data?: unknown } };

type Book = { id: string; name: string; balance: number };
type Category = { id: string; name: string; kind: string };
type Entry = { id: string };

/** The API as one signed-in user: their bearer token on every call, a fresh Idempotency-Key on each. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  /** The token the app in `page` holds (a session opened through the UI). */
  static async of(page: Page): Promise<Api> {
    const token = await page.evaluate(
      () => sessionStorage.getItem('auth-token') ?? localStorage.getItem('auth-token'),
    );
    if (!token) throw new Error('No access token in the browser');
    return new Api(page.request, token);
  }

  /** Any answer, refusals included: for tests that expect one. */
  async send(method: string, path: string, data?: unknown): Promise<Answer> {
    const response = await this.request.fetch(`/api/v1/${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${this.token}`, 'Idempotency-Key': randomUUID() },
    });
    return { status: response.status(), body: (await response.json()) as Answer['body'] };
  }

  /** A call that must succeed; its `data`. */
  async call<T = Json>(method: string, path: string, data?: unknown): Promise<T> {
    const answer = await this.send(method, path, data);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body.data as T;
  }

  createBook(book: { name: string; kind: 'cash' | 'bank' | 'ewallet'; opening_balance: number }) {
    return this.call<Book>('POST', 'cashbooks/', book);
  }

  book(id: string) {
    return this.call<Book>('GET', `cashbooks/${id}/`);
  }

  categories() {
    return this.call<Category[]>('GET', 'categories/');
  }

  /** The id of the category called `name` (the defaults of a new business are in Indonesian). */
  async categoryId(name: string): Promise<string> {
    const found = (await this.categories()).find((category) => category.name === name);
    if (!found) throw new Error(`no category ${name}`);
    return found.id;
  }

  createEntry(entry: Json) {
    return this.call<Entry>('POST', 'entries/', entry);
  }

  entries(query: string) {
    return this.call<Entry[]>('GET', `entries/?${query}`);
  }

  createTransfer(transfer: Json) {
    return this.call<{ id: string }>('POST', 'transfers/', transfer);
  }

  createNote(note: Json) {
    return this.call<{ id: string }>('POST', 'notes/', note);
  }

  createContact(contact: Json) {
    return this.call<{ id: string }>('POST', 'contacts/', contact);
  }

  createProduct(product: Json) {
    return this.call<{ id: string }>('POST', 'products/', product);
  }

  invite(email: string, role: 'manager' | 'accountant' | 'cashier' | 'viewer') {
    return this.call<{ id: string }>('POST', 'team/invitations/', { email, role });
  }
}

export type Account = { user: User; me: SessionUser; api: Api };

/**
 * A private address of the person's own, passed on as a proxy would (the server trusts a proxy
 * on this host): sign-ups are limited per address, and each test's people are different people.
 */
function ownAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * Registers `user` as the app's sign-up form does (CSRF pair first). Through a browser context's
 * `request`, the session's cookies land in that context; through the `request` fixture they
 * stay out of every browser, for tests that log in through the UI.
 */
export async function registerAccount(request: APIRequestContext, user: User): Promise<Account> {
  const response = await request.post('/api/v1/auth/register/', {
    headers: { 'X-CSRFToken': await csrfToken(request), 'X-Forwarded-For': ownAddress() },
    data: {
      username: user.username,
      email: user.email,
      password: user.password,
      full_name: user.fullName,
      business_name: user.businessName,
    },
  });
  const body = (await response.json()) as { access?: string; user?: SessionUser };
  expect(response.status(), `register ${user.username}: ${JSON.stringify(body)}`).toBe(201);
  if (!body.access || !body.user) throw new Error(`register ${user.username}: no session`);
  return { user, me: body.user, api: new Api(request, body.access) };
}

/** The CSRF pair the app fetches before a login or a registration: the header's half. */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/auth/csrf/');
  expect(response.ok(), 'GET /api/v1/auth/csrf/').toBe(true);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Opens the app in `context` signed in without "remember me": the next page restores the session
 * from the cookies the app itself writes (apps/web/src/lib/auth-store.ts), as after a sign-up.
 */
async function openSession(context: BrowserContext, account: Account): Promise<Account> {
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: new URL(BASE_URL).hostname,
    path: '/',
    secure: true,
    sameSite: 'Strict' as const,
  });
  await context.addCookies([
    cookie('auth-token', account.api.token),
    cookie('user-data', JSON.stringify(account.me)),
  ]);
  return account;
}

/**
 * Verifies the address the way its owner does: the link the sign-up mailed, read from the
 * server's mailbox (DATA_DIR/mail) and opened without a session.
 */
export async function verifyEmail(request: APIRequestContext, user: User): Promise<void> {
  const link = await waitForMailLink(user.email, '/auth/verify-email');
  const response = await request.post('/api/v1/auth/verify-email/', {
    headers: { 'X-CSRFToken': await csrfToken(request) },
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(response.status(), `verify ${user.email}: ${await response.text()}`).toBe(200);
}

/**
 * A new user registered through the API, with `context` signed in as them. `verified`: they have
 * opened the verification link, as sending invitations needs.
 */
export async function signUp(
  context: BrowserContext,
  prefix: string,
  overrides: Partial<User> = {},
  options: { verified?: boolean } = {},
): Promise<Account> {
  const account = await registerAccount(context.request, { ...newUser(prefix), ...overrides });
  if (!options.verified) return openSession(context, account);
  await verifyEmail(context.request, account.user);
  return openSession(context, { ...account, me: { ...account.me, email_verified: true } });
}

/** `user` logged in through the API (a second device of theirs), with `context` signed in. */
export async function signIn(context: BrowserContext, user: User): Promise<Account> {
  const response = await context.request.post('/api/v1/auth/login/', {
    headers: { 'X-CSRFToken': await csrfToken(context.request) },
    data: { username: user.username, password: user.password },
  });
  const body = (await response.json()) as { access?: string; user?: SessionUser };
  expect(response.status(), `log in ${user.username}: ${JSON.stringify(body)}`).toBe(200);
  if (!body.access || !body.user) throw new Error(`log in ${user.username}: no session`);
  return openSession(context, { user, me: body.user, api: new Api(context.request, body.access) });
}

/** Today in the business's time zone (a new business keeps Asia/Jakarta), as entries date it. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
}
