/**
 * A contact's statement from its parts: the open credits and debts and the unpaid invoices as
 * the portal lists them, oldest first, and the figures per currency (what the contact owes, what
 * the business owes them, the net). Pure: the service reads, this adds up.
 */
import type { PortalStatement, PositionFigures } from '@usaha/shared';
import type { ContactInvoice } from '../../invoices/invoices.types';
import type { StatementDebt } from './contact-statements.repository';

type Item = PortalStatement['items'][number];

export function statementItems(
  debts: StatementDebt[],
  invoices: ContactInvoice[],
  today: string,
): Item[] {
  const overdue = (due: string | null) => due !== null && due < today;
  const items: Item[] = [
    ...debts.map((debt) => ({
      type: debt.kind === 'debt' ? ('debt' as const) : ('credit' as const),
      currency: debt.currency,
      date: debt.date,
      due_date: debt.dueDate,
      label: debt.description ?? debt.reference ?? '',
      amount: debt.amount,
      paid: debt.paid,
      remaining: debt.amount - debt.paid,
      overdue: overdue(debt.dueDate),
      payments: debt.payments,
    })),
    ...invoices.map((invoice) => ({
      type: 'invoice' as const,
      currency: invoice.currency,
      date: invoice.issue_date,
      due_date: invoice.due_date,
      label: invoice.number,
      amount: invoice.total,
      paid: invoice.paid,
      remaining: invoice.total - invoice.paid,
      overdue: overdue(invoice.due_date),
      payments: invoice.payments,
    })),
  ];
  return items.sort((a, b) => a.date.localeCompare(b.date));
}

/** Per currency: credits + invoices due = receivable, debts = payable, net = the difference. */
export function statementTotals(items: Item[]): PositionFigures[] {
  const totals = new Map<string, PositionFigures>();
  for (const item of items) {
    const figures = totals.get(item.currency) ?? {
      currency: item.currency,
      credits: 0,
      invoices_due: 0,
      receivable: 0,
      payable: 0,
      net: 0,
      overdue_receivable: 0,
      overdue_payable: 0,
    };
    totals.set(item.currency, figures);
    const late = item.overdue ? item.remaining : 0;
    if (item.type === 'debt') {
      figures.payable += item.remaining;
      figures.overdue_payable += late;
    } else {
      if (item.type === 'credit') figures.credits += item.remaining;
      else figures.invoices_due += item.remaining;
      figures.receivable += item.remaining;
      figures.overdue_receivable += late;
    }
    figures.net = figures.receivable - figures.payable;
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
