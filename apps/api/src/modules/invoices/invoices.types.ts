/** What other modules read of the invoices. */
import type { InvoiceListItem } from '@usaha/shared';

/** One invoice of a download: its list item and the figures between its lines and its total. */
export type InvoiceExportItem = InvoiceListItem & {
  subtotal: number;
  /** Line discounts and the invoice's discount together. */
  discount: number;
  tax: number;
};

/** An invoice a contact still owes on, as the contact's statement shows it (debts module). */
export type ContactInvoice = {
  id: string;
  number: string;
  currency: string;
  issue_date: string;
  due_date: string;
  total: number;
  paid: number;
  payments: Array<{ amount: number; date: string }>;
};
