/**
 * The document an entry belongs to, where it is changed: a transfer between books, an invoice's
 * payment, or the cash of a debt or credit (moved at creation, or a payment). The kind of a debt
 * record follows from the entry: lending cash to a customer (a credit) takes money out, borrowing
 * (a debt) brings it in; a payment goes the other way.
 */
import type { Entry } from '@usaha/shared';

export type EntryDocument = {
  kind: 'transfer' | 'invoice' | 'debt';
  to: string;
};

export function entryDocument(
  entry: Pick<Entry, 'transfer_id' | 'invoice_id' | 'debt_id' | 'source' | 'direction'>,
): EntryDocument | null {
  if (entry.transfer_id) return { kind: 'transfer', to: '/apps/cashbook/transfers' };
  if (entry.invoice_id) return { kind: 'invoice', to: `/apps/invoice/${entry.invoice_id}` };
  if (entry.debt_id) {
    const cashOut = entry.direction === 'out';
    const credit = entry.source === 'debt' ? cashOut : !cashOut;
    return { kind: 'debt', to: `/apps/debtcredit/${credit ? 'credit' : 'debt'}/${entry.debt_id}` };
  }
  return null;
}

/** The words of each kind: the way to it, and why the entry is changed there. */
export const DOCUMENT_WORDS = {
  transfer: { open: 'detail.openTransfer', note: 'detail.transferNote' },
  invoice: { open: 'detail.openInvoice', note: 'detail.invoiceNote' },
  debt: { open: 'detail.openDebt', note: 'detail.debtNote' },
} as const;
