/**
 * The oracle test's own model of debts, credits, invoices and cash books: what every remaining,
 * status, contact position and book balance must be after a run of random operations.
 */
import type { PositionFigures } from '@usaha/shared';

export type ModelPayment = { id: string; amount: number; book: string };
export type ModelDebt = {
  id: string;
  kind: 'debt' | 'credit';
  contact: string;
  currency: string;
  amount: number;
  status: 'open' | 'paid' | 'void';
  /** The book the cash moved through at creation, if any. */
  book: string | null;
  date: string;
  due: string | null;
  payments: Map<string, ModelPayment>;
};
export type ModelInvoice = {
  id: string;
  contact: string;
  total: number;
  paid: number;
  sent: boolean;
  due: string;
};

export function paidOf(debt: ModelDebt): number {
  let sum = 0;
  for (const payment of debt.payments.values()) sum += payment.amount;
  return sum;
}

export function remainingOf(debt: ModelDebt): number {
  return debt.status === 'void' ? 0 : debt.amount - paidOf(debt);
}

/** A payment moves money in for a credit (the contact pays back), out for a debt. */
export function paymentSign(kind: ModelDebt['kind']): 1 | -1 {
  return kind === 'credit' ? 1 : -1;
}

/** The creation's cash moves the other way: lending is money out, borrowing money in. */
export function creationSign(kind: ModelDebt['kind']): 1 | -1 {
  return kind === 'credit' ? -1 : 1;
}

export function statusAfterPayments(debt: ModelDebt): ModelDebt['status'] {
  if (debt.status === 'void') return 'void';
  return paidOf(debt) === debt.amount ? 'paid' : 'open';
}

/** A contact's position per currency with anything owed, either way, ordered by currency. */
export function positionOf(
  contact: string,
  debts: Iterable<ModelDebt>,
  invoices: Iterable<ModelInvoice>,
  today: string,
): PositionFigures[] {
  const rows = new Map<string, PositionFigures>();
  const row = (currency: string) => {
    const found = rows.get(currency) ?? {
      currency,
      credits: 0,
      invoices_due: 0,
      receivable: 0,
      payable: 0,
      net: 0,
      overdue_receivable: 0,
      overdue_payable: 0,
    };
    rows.set(currency, found);
    return found;
  };
  for (const debt of debts) {
    if (debt.contact !== contact || debt.status !== 'open') continue;
    const figures = row(debt.currency);
    const remaining = remainingOf(debt);
    const overdue = debt.due !== null && debt.due < today ? remaining : 0;
    if (debt.kind === 'credit') {
      figures.credits += remaining;
      figures.overdue_receivable += overdue;
    } else {
      figures.payable += remaining;
      figures.overdue_payable += overdue;
    }
  }
  for (const invoice of invoices) {
    const due = invoice.total - invoice.paid;
    if (invoice.contact !== contact || !invoice.sent || due === 0) continue;
    const figures = row('IDR');
    figures.invoices_due += due;
    if (invoice.due < today) figures.overdue_receivable += due;
  }
  return [...rows.values()]
    .map((figures) => {
      const receivable = figures.credits + figures.invoices_due;
      return { ...figures, receivable, net: receivable - figures.payable };
    })
    .filter((figures) => figures.receivable !== 0 || figures.payable !== 0)
    .sort((a, b) => a.currency.localeCompare(b.currency));
}
