/**
 * The invoice's payments: when, how much, into which cash book, with each one's receipt
 * (kwitansi) to download; one may be removed, which removes its cash book entry too.
 */
import { ActionIcon, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoicePayment } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteInvoicePayment, downloadPaymentReceipt } from '../../../api/invoices.api';
import { invoiceChanged, invoicePaymentsQuery } from '../../../api/invoices.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { IconReceipt, IconTrash } from '../../../components/icons';
import classes from '../../../components/lists.module.css';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import type { NoticeValue } from '../../../components/notice';
import { warningOf } from '../../../components/notice';
import { LoadError } from '../../../components/query-state';
import { useDateFormat } from '../../../lib/business';
import { saveFile } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';

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
  const [removing, setRemoving] = useState<InvoicePayment | null>(null);

  const receipt = useMutation({
    mutationFn: (payment: InvoicePayment) => downloadPaymentReceipt(invoice.id, payment.id),
    onSuccess: saveFile,
    onError: (error) => onNotice(warningOf(t, error)),
  });
  const remove = useMutation({
    mutationFn: (payment: InvoicePayment) => deleteInvoicePayment(invoice.id, payment.id),
    onSuccess: async (_, payment) => {
      setRemoving(null);
      await invoiceChanged(client, { id: invoice.id }, true);
      onNotice({
        kind: 'success',
        text: t('payments.removed', { amount: format(payment.amount, invoice.currency) }),
      });
    },
  });

  let body: React.ReactNode;
  if (payments.isPending) body = <Skeleton height={48} />;
  else if (payments.isError) {
    body = <LoadError error={payments.error} onRetry={() => void payments.refetch()} />;
  } else if (payments.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('payments.none')}
      </Text>
    );
  } else {
    body = (
      <ul className={classes.divided}>
        {payments.data.map((payment) => (
          <li key={payment.id} data-testid="payment-row">
            <Group justify="space-between" wrap="nowrap" gap="xs" py={6}>
              <Stack gap={0} miw={0}>
                <MoneyText amount={payment.amount} currency={invoice.currency} fw={600} />
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    formatDate(payment.date),
                    t(`portal:methods.${payment.method}`),
                    payment.cashbook_name,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {payment.note && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {payment.note}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
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
                {canRemove && (
                  <Tooltip label={t('payments.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('payments.removeOf', { date: formatDate(payment.date) })}
                      onClick={() => setRemoving(payment)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="payments-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="payments-title">
          {t('payments.title')}
        </Title>
        {body}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={t('payments.removeTitle')}
        body={t('payments.removeBody', {
          amount: removing ? format(removing.amount, invoice.currency) : '',
          book: removing?.cashbook_name ?? '',
        })}
        confirmLabel={t('payments.remove')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : null}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </Card>
  );
}
