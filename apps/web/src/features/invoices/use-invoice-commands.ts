/**
 * What the invoice's page does to the invoice besides payments and links: mark it sent,
 * duplicate it into a new draft, void it, delete a draft, download its PDF. Each tells the caches
 * and says what happened in the page's notice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  deleteInvoice,
  downloadInvoicePdf,
  duplicateInvoice,
  sendInvoice,
  voidInvoice,
} from '../../api/invoices.api';
import { invoiceChanged } from '../../api/invoices.queries';
import type { NoticeValue } from '../../components/notice';
import { warningOf } from '../../components/notice';
import { saveFile } from '../../lib/download';

export function useInvoiceCommands(invoice: Invoice, onNotice: (notice: NoticeValue) => void) {
  const { t } = useTranslation(['invoices', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const warn = (error: Error) => onNotice(warningOf(t, error));

  const markSent = useMutation({
    mutationFn: () => sendInvoice(invoice.id, { channel: 'none' }),
    onSuccess: async (saved) => {
      await invoiceChanged(client, { saved });
      onNotice({ kind: 'success', text: t('view.markedSent') });
    },
    onError: warn,
  });

  const duplicate = useMutation({
    mutationFn: () => duplicateInvoice(invoice.id),
    onSuccess: async (copy) => {
      await invoiceChanged(client, { saved: copy });
      navigate(`/apps/invoice/edit/${copy.id}`, {
        state: {
          notice: { kind: 'success', text: t('view.duplicated', { number: invoice.number }) },
        },
      });
    },
    onError: warn,
  });

  // Void and delete answer in their dialogs (the refusal says why, next to the button).
  const voidIt = useMutation({
    mutationFn: () => voidInvoice(invoice.id),
    onSuccess: async (saved) => {
      await invoiceChanged(client, { saved });
      onNotice({ kind: 'success', text: t('view.voided') });
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteInvoice(invoice.id),
    onSuccess: async () => {
      await invoiceChanged(client, { removed: invoice.id });
      navigate('/apps/invoice', {
        replace: true,
        state: { notice: { kind: 'success', text: t('view.deleted', { number: invoice.number }) } },
      });
    },
  });

  const pdf = useMutation({
    mutationFn: () => downloadInvoicePdf(invoice.id, invoice.number),
    onSuccess: saveFile,
    onError: warn,
  });

  return { markSent, duplicate, voidIt, remove, pdf };
}
