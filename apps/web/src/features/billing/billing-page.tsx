/**
 * /apps/billing: the business's payments for its plan, newest first, each with its status; a
 * paid one's receipt (PDF), a pending one's way back to its status page (a bank transfer's with
 * the account to pay, and its proof), a rejected transfer's reason.
 */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Payment } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getReceipt } from '../../api/billing.api';
import { paymentsQuery } from '../../api/billing.queries';
import { ErrorAlert } from '../../components/error-alert';
import { IconDownload } from '../../components/icons';
import { formatAmount } from '../../components/money-text';
import { PageHeader } from '../../components/page-header';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { useInstantDay } from '../../lib/business';
import { saveFile } from '../../lib/download';
import { useMoneyLocale } from '../../lib/locale';

const STATUS_COLORS: Record<Payment['status'], string> = {
  pending: 'blue',
  paid: 'teal',
  failed: 'red',
  canceled: 'gray',
  expired: 'gray',
};

function PaymentCard({ payment }: { payment: Payment }) {
  const { t } = useTranslation(['billing', 'errors']);
  const locale = useMoneyLocale();
  const instantDay = useInstantDay();
  const receipt = useMutation({ mutationFn: () => getReceipt(payment), onSuccess: saveFile });
  const day = instantDay(payment.created_at);
  return (
    <Card withBorder radius="md" padding="md" data-testid="payment">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>
              {t('list.plan', {
                plan: t(`plans.${payment.plan}`),
                interval: t(`intervals.${payment.interval}`),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.made', { date: day, reference: payment.reference })}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatAmount(payment.amount, payment.currency, locale)}
            </Text>
            <Badge color={STATUS_COLORS[payment.status]} variant="light" radius="sm">
              {t(`status.${payment.status}`)}
            </Badge>
          </Stack>
        </Group>
        {payment.status === 'paid' && (
          <Group>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconDownload size={16} />}
              loading={receipt.isPending}
              onClick={() => receipt.mutate()}
            >
              {t('list.receipt')}
            </Button>
          </Group>
        )}
        {payment.transfer && payment.status === 'pending' && (
          <Text size="sm" data-testid="transfer-line">
            {t(payment.proof_uploaded_at ? 'list.transferChecking' : 'list.transferTo', {
              bank: payment.transfer.bank,
              number: payment.transfer.account_number,
              name: payment.transfer.account_name,
            })}
          </Text>
        )}
        {payment.rejection_reason && payment.status === 'failed' && (
          <Text size="sm" c="red">
            {t('list.rejected', { reason: payment.rejection_reason })}
          </Text>
        )}
        {payment.status === 'pending' && (
          <Group>
            <Button component={Link} to={`/payment/status/${payment.id}`} variant="light" size="sm">
              {t(
                payment.transfer && !payment.proof_uploaded_at ? 'list.openTransfer' : 'list.open',
              )}
            </Button>
          </Group>
        )}
        {receipt.isError && <ErrorAlert error={receipt.error} />}
      </Stack>
    </Card>
  );
}

export function BillingPage() {
  const { t } = useTranslation('billing');
  const payments = useQuery(paymentsQuery());
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button component={Link} to="/apps/settings/subscription" variant="default">
            {t('list.subscription')}
          </Button>
        }
      />
      {payments.isError ? (
        <LoadError error={payments.error} onRetry={() => payments.refetch()} />
      ) : !payments.data ? (
        <ListSkeleton rows={3} height={96} />
      ) : payments.data.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <Text fw={600}>{t('list.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('list.emptyBody')}
            </Text>
            <Button component={Link} to="/apps/settings/subscription" mt="xs">
              {t('result.choosePlan')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm">
          {payments.data.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
