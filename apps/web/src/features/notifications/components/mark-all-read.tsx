/** "Mark all as read": one call, then the count and every inbox view follow. */
import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { markAllRead } from '../../../api/notifications.api';
import { afterInboxChange, unreadCountQuery } from '../../../api/notifications.queries';
import { IconChecks } from '../../../components/icons';
import { errorMessage } from '../../../lib/error-message';

export function MarkAllRead() {
  const { t } = useTranslation(['notifications', 'errors']);
  const client = useQueryClient();
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: (counts) => {
      return afterInboxChange(client, counts.unread_count);
    },
  });
  return (
    <Group gap="xs" wrap="nowrap">
      {readAll.isError && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(t, readAll.error)}
        </Text>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconChecks size={16} aria-hidden="true" />}
        disabled={unread === 0}
        loading={readAll.isPending}
        onClick={() => readAll.mutate()}
      >
        {t('bell.markAll')}
      </Button>
    </Group>
  );
}
