/**
 * Staff's actions on one subscription: extend the running period, change the plan, end it now.
 * Each asks for its reason (it goes into the platform's audit log) and, done, refreshes the
 * subscription, its list and the audit log.
 */
import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminSubscription, PLAN_CODES, type PlanCode } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actOnSubscription, type SubscriptionAction } from '../../../api/admin.api';
import { adminKeys } from '../../../api/admin.queries';
import { errorMessage } from '../../../lib/error-message';
import { ReasonModal } from './reason-modal';

type Kind = SubscriptionAction['kind'];

export function SubscriptionActions({
  subscription,
  locked,
  onDone,
}: {
  subscription: AdminSubscription;
  /** The staff member belongs to the business: another staff member acts on it. */
  locked: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const client = useQueryClient();
  const [open, setOpen] = useState<Kind | null>(null);
  const [days, setDays] = useState<number>(7);
  const [plan, setPlan] = useState<PlanCode>(subscription.plan === 'bisnis' ? 'pro' : 'bisnis');
  const act = useMutation({
    mutationFn: (action: SubscriptionAction) => actOnSubscription(subscription.business_id, action),
    onSuccess: async (_saved, action) => {
      setOpen(null);
      onDone(t(`actions.${action.kind}.done`));
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const running = !locked && ['trialing', 'active', 'past_due'].includes(subscription.status);
  const show = (kind: Kind) => {
    act.reset();
    setOpen(kind);
  };
  const modal = (kind: Kind, color?: string) => ({
    opened: open === kind,
    title: t(`actions.${kind}.title`, { business: subscription.business_name }),
    body: t(`actions.${kind}.body`),
    confirmLabel: t(`actions.${kind}.confirm`),
    color,
    loading: act.isPending,
    error: act.isError ? errorMessage(t, act.error) : null,
    onClose: () => setOpen(null),
  });
  return (
    <>
      <Group gap="xs">
        <Button variant="light" size="sm" disabled={!running} onClick={() => show('extend')}>
          {t('actions.extend.button')}
        </Button>
        <Button variant="light" size="sm" disabled={locked} onClick={() => show('plan')}>
          {t('actions.plan.button')}
        </Button>
        <Button
          variant="light"
          color="red"
          size="sm"
          disabled={!running}
          onClick={() => show('cancel')}
        >
          {t('actions.cancel.button')}
        </Button>
      </Group>
      <ReasonModal
        {...modal('extend')}
        onConfirm={(reason) => act.mutate({ kind: 'extend', body: { days, reason } })}
      >
        <NumberInput
          label={t('actions.extend.days')}
          min={1}
          max={366}
          allowDecimal={false}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : 1)}
        />
      </ReasonModal>
      <ReasonModal
        {...modal('plan')}
        onConfirm={(reason) => act.mutate({ kind: 'plan', body: { plan, reason } })}
      >
        <Select
          label={t('actions.plan.field')}
          data={PLAN_CODES.map((code) => ({ value: code, label: t(`plans.${code}`) }))}
          value={plan}
          allowDeselect={false}
          onChange={(value) => value && setPlan(value as PlanCode)}
        />
      </ReasonModal>
      <ReasonModal
        {...modal('cancel', 'red')}
        onConfirm={(reason) => act.mutate({ kind: 'cancel', body: { reason } })}
      />
    </>
  );
}
