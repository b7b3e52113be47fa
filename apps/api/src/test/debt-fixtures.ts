/**
 * Debts, credits and their payments for the tests of reminders, statements, the ladder and the
 * balance, written with raw SQL as the debts module's writes leave them (the record, its
 * payment with the cash book entry it made, `paid` and `status` kept). A stand-in while the
 * debts' own API is built beside this work: on merge, these become calls to
 * `POST /api/v1/debts/` and `POST /api/v1/debts/{id}/payments/`.
 */
import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';

export type DebtFixture = { id: string; kind: 'debt' | 'credit'; businessId: string };

export type DebtInput = {
  kind: 'debt' | 'credit';
  contact_id: string;
  amount: number;
  date?: string;
  due_date?: string | null;
  description?: string | null;
  reference?: string | null;
  currency?: string;
};

export async function insertDebt(
  t: TestApp,
  owner: { businessId: string },
  input: DebtInput,
): Promise<DebtFixture> {
  const id = randomUUID();
  await t.database.query(
    `insert into debts (id, business_id, kind, contact_id, currency, amount, date, due_date,
       description, reference)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      owner.businessId,
      input.kind,
      input.contact_id,
      input.currency ?? 'IDR',
      input.amount,
      input.date ?? '2026-11-01',
      input.due_date ?? null,
      input.description ?? null,
      input.reference ?? null,
    ],
  );
  return { id, kind: input.kind, businessId: owner.businessId };
}

/** A payment into (credit) or out of (debt) the cash book; settles the record when it is all. */
export async function insertDebtPayment(
  t: TestApp,
  debt: DebtFixture,
  input: { amount: number; date: string; cashbook_id: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  const entryId = randomUUID();
  await t.database.query(
    `insert into entries (id, business_id, cashbook_id, direction, amount, date, source, debt_id)
     values ($1, $2, $3, $4, $5, $6, 'debt_payment', $7)`,
    [
      entryId,
      debt.businessId,
      input.cashbook_id,
      debt.kind === 'credit' ? 'in' : 'out',
      input.amount,
      input.date,
      debt.id,
    ],
  );
  await t.database.query(
    `insert into debt_payments (id, business_id, debt_id, amount, date, cashbook_id, entry_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, debt.businessId, debt.id, input.amount, input.date, input.cashbook_id, entryId],
  );
  await t.database.query(
    `update debts set paid = paid + $3,
       status = case when paid + $3 = amount then 'paid' else status end,
       version = version + 1
     where business_id = $1 and id = $2`,
    [debt.businessId, debt.id, input.amount],
  );
  return { id };
}

export async function voidDebt(t: TestApp, debt: DebtFixture, at: Date): Promise<void> {
  await t.database.query(
    `update debts set status = 'void', voided_at = $3, version = version + 1
     where business_id = $1 and id = $2`,
    [debt.businessId, debt.id, at.toISOString()],
  );
}

/** Moves the due date, as an edit of the record does. */
export async function setDueDate(t: TestApp, debt: DebtFixture, due: string | null) {
  await t.database.query(
    'update debts set due_date = $3, version = version + 1 where business_id = $1 and id = $2',
    [debt.businessId, debt.id, due],
  );
}
