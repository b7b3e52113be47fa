/** The plan in effect, its status and what the business uses of each limit, as bars. */
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { PlanUsage, Subscription } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUS_COLORS as STATUS_COLORS } from '../../../components/subscription-status-colors';
import { useInstantDay } from '../../../lib/business';

function UsageBar({ usage }: { usage: PlanUsage }) {
  const { t } = useTranslation('settings');
  const full = usage.max !== null && usage.used >= usage.max;
  const share = usage.max === null ? 0 : Math.min(100, (usage.used / Math.max(usage.max, 1)) * 100);
  const label = t(`subscription.limits.${usage.limit}`);
  return (
    <Stack gap={4} data-testid="usage">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} c={full ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {usage.max === null
            ? t('subscription.usedUnlimited', { used: usage.used })
            : t('subscription.usedOf', { used: usage.used, max: usage.max })}
        </Text>
      </Group>
      {usage.max !== null && (
        <Progress
          value={share}
          color={full ? 'red' : share >= 80 ? 'orange' : 'teal'}
          size="md"
          radius="xl"
          aria-label={label}
        />
      )}
      {full && (
        <Text size="xs" c="red">
          {t('subscription.full')}
        </Text>
      )}
    </Stack>
  );
}

/** What the status means for the owner, in one line. */
function StatusLine({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('settings');
  const day = useInstantDay();
  const { status, current_period_end: end } = subscription;
  if (status === 'trialing') {
    return t('subscription.trialLeft', {
      count: subscription.trial_days_left ?? 0,
      plan: subscription.plan.name,
    });
  }
  if (status === 'past_due' && subscription.grace_ends_at) {
    return t('subscription.pastDue', { date: day(subscription.grace_ends_at) });
  }
  if (status === 'active' && end) {
    return subscription.cancel_at_period_end
      ? t('subscription.endsOn', { date: day(end) })
      : t('subscription.renewsOn', { date: day(end) });
  }
  if (status === 'expired' || status === 'canceled') return t(`subscription.ended.${status}`);
  return t('subscription.free');
}

export function PlanUsageCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('settings');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz="lg">
            {t('subscription.planName', { plan: subscription.plan.name })}
          </Title>
          <Badge color={STATUS_COLORS[subscription.status]} variant="light" radius="sm">
            {t(`subscription.status.${subscription.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" data-testid="subscription-status">
          <StatusLine subscription={subscription} />
        </Text>
        <Stack gap="sm">
          {subscription.usage.map((usage) => (
            <UsageBar key={usage.limit} usage={usage} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
