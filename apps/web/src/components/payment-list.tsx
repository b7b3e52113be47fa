/**
 * A document's payments (an invoice's, a debt's): when, how much, through which cash book, with
 * the note; a row's own buttons (an invoice payment's receipt), and its removal for whoever may,
 * confirmed, which takes the payment's cash book entry with it. Each page words it in its own
 * namespace.
 */
import { ActionIcon, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import type { DocumentPayment } from '@usaha/shared';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useDateFormat } from '../lib/business';
import { ConfirmModal } from './confirm-modal';
import { IconTrash } from './icons';
import classes from './lists.module.css';
import { MoneyText } from './money-text';
import type { NoticeValue } from './notice';
import { LoadError } from './query-state';

export type PaymentListWords<P> = {
  title: string;
  none: string;
  remove: string;
  /** The remove button's label, naming the payment by its date. */
  removeOf: (date: string) => string;
  removeTitle: string;
  removeBody: (payment: P) => string;
  removed: (payment: P) => string;
};

/**
 * The list's words from a namespace's `payments.*` keys (both documents word them alike), each
 * amount as `amountOf` writes it; `removeBody` names the key of the removal's question.
 */
export function paymentListWords<P extends DocumentPayment>(
  t: TFunction,
  amountOf: (payment: P) => string,
  removeBody = 'payments.removeBody',
): PaymentListWords<P> {
  return {
    title: t('payments.title'),
    none: t('payments.none'),
    remove: t('payments.remove'),
    removeOf: (date) => t('payments.removeOf', { date }),
    removeTitle: t('payments.removeTitle'),
    removeBody: (payment) =>
      t(removeBody, { amount: amountOf(payment), book: payment.cashbook_name }),
    removed: (payment) => t('payments.removed', { amount: amountOf(payment) }),
  };
}

type Props<P extends DocumentPayment> = {
  payments: UseQueryResult<P[]>;
  currency: string;
  words: PaymentListWords<P>;
  /** What the row says under its amount, joined by dots (the date first). */
  details: (payment: P, date: string) => (string | null | undefined)[];
  /** The amount as the row shows it (a link to its entry, say); plain by default. */
  amount?: (payment: P) => ReactNode;
  /** The row's own buttons before its removal. */
  actions?: (payment: P) => ReactNode;
  /** May remove a payment: the document's delete and the entries' (its entry goes too). */
  canRemove: boolean;
  remove: (payment: P) => Promise<unknown>;
  /** After a removal: refresh what it changed. */
  onRemoved: (payment: P) => Promise<void>;
  onNotice: (notice: NoticeValue) => void;
};

export function PaymentList<P extends DocumentPayment>(props: Props<P>) {
  const { payments, currency, words, canRemove } = props;
  const titleId = useId();
  const formatDate = useDateFormat();
  const [removing, setRemoving] = useState<P | null>(null);
  const remove = useMutation({
    mutationFn: props.remove,
    onSuccess: async (_, payment) => {
      setRemoving(null);
      await props.onRemoved(payment);
      props.onNotice({ kind: 'success', text: words.removed(payment) });
    },
  });

  let body: ReactNode;
  if (payments.isPending) body = <Skeleton height={48} />;
  else if (payments.isError) {
    body = <LoadError error={payments.error} onRetry={() => void payments.refetch()} />;
  } else if (payments.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {words.none}
      </Text>
    );
  } else {
    body = (
      <ul className={classes.divided}>
        {payments.data.map((payment) => (
          <li key={payment.id} data-testid="payment-row">
            <Group justify="space-between" wrap="nowrap" gap="xs" py={6}>
              <Stack gap={0} miw={0}>
                {props.amount?.(payment) ?? (
                  <MoneyText amount={payment.amount} currency={currency} fw={600} />
                )}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {props.details(payment, formatDate(payment.date)).filter(Boolean).join(' · ')}
                </Text>
                {payment.note && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {payment.note}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
                {props.actions?.(payment)}
                {canRemove && (
                  <Tooltip label={words.remove}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={words.removeOf(formatDate(payment.date))}
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
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={titleId}>
          {words.title}
        </Title>
        {body}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={words.removeTitle}
        body={removing ? words.removeBody(removing) : ''}
        confirmLabel={words.remove}
        action={remove}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </Card>
  );
}
