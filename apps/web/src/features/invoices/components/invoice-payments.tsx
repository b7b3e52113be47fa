/**
 * The invoice's payments (components/payment-list.tsx): when, how much, how and into which cash
 * book, with each one's receipt (kwitansi) to download; one may be removed, which removes its
 * cash book entry too.
 */
import { ActionIcon, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoicePayment } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { deleteInvoicePayment, downloadPaymentReceipt } from '../../../api/invoices.api';
import { invoiceChanged, invoicePaymentsQuery } from '../../../api/invoices.queries';
import { IconReceipt } from '../../../components/icons';
import { useFormatMoney } from '../../../components/money-text';
import { type NoticeValue, warningOf } from '../../../components/notice';
import { PaymentList, paymentListWords } from '../../../components/payment-list';
import { useDateFormat } from '../../../lib/business';
import { saveFile } from '../../../lib/download';

type Props = {
  invoice: Invoice;
  /** May remove a payment: the invoice's delete and the entries' (its entry goes too). */
  canRemove: boolean;
  onNotice: (notice: NoticeValue) => void;
};

export function InvoicePayments({ invoice, canRemove, onNotice }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  const client = useQueryClient();
  const format = useFormatMoney();
  const formatDate = useDateFormat();
  const payments = useQuery(invoicePaymentsQuery(invoice.id));
  const receipt = useMutation({
    mutationFn: (payment: InvoicePayment) => downloadPaymentReceipt(invoice.id, payment.id),
    onSuccess: saveFile,
    onError: (error) => onNotice(warningOf(t, error)),
  });
  const amount = (payment: InvoicePayment) => format(payment.amount, invoice.currency);

  return (
    <PaymentList
      payments={payments}
      currency={invoice.currency}
      words={paymentListWords(t, amount)}
      details={(payment, date) => [
        date,
        t(`portal:methods.${payment.method}`),
        payment.cashbook_name,
      ]}
      actions={(payment) => (
        <Tooltip label={t('payments.receipt')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('payments.receiptOf', { date: formatDate(payment.date) })}
            loading={receipt.isPending && receipt.variables?.id === payment.id}
            onClick={() => receipt.mutate(payment)}
          >
            <IconReceipt size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      canRemove={canRemove}
      remove={(payment) => deleteInvoicePayment(invoice.id, payment.id)}
      onRemoved={() => invoiceChanged(client, { id: invoice.id }, true)}
      onNotice={onNotice}
    />
  );
}
