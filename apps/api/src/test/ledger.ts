/** Test helpers for the ledger: a signed-up owner and small factories over the real API. */
import type {
  BusinessRole,
  Cashbook,
  Category,
  Entry,
  ImportPreview,
  StatementImport,
  Transfer,
} from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type TestApp, TestClient, verifyEmailFromMail } from './harness';
import { bankStatement } from './samples';

let counter = 0;

export type Owner = TestClient & { businessId: string };

/** For an owner or member who sends mail on the business's behalf (invitations). */
export const VERIFIED = { verified: true } as const;

/**
 * Registers a fresh owner with a business, from an address of their own (sign-ups are limited per
 * address); names are unique per call. `verified`: the owner then opens the verification link
 * mailed to them, as mail sent on their behalf (invitations) needs.
 */
export async function signUpOwner(
  t: TestApp,
  language: 'id' | 'en' = 'id',
  options: { verified?: boolean } = {},
): Promise<Owner> {
  counter += 1;
  const client = new TestClient(t.app);
  const email = `owner${counter}x${process.pid}@example.com`;
  const response = await client.register({
    username: `owner${counter}x${process.pid}`,
    email,
    business_name: `Toko ${counter}`,
    language,
  });
  expect(response.statusCode, response.body).toBe(201);
  if (options.verified) await verifyEmailFromMail(t, email);
  const businessId = response.json<{ user: { business: { id: string } } }>().user.business.id;
  return Object.assign(client, { businessId });
}

/** Verifies the client's address the real way: the newest link mailed to it, opened. */
export async function verifyEmail(t: TestApp, client: TestClient): Promise<void> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  expect(response.statusCode, response.body).toBe(200);
  await verifyEmailFromMail(t, response.json<{ user: { email: string } }>().user.email);
}

export function data<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

export async function createBook(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.request('POST', '/api/v1/cashbooks/', {
    body: { name: 'Kas Toko', kind: 'cash', ...body },
  });
  return data<Cashbook>(response, 201);
}

export async function categoriesOf(client: TestClient) {
  return data<Category[]>(await client.request('GET', '/api/v1/categories/'));
}

export async function categoryNamed(client: TestClient, name: string) {
  const category = (await categoriesOf(client)).find((c) => c.name === name);
  if (!category) throw new Error(`no category ${name}`);
  return category;
}

export async function createEntry(
  client: TestClient,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await client.request('POST', '/api/v1/entries/', {
    body: { direction: 'in', date: '2026-11-02', ...body },
    headers,
  });
  return data<Entry>(response, 201);
}

export async function createTransfer(client: TestClient, body: Record<string, unknown>) {
  const response = await client.request('POST', '/api/v1/transfers/', {
    body: { date: '2026-11-03', ...body },
  });
  return data<Transfer>(response, 201);
}

/** One of the sample bank statements imported into a book, with the mapping its preview proposes. */
export async function importStatement(client: TestClient, cashbookId: string, file: string) {
  const content = bankStatement(file);
  const preview = await client.request('POST', '/api/v1/imports/preview/', {
    body: { cashbook_id: cashbookId, filename: file, content },
  });
  const { mapping } = data<ImportPreview>(preview);
  const response = await client.request('POST', '/api/v1/imports/', {
    body: { cashbook_id: cashbookId, filename: file, content, mapping },
  });
  return data<StatementImport>(response, 201);
}

export async function bookOf(client: TestClient, id: string) {
  return data<Cashbook>(await client.request('GET', `/api/v1/cashbooks/${id}/`));
}

/**
 * A second user who is a member of `owner`'s business with `role`, logged in to it. The team
 * pages come later; until then the membership is written straight into the database.
 */
export async function addMember(
  t: TestApp,
  owner: Owner,
  role: BusinessRole,
  options: { verified?: boolean } = {},
): Promise<Owner> {
  const member = await signUpOwner(t, 'id', options);
  const [user] = await t.database.query<{ id: string }>(
    'select id from users where username = (select username from users u join memberships m on m.user_id = u.id where m.business_id = $1 limit 1)',
    [member.businessId],
  );
  if (!user) throw new Error('member not found');
  await t.database.query(
    'insert into memberships (business_id, user_id, role) values ($1, $2, $3)',
    [owner.businessId, user.id, role],
  );
  await t.database.query('update users set last_business_id = $1 where id = $2', [
    owner.businessId,
    user.id,
  ]);
  const [login] = await t.database.query<{ username: string }>(
    'select username from users where id = $1',
    [user.id],
  );
  const client = new TestClient(t.app, member.ip);
  const response = await client.login(login?.username ?? '', 'Warung-Siti-2026');
  expect(response.statusCode, response.body).toBe(200);
  return Object.assign(client, { businessId: owner.businessId });
}
