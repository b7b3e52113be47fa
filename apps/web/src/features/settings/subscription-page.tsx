/**
 * /apps/settings/subscription: the plan in effect and its status (trial days left, period end),
 * the usage against each limit, and the plans side by side.
 */
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { plansQuery, subscriptionQuery } from '../../api/billing.queries';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { PlanCards } from './components/plan-cards';
import { PlanUsageCard } from './components/plan-usage-card';
import { SettingsHeader } from './settings-header';

export function SubscriptionPage() {
  const { t } = useTranslation('settings');
  const subscription = useQuery(subscriptionQuery());
  const plans = useQuery(plansQuery());
  return (
    <Stack gap="lg" maw={960}>
      <SettingsHeader title={t('subscription.title')} subtitle={t('subscription.subtitle')} />
      {subscription.isError ? (
        <LoadError error={subscription.error} onRetry={() => subscription.refetch()} />
      ) : subscription.data ? (
        <PlanUsageCard subscription={subscription.data} />
      ) : (
        <ListSkeleton rows={1} height={220} />
      )}
      <Title order={2} fz="lg">
        {t('subscription.plans')}
      </Title>
      {plans.isError ? (
        <LoadError error={plans.error} onRetry={() => plans.refetch()} />
      ) : plans.data ? (
        <PlanCards plans={plans.data} current={subscription.data?.plan.code ?? null} />
      ) : (
        <ListSkeleton rows={1} height={200} />
      )}
    </Stack>
  );
}
