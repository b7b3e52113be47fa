/** Debt rows, from Drizzle or from the raw list statement, in their API shape. */
import type {
  Debt,
  DebtKind,
  DebtPayment,
  DebtStatus,
  Direction,
  PositionFigures,
} from '@usaha/shared';
import { isoTimestamp, type Timestamp, toMinorUnits } from '../../db/row-values';
import type { DebtPaymentRow } from './payments/debt-payments.repository';

/** The columns of one debt as the list and the single reads select them (snake_case). */
export type DebtViewRow = {
  id: string;
  kind: string;
  status: string;
  contact_id: string;
  contact_name: string;
  contact_phone: string | null;
  currency: string;
  amount: number | string;
  paid: number | string;
  date: string;
  due_date: string | null;
  description: string | null;
  reference: string | null;
  entry_id: string | null;
  cashbook_id: string | null;
  voided_at: Timestamp | null;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Paid when nothing remains, open otherwise; a void record stays void. */
export function statusFor(amount: number, paid: number): 'open' | 'paid' {
  return paid >= amount ? 'paid' : 'open';
}

/** What is still owed: amount − paid while open, nothing once paid or written off. */
export function remainingOf(row: { status: string; amount: number; paid: number }): number {
  return row.status === 'open' ? row.amount - row.paid : 0;
}

/** Open after its due date, in the business's time zone (`today`). */
export function isOverdue(row: { status: string; dueDate: string | null }, today: string): boolean {
  return row.status === 'open' && row.dueDate !== null && row.dueDate < today;
}

/** The cash moved at creation: a credit lends it out of the book, a debt brings it in. */
export const creationDirection = (kind: string): Direction => (kind === 'credit' ? 'out' : 'in');

/** A payment moves it back: a credit's into the book, a debt's out of it. */
export const paymentDirection = (kind: string): Direction => (kind === 'credit' ? 'in' : 'out');

export function toDebt(row: DebtViewRow, today: string): Debt {
  const amount = toMinorUnits(row.amount);
  const paid = toMinorUnits(row.paid);
  return {
    id: row.id,
    kind: row.kind as DebtKind,
    status: row.status as DebtStatus,
    overdue: isOverdue({ status: row.status, dueDate: row.due_date }, today),
    contact_id: row.contact_id,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    currency: row.currency,
    amount,
    paid,
    remaining: remainingOf({ status: row.status, amount, paid }),
    date: row.date,
    due_date: row.due_date,
    description: row.description,
    reference: row.reference,
    entry_id: row.entry_id,
    cashbook_id: row.cashbook_id,
    voided_at: row.voided_at === null ? null : isoTimestamp(row.voided_at),
    version: row.version,
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

export function toDebtPayment(row: DebtPaymentRow, cashbookName: string): DebtPayment {
  return {
    id: row.id,
    debt_id: row.debtId,
    amount: row.amount,
    date: row.date,
    cashbook_id: row.cashbookId,
    cashbook_name: cashbookName,
    note: row.note,
    entry_id: row.entryId,
    created_at: isoTimestamp(row.createdAt),
  };
}

/** The sums of the positions' statements (debt-positions.sql.ts), as the raw client reads them. */
export type FiguresRow = {
  currency: string;
  credits: number | string;
  invoices_due: number | string;
  payable: number | string;
  overdue_receivable: number | string;
  overdue_payable: number | string;
};

export function toFigures(row: FiguresRow): PositionFigures {
  const credits = toMinorUnits(row.credits);
  const invoicesDue = toMinorUnits(row.invoices_due);
  const payable = toMinorUnits(row.payable);
  const receivable = credits + invoicesDue;
  return {
    currency: row.currency,
    credits,
    invoices_due: invoicesDue,
    receivable,
    payable,
    net: receivable - payable,
    overdue_receivable: toMinorUnits(row.overdue_receivable),
    overdue_payable: toMinorUnits(row.overdue_payable),
  };
}
