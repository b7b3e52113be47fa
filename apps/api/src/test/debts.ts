/** Test helpers for debts and credits: a shop to record them in, and factories over the real API. */
import type { Cashbook, Contact, Debt, DebtPayment } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { findViolations } from '../modules/ledger/invariants';
import { createContact } from './directory';
import type { TestApp, TestClient } from './harness';
import { bookOf, createBook, data, type Owner, signUpOwner } from './ledger';

/** 18:00 UTC on 20 November 2026 is 01:00 on the 21st in Jakarta: the business's today is the 21st. */
export const JAKARTA_21ST = new Date('2026-11-20T18:00:00Z');

/** An owner with a cash book of Rp 1.000.000 and a customer, Budi. */
export type Shop = { owner: Owner; book: Cashbook; budi: Contact };

export async function openShop(t: TestApp): Promise<Shop> {
  const owner = await signUpOwner(t);
  const book = await createBook(owner, { opening_balance: 1_000_000_00 });
  const budi = await createContact(owner, { name: 'Budi Santoso', phone: '081234567890' });
  return { owner, book, budi };
}

export function recordDebt(
  client: TestClient,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return client.request('POST', '/api/v1/debts/', {
    body: { kind: 'credit', amount: 150_000_00, date: '2026-11-02', ...body },
    headers,
  });
}

/** A credit of Rp 150.000 dated 2 November 2026 unless the body says otherwise. */
export async function createDebt(
  client: TestClient,
  body: Record<string, unknown> & { contact_id: string },
): Promise<Debt> {
  return data<Debt>(await recordDebt(client, body), 201);
}

export async function debtOf(client: TestClient, id: string): Promise<Debt> {
  return data<Debt>(await client.request('GET', `/api/v1/debts/${id}/`));
}

export function payDebt(
  client: TestClient,
  debtId: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return client.request('POST', `/api/v1/debts/${debtId}/payments/`, {
    body: { date: '2026-11-10', ...body },
  });
}

export async function createDebtPayment(
  client: TestClient,
  debtId: string,
  body: Record<string, unknown>,
): Promise<DebtPayment> {
  return data<DebtPayment>(await payDebt(client, debtId, body), 201);
}

export async function balanceOf(client: TestClient, bookId: string): Promise<number> {
  return (await bookOf(client, bookId)).balance;
}

/** A refusal: the status and the code of its envelope. */
export function expectRefused(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ code: string }>().code).toBe(code);
}

export async function expectBooksRight(t: TestApp) {
  expect(await findViolations(t.database)).toEqual([]);
}

type PageBody<T> = { data: T[]; meta: { next_cursor: string | null; totals: unknown[] | null } };

/**
 * Every row of a keyset list, page by page from `url` (which names its `limit`); the totals must
 * come with the first page only.
 */
export async function everyPage<T>(client: TestClient, url: string): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  let first = true;
  do {
    const response = await client.request('GET', cursor ? `${url}&cursor=${cursor}` : url);
    expect(response.statusCode, response.body).toBe(200);
    const page: PageBody<T> = response.json<PageBody<T>>();
    expect(page.meta.totals === null).toBe(!first);
    rows.push(...page.data);
    cursor = page.meta.next_cursor;
    first = false;
  } while (cursor);
  return rows;
}
