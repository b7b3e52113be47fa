/**
 * /admin/plans: each plan's prices and limits, changed by staff with a reason (issue 17). New
 * checkouts pay the new price; running subscriptions keep theirs until they renew.
 */
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_LIMIT_NAMES, type Plan, type PlanLimitName } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePlan } from '../../api/admin.api';
import { billingKeys, plansQuery } from '../../api/billing.queries';
import { AmountInput } from '../../components/amount-input';
import { ErrorAlert } from '../../components/error-alert';
import { Notice, type NoticeValue } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { isReason } from './components/reason-modal';

function LimitField({
  name,
  value,
  onChange,
}: {
  name: PlanLimitName;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={4}>
      <NumberInput
        label={t(`plansEditor.limits.${name}`)}
        min={name === 'invoices_per_month' ? 0 : 1}
        allowDecimal={false}
        disabled={value === null}
        value={value ?? ''}
        onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
      />
      <Checkbox
        size="xs"
        label={t('plansEditor.unlimited')}
        checked={value === null}
        onChange={(event) => onChange(event.currentTarget.checked ? null : 1)}
      />
    </Stack>
  );
}

function PlanForm({ plan, onDone }: { plan: Plan; onDone: (message: string) => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const client = useQueryClient();
  const [monthly, setMonthly] = useState<number | null>(plan.monthly_price);
  const [yearly, setYearly] = useState<number | null>(plan.yearly_price);
  const [limits, setLimits] = useState(plan.limits);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      updatePlan(plan.code, {
        monthly_price: monthly ?? 0,
        yearly_price: yearly ?? 0,
        limits,
        reason: reason.trim(),
      }),
    onSuccess: async () => {
      setReason('');
      setTouched(false);
      onDone(t('plansEditor.saved', { plan: plan.name }));
      await client.invalidateQueries({ queryKey: billingKeys.plans() });
    },
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="plan-editor">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (isReason(reason)) save.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="md">
            {plan.name}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <AmountInput
              label={t('plansEditor.monthly')}
              currency={plan.currency}
              value={monthly}
              onChange={setMonthly}
            />
            <AmountInput
              label={t('plansEditor.yearly')}
              currency={plan.currency}
              value={yearly}
              onChange={setYearly}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {PLAN_LIMIT_NAMES.map((name) => (
              <LimitField
                key={name}
                name={name}
                value={limits[name]}
                onChange={(value) => setLimits((before) => ({ ...before, [name]: value }))}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('reason.label')}
            description={t('plansEditor.reasonHint')}
            autosize
            minRows={1}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && !isReason(reason) ? t('reason.tooShort') : undefined}
          />
          {save.isError && <ErrorAlert error={save.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('plansEditor.save', { plan: plan.name })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function AdminPlansPage() {
  const { t } = useTranslation('admin');
  const plans = useQuery(plansQuery());
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('plansEditor.title')} subtitle={t('plansEditor.subtitle')} />
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {plans.isError ? (
        <LoadError error={plans.error} onRetry={() => plans.refetch()} />
      ) : !plans.data ? (
        <ListSkeleton rows={3} height={220} />
      ) : (
        plans.data.map((plan) => (
          <PlanForm
            key={`${plan.code}-${plan.monthly_price}-${plan.yearly_price}`}
            plan={plan}
            onDone={(text) => setNotice({ kind: 'success', text })}
          />
        ))
      )}
    </Stack>
  );
}
