/**
 * /apps/settings/subscription: the plan in effect and its status (trial days left, period end),
 * the usage against each limit, and the plans side by side.
 */
import { Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutBody } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { startCheckout } from '../../api/billing.api';
import { plansQuery, subscriptionQuery } from '../../api/billing.queries';
import { ErrorAlert } from '../../components/error-alert';
import { Notice, type NoticeValue } from '../../components/notice';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { SettingsHeader } from '../../components/settings-header';
import { apiUrl } from '../../lib/api-client';
import { PlanCards } from './components/plan-cards';
import { PlanUsageCard } from './components/plan-usage-card';
import { RenewalActions } from './components/renewal-actions';

/** Where a checkout sends the browser: the API's own page, one of ours, or the provider's. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/api/')) window.location.assign(apiUrl(url.slice('/api'.length)));
    else if (url.startsWith('/')) navigate(url);
    else window.location.assign(url);
  };
}

export function SubscriptionPage() {
  const { t } = useTranslation(['settings', 'errors']);
  const subscription = useQuery(subscriptionQuery());
  const plans = useQuery(plansQuery());
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const goTo = useGoTo();
  const checkout = useMutation({
    mutationFn: (body: CheckoutBody) => startCheckout(body),
    onSuccess: (answer) => goTo(answer.url),
  });
  const asked = checkout.variables;
  const busy =
    (checkout.isPending || checkout.isSuccess) && asked
      ? [asked.plan, asked.interval, asked.provider].filter(Boolean).join(':')
      : null;
  return (
    <Stack gap="lg" maw={960}>
      <SettingsHeader title={t('subscription.title')} subtitle={t('subscription.subtitle')} />
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {subscription.isError ? (
        <LoadError error={subscription.error} onRetry={() => subscription.refetch()} />
      ) : subscription.data ? (
        <>
          <PlanUsageCard subscription={subscription.data} />
          <RenewalActions subscription={subscription.data} onNotice={setNotice} />
        </>
      ) : (
        <ListSkeleton rows={1} height={220} />
      )}
      <Title order={2} fz="lg">
        {t('subscription.plans')}
      </Title>
      {plans.isError ? (
        <LoadError error={plans.error} onRetry={() => plans.refetch()} />
      ) : plans.data ? (
        <>
          {checkout.isError && <ErrorAlert error={checkout.error} />}
          <PlanCards
            plans={plans.data}
            current={subscription.data?.plan.code ?? null}
            busy={busy}
            providers={subscription.data?.payment_providers ?? []}
            onChoose={(plan, interval, provider) =>
              checkout.mutate(provider ? { plan, interval, provider } : { plan, interval })
            }
          />
        </>
      ) : (
        <ListSkeleton rows={1} height={200} />
      )}
    </Stack>
  );
}
