/**
 * Debts, credits and their payments for the tests of reminders, statements, the ladder and the
 * balance, made through the debts' own API by the business's owner.
 */
import type { Debt } from '@usaha/shared';
import { createDebt, createDebtPayment, debtOf as readDebt } from './debts';
import { data, type Owner } from './ledger';

export type DebtFixture = { id: string; kind: 'debt' | 'credit'; owner: Owner };

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

export async function recordDebtOf(owner: Owner, input: DebtInput): Promise<DebtFixture> {
  const debt = await createDebt(owner, { date: '2026-11-01', ...input });
  return { id: debt.id, kind: debt.kind, owner };
}

/** A payment into (credit) or out of (debt) the cash book; settles the record when it is all. */
export async function payDebtOf(
  debt: DebtFixture,
  input: { amount: number; date: string; cashbook_id: string },
): Promise<{ id: string }> {
  return createDebtPayment(debt.owner, debt.id, input);
}

/** Voids the record at the app clock's time. */
export async function voidDebtOf(debt: DebtFixture): Promise<Debt> {
  const { version } = await readDebt(debt.owner, debt.id);
  const response = await debt.owner.request('POST', `/api/v1/debts/${debt.id}/void/`, {
    body: { version },
  });
  return data<Debt>(response);
}

/** Moves the due date, as an edit of the record does. */
export async function setDueDateOf(debt: DebtFixture, due: string | null): Promise<Debt> {
  const { version } = await readDebt(debt.owner, debt.id);
  const response = await debt.owner.request('PATCH', `/api/v1/debts/${debt.id}/`, {
    body: { version, due_date: due },
  });
  return data<Debt>(response);
}
