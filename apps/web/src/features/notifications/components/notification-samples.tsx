/**
 * Every look a notification can have, drawn by the real components with realistic shop examples:
 * each type, the read states, the choosing checkbox, and the toasts.
 */
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '@usaha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseSection } from '../../../components/showcase';
import { showToast } from '../toasts';
import { NotificationItem } from './notification-item';
import { NotificationToast } from './notification-toast';

/** How long ago each example happened, in minutes: a day of a busy shop. */
const MINUTES_AGO: Record<NotificationType, number> = {
  payment_received: 2,
  invoice_paid: 35,
  import_finished: 90,
  recurring_invoice_made: 60 * 8,
  member_joined: 180,
  invoice_overdue: 60 * 20,
  debt_due: 60 * 26,
  role_changed: 60 * 50,
  invitation: 60 * 24 * 4,
  subscription_expiring: 60 * 24 * 9,
  plan_payment_confirmed: 60 * 24 * 12,
  plan_payment_rejected: 60 * 24 * 13,
  test: 1,
};

export function useSamples(): Record<NotificationType, Notification> {
  const { t } = useTranslation('notifications');
  return useMemo(() => {
    const now = Date.now();
    const entries = NOTIFICATION_TYPES.map((type): [NotificationType, Notification] => [
      type,
      {
        id: `sample-${type}`,
        type,
        title: t(`samples.${type}.title`),
        body: t(`samples.${type}.body`),
        link: null,
        read: false,
        archived: false,
        created_at: new Date(now - MINUTES_AGO[type] * 60_000).toISOString(),
      },
    ]);
    return Object.fromEntries(entries) as Record<NotificationType, Notification>;
  }, [t]);
}

export function TypeSamples({ samples }: { samples: Record<NotificationType, Notification> }) {
  const { t } = useTranslation('notifications');
  return (
    <ShowcaseSection title={t('demo.typesTitle')} hint={t('demo.typesHint')}>
      <Card withBorder radius="lg" p={4}>
        <Stack gap={2}>
          {NOTIFICATION_TYPES.map((type) => (
            <NotificationItem key={type} notification={samples[type]} />
          ))}
        </Stack>
      </Card>
    </ShowcaseSection>
  );
}

export function StateSamples({ sample }: { sample: Notification }) {
  const { t } = useTranslation('notifications');
  const [chosen, setChosen] = useState(true);
  const states: [string, Notification][] = [
    [t('demo.unread'), sample],
    [t('demo.read'), { ...sample, id: `${sample.id}-read`, read: true }],
    [t('demo.archived'), { ...sample, id: `${sample.id}-archived`, read: true, archived: true }],
  ];
  return (
    <ShowcaseSection title={t('demo.statesTitle')} hint={t('demo.statesHint')}>
      <Card withBorder radius="lg" p={4}>
        <Stack gap={6}>
          {states.map(([label, notification]) => (
            <Stack key={notification.id} gap={0}>
              <Text size="xs" fw={600} c="dimmed" px="sm" pt={4}>
                {label}
              </Text>
              <NotificationItem notification={notification} />
            </Stack>
          ))}
          <Text size="xs" fw={600} c="dimmed" px="sm" pt={4}>
            {t('demo.chosen')}
          </Text>
          <NotificationItem
            notification={{ ...sample, id: `${sample.id}-chosen` }}
            selected={chosen}
            onSelect={setChosen}
          />
          <Text size="xs" fw={600} c="dimmed" px="sm" pt={4}>
            {t('demo.compact')}
          </Text>
          <NotificationItem notification={{ ...sample, id: `${sample.id}-compact` }} compact />
        </Stack>
      </Card>
    </ShowcaseSection>
  );
}

const TOAST_TYPES: NotificationType[] = [
  'payment_received',
  'invoice_overdue',
  'debt_due',
  'member_joined',
];

export function ToastSamples({ samples }: { samples: Record<NotificationType, Notification> }) {
  const { t } = useTranslation('notifications');
  const [closed, setClosed] = useState<ReadonlySet<NotificationType>>(new Set());
  return (
    <ShowcaseSection title={t('demo.toastsTitle')} hint={t('demo.toastsHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TOAST_TYPES.filter((type) => !closed.has(type)).map((type) => (
          <NotificationToast
            key={type}
            notification={samples[type]}
            onClose={() => setClosed((current) => new Set([...current, type]))}
          />
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Button
          variant="default"
          onClick={() =>
            // Marked read: opening an example must not ask the API about a made-up id.
            showToast({ ...samples.payment_received, id: `sample-${Date.now()}`, read: true })
          }
        >
          {t('demo.showToast')}
        </Button>
        {closed.size > 0 && (
          <Button variant="subtle" onClick={() => setClosed(new Set())}>
            {t('demo.resetToasts')}
          </Button>
        )}
      </Group>
    </ShowcaseSection>
  );
}
