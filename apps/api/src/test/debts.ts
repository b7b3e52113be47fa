/** Test helpers for debts and credits: a shop to record them in, and factories over the real API. */
import type { Cashbook, Contact, Debt, DebtPayment } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { findViolations } from '../modules/ledger/invariants';
import { createContact } from './directory';
import type { TestApp, TestClient } from './harness';
import { bookOf, createBook, data, type Owner, signUpOwner } from './ledger';

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
