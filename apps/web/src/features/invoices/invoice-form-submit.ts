/**
 * Saving an invoice, as a draft or sent (`send` with channel none, then the view offers
 * WhatsApp and the share link). A new invoice is created with the submission's Idempotency-Key
 * (lib/use-save.ts); once the server has it, a retry (the send failed, a field was corrected)
 * updates that invoice with its version instead of creating another.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceBody, Invoice } from '@usaha/shared';
import { useRef } from 'react';
import { createInvoice, sendInvoice, updateInvoice } from '../../api/invoices.api';
import { invoiceChanged } from '../../api/invoices.queries';
import { useSave } from '../../lib/use-save';

export type InvoiceSubmission = { body: CreateInvoiceBody; send: boolean };

type Options = {
  /** The invoice being edited, or null for a new one. */
  invoice: Invoice | null;
  onSaved: (saved: Invoice, submission: InvoiceSubmission) => void;
  onError: (error: Error) => void;
};

export function useInvoiceSubmit({ invoice, onSaved, onError }: Options) {
  const client = useQueryClient();
  const stored = useRef<Invoice | null>(invoice);
  return useSave({
    send: async ({ body, send }: InvoiceSubmission, key: string) => {
      const current = stored.current;
      let saved = current
        ? await updateInvoice(current.id, { ...body, version: current.version })
        : await createInvoice(body, key);
      stored.current = saved;
      if (send && saved.status === 'draft')
        saved = await sendInvoice(saved.id, { channel: 'none' });
      return saved;
    },
    onSuccess: async (saved: Invoice, submission: InvoiceSubmission) => {
      await invoiceChanged(client, { saved });
      onSaved(saved, submission);
    },
    onError,
  });
}
