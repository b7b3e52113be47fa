/** Stop the paid plan renewing (it runs to its period's end, then Gratis), or renew it again. */
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeRenewal } from '../../../api/billing.api';
import { billingKeys } from '../../../api/billing.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { NoticeValue } from '../../../components/notice';
import { useInstantDay } from '../../../lib/business';

/** A paid plan that is running: what cancel and resume change. */
export function isRenewable(subscription: Subscription): boolean {
  const running = subscription.status === 'active' || subscription.status === 'past_due';
  return running && subscription.interval !== null;
}

export function RenewalActions({
  subscription,
  onNotice,
}: {
  subscription: Subscription;
  onNotice: (notice: NoticeValue) => void;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const client = useQueryClient();
  const day = useInstantDay();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: changeRenewal,
    onSuccess: async (_answer, kind) => {
      setConfirming(false);
      await client.invalidateQueries({ queryKey: billingKeys.subscription() });
      onNotice({
        kind: 'success',
        text: t(kind === 'cancel' ? 'subscription.renewalStopped' : 'subscription.renewalResumed'),
      });
    },
  });
  if (!isRenewable(subscription)) return null;
  const end = subscription.current_period_end;
  const date = end ? day(end) : '';
  return (
    <Group gap="sm">
      {subscription.cancel_at_period_end ? (
        <Button loading={change.isPending} onClick={() => change.mutate('resume')}>
          {t('subscription.resumeRenewal')}
        </Button>
      ) : (
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          {t('subscription.stopRenewal')}
        </Button>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('subscription.stopRenewalTitle')}
        body={t('subscription.stopRenewalBody', { plan: subscription.plan.name, date })}
        confirmLabel={t('subscription.stopRenewal')}
        action={change}
        onConfirm={() => change.mutate('cancel')}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
