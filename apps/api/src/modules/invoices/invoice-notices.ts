/**
 * What the invoices tell a business's members (DESIGN.md §6 "Notifications"): a payment
 * received, an invoice paid in full, an invoice overdue. Each goes to the active members who may
 * see invoices, in their language and by their choice of channel, after the commit that made it.
 * The member who recorded a payment is not told what they just did.
 */
import type { Actor } from '../../lib/actor';
import type { MembersNotifier } from '../notifications/notifier.types';
import type { InvoiceRow, OverdueInvoice } from './invoices.repository';

export type PaymentNotice = { invoice: InvoiceRow; amount: number };

const linkTo = (invoiceId: string) => `/apps/invoice/${invoiceId}`;

export async function tellPayment(
  notifier: MembersNotifier,
  actor: Pick<Actor, 'businessId' | 'userId'>,
  { invoice, amount }: PaymentNotice,
): Promise<void> {
  const base = {
    businessId: actor.businessId,
    permission: 'invoice.view' as const,
    exceptUserId: actor.userId,
    link: linkTo(invoice.id),
  };
  const values = { number: invoice.number, customer: invoice.customerName };
  await notifier.notifyMembers({
    ...base,
    type: 'payment_received',
    data: { ...values, amount, currency: invoice.currency },
  });
  if (invoice.paid >= invoice.total) {
    await notifier.notifyMembers({
      ...base,
      type: 'invoice_paid',
      data: { ...values, amount: invoice.total, currency: invoice.currency },
    });
  }
}

export async function tellOverdue(notifier: MembersNotifier, invoice: OverdueInvoice) {
  await notifier.notifyMembers({
    businessId: invoice.business_id,
    permission: 'invoice.view',
    exceptUserId: null,
    type: 'invoice_overdue',
    link: linkTo(invoice.id),
    data: {
      number: invoice.number,
      customer: invoice.customer_name,
      amount: invoice.amount_due,
      currency: invoice.currency,
      due_date: invoice.due_date,
    },
  });
}
