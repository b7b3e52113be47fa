/**
 * What a shop owner reads as an invoice's state: one word out of its document status, its payment
 * status and whether it is overdue; and the list filter that shows exactly the invoices in each.
 */
import type { InvoiceFilter, InvoiceListItem } from '@usaha/shared';

export const SHOWN_STATUSES = ['draft', 'sent', 'partial', 'overdue', 'paid', 'void'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

type StatusFields = Pick<InvoiceListItem, 'status' | 'payment_status' | 'overdue'>;

/**
 * Void and draft say what the document is; a sent one says how its payment stands, and overdue
 * wins over partial (money is late either way). Paid is paid, whatever the due date.
 */
export function shownStatus(invoice: StatusFields): ShownStatus {
  if (invoice.status === 'void') return 'void';
  if (invoice.status === 'draft') return 'draft';
  if (invoice.payment_status === 'paid') return 'paid';
  if (invoice.overdue) return 'overdue';
  if (invoice.payment_status === 'partial') return 'partial';
  return 'sent';
}

/** Mantine colours with readable text on their light variant in both schemes. */
export const STATUS_COLORS: Record<ShownStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  partial: 'yellow',
  overdue: 'red',
  paid: 'teal',
  void: 'gray',
};

type StatusFilter = Pick<InvoiceFilter, 'status' | 'payment_status' | 'overdue'>;

/** The API filter of each status chip: together they split the invoices with no overlap. */
export const STATUS_FILTERS: Record<ShownStatus, StatusFilter> = {
  draft: { status: 'draft' },
  sent: { status: 'sent', payment_status: 'unpaid', overdue: false },
  partial: { status: 'sent', payment_status: 'partial', overdue: false },
  overdue: { status: 'sent', overdue: true },
  paid: { status: 'sent', payment_status: 'paid' },
  void: { status: 'void' },
};

/** The chip a filter stands for, or null when its status fields are none or a hand-made mix. */
export function statusOfFilter(filter: StatusFilter): ShownStatus | null {
  return (
    SHOWN_STATUSES.find((status) => {
      const wanted = STATUS_FILTERS[status];
      return (
        wanted.status === filter.status &&
        wanted.payment_status === filter.payment_status &&
        wanted.overdue === filter.overdue
      );
    }) ?? null
  );
}
