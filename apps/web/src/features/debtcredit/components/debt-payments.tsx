/**
 * A record's payments: when, how much, through which cash book, with the note; one may be
 * removed (with `debt.delete`), which takes its cash book entry with it and reopens the record.
 */
import {
  ActionIcon,
  Anchor,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Debt, DebtPayment } from '@usaha/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteDebtPayment } from '../../../api/debts.api';
import { debtChanged, debtPaymentsQuery } from '../../../api/debts.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { IconTrash } from '../../../components/icons';
import classes from '../../../components/lists.module.css';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import type { NoticeValue } from '../../../components/notice';
import { LoadError } from '../../../components/query-state';
import { useDateFormat } from '../../../lib/business';
import { errorMessage } from '../../../lib/error-message';

type Props = {
  debt: Debt;
  /** May remove a payment: the record's delete and the entries' (its entry goes too). */
  canRemove: boolean;
  onNotice: (notice: NoticeValue) => void;
};

export function DebtPayments({ debt, canRemove, onNotice }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const titleId = useId();
  const client = useQueryClient();
  const format = useFormatMoney();
  const formatDate = useDateFormat();
  const payments = useQuery(debtPaymentsQuery(debt.id));
  const [removing, setRemoving] = useState<DebtPayment | null>(null);

  const remove = useMutation({
    mutationFn: (payment: DebtPayment) => deleteDebtPayment(debt.id, payment.id),
    onSuccess: async (_, payment) => {
      setRemoving(null);
      await debtChanged(client, { id: debt.id }, true);
      onNotice({
        kind: 'success',
        text: t('payments.removed', { amount: format(payment.amount, debt.currency) }),
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
                <Anchor
                  component={Link}
                  to={`/apps/transactions/${payment.entry_id}`}
                  fw={600}
                  size="sm"
                >
                  <MoneyText amount={payment.amount} currency={debt.currency} span />
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {`${formatDate(payment.date)} · ${payment.cashbook_name}`}
                </Text>
                {payment.note && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {payment.note}
                  </Text>
                )}
              </Stack>
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
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={titleId}>
          {t('payments.title')}
        </Title>
        {body}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={t('payments.removeTitle')}
        body={t(`payments.removeBody.${debt.kind}`, {
          amount: removing ? format(removing.amount, debt.currency) : '',
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
