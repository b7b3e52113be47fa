/**
 * One business's subscription for staff: its facts, staff's actions on it, its payments (a bank
 * transfer waiting for staff with its proof and verdict), and what staff did to it before.
 */
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSubscription, Payment } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { adminSubscriptionQuery } from '../../../api/admin.queries';
import { Fact } from '../../../components/fact';
import { IconUsers } from '../../../components/icons';
import { formatAmount } from '../../../components/money-text';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import { useMoneyLocale } from '../../../lib/locale';
import { AuditList } from './audit-list';
import { SubscriptionActions } from './subscription-actions';
import { PlanBadge, StatusBadge, useAdminDate } from './subscription-badges';
import { TransferReview } from './transfer-review';

function Facts({ subscription }: { subscription: AdminSubscription }) {
  const { t } = useTranslation('admin');
  const locale = useMoneyLocale();
  const date = useAdminDate();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
      <Fact label={t('subscriptions.plan')}>
        <PlanBadge plan={subscription.plan} />
      </Fact>
      <Fact label={t('subscriptions.status')}>
        <StatusBadge status={subscription.status} />
      </Fact>
      <Fact label={t('subscriptions.periodEnd')}>
        {subscription.current_period_end ? date(subscription.current_period_end) : '—'}
      </Fact>
      <Fact label={t('subscriptions.interval')}>
        {subscription.interval ? t(`intervals.${subscription.interval}`) : '—'}
      </Fact>
      <Fact label={t('subscriptions.price')}>
        {subscription.price === null
          ? '—'
          : formatAmount(subscription.price, subscription.currency, locale)}
      </Fact>
      <Fact label={t('subscriptions.owner')}>{subscription.owner_email ?? '—'}</Fact>
      {subscription.cancel_at_period_end && (
        <Fact label={t('subscriptions.renewal')} wide>
          {t('subscriptions.notRenewing')}
        </Fact>
      )}
    </SimpleGrid>
  );
}

type RowProps = { payment: Payment; locked: boolean; onDone: (message: string) => void };

function PaymentRow({ payment, locked, onDone }: RowProps) {
  const { t } = useTranslation('admin');
  const locale = useMoneyLocale();
  const date = useAdminDate();
  const waiting =
    payment.provider === 'manual' && (payment.status === 'pending' || payment.status === 'expired');
  return (
    <Card withBorder radius="md" padding="sm" data-testid="admin-payment">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm">
              {t('payments.what', {
                plan: t(`plans.${payment.plan}`),
                interval: t(`intervals.${payment.interval}`),
                provider: t(`providers.${payment.provider}`),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('payments.made', { date: date(payment.created_at), reference: payment.reference })}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatAmount(payment.amount, payment.currency, locale)}
            </Text>
            <Badge variant="light" radius="sm" color={payment.status === 'paid' ? 'teal' : 'gray'}>
              {t(`payments.status.${payment.status}`)}
            </Badge>
          </Stack>
        </Group>
        {payment.rejection_reason && (
          <Text size="xs" c="red">
            {t('payments.rejected', { reason: payment.rejection_reason })}
          </Text>
        )}
        {waiting && (
          <>
            <Text size="xs">
              {payment.proof_uploaded_at
                ? t('payments.proofSent', { date: date(payment.proof_uploaded_at) })
                : t('payments.noProof')}
            </Text>
            <TransferReview payment={payment} locked={locked} onDone={onDone} />
          </>
        )}
      </Stack>
    </Card>
  );
}

export function SubscriptionDetail({
  businessId,
  onDone,
}: {
  businessId: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const detail = useQuery(adminSubscriptionQuery(businessId));
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <ListSkeleton rows={3} height={80} />;
  const { subscription, payments, own_business: locked } = detail.data;
  return (
    <Stack gap="lg">
      <Facts subscription={subscription} />
      {/* Four eyes: the server refuses staff's actions on a business of their own. */}
      {locked && (
        <Alert variant="light" color="yellow" icon={<IconUsers size={18} aria-hidden="true" />}>
          {t('subscriptions.ownBusiness')}
        </Alert>
      )}
      <SubscriptionActions subscription={subscription} locked={locked} onDone={onDone} />
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('payments.title')}
        </Title>
        {payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('payments.none')}
          </Text>
        ) : (
          payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} locked={locked} onDone={onDone} />
          ))
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('audit.title')}
        </Title>
        <AuditList businessId={businessId} />
      </Stack>
    </Stack>
  );
}
