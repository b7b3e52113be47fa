/** What other modules read of the invoices. */
import type { InvoiceListItem } from '@usaha/shared';

/** One invoice of a download: its list item and the figures between its lines and its total. */
export type InvoiceExportItem = InvoiceListItem & {
  subtotal: number;
  /** Line discounts and the invoice's discount together. */
  discount: number;
  tax: number;
};
