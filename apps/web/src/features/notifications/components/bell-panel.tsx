/** The bell's popover: the latest few notifications, "mark all read" and the way to the inbox. */
import { Button, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { latestQuery } from '../../../api/notifications.queries';
import { errorMessage } from '../../../lib/error-message';
import { INBOX_PATH, useMarkOpened } from '../use-open-notification';
import { MarkAllRead } from './mark-all-read';
import { NotificationItem } from './notification-item';

export function BellPanel({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation(['notifications', 'errors']);
  const latest = useQuery(latestQuery());
  const markOpened = useMarkOpened();
  const items = latest.data?.data ?? [];

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="sm" py={8} wrap="nowrap">
        <Text fw={700}>{t('bell.heading')}</Text>
        <MarkAllRead />
      </Group>
      <Divider />
      <ScrollArea.Autosize mah="min(420px, 60dvh)" type="auto">
        <Stack gap={2} p={4}>
          {latest.isPending && (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label={t('common:loading')} />
            </Group>
          )}
          {latest.isError && (
            <Text size="sm" c="red" p="sm" role="alert">
              {errorMessage(t, latest.error)}
            </Text>
          )}
          {latest.isSuccess && items.length === 0 && (
            <Text size="sm" c="dimmed" p="md" ta="center">
              {t('bell.empty')}
            </Text>
          )}
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              compact
              onOpen={(opened) => {
                markOpened(opened);
                onLeave();
              }}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      <Button component={Link} to={INBOX_PATH} variant="subtle" radius={0} onClick={onLeave}>
        {t('bell.viewAll')}
      </Button>
    </Stack>
  );
}
