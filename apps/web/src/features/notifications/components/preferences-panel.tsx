/** Per type × channel (in the app, by email) switches; each change is saved at once. */
import { Card, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreference,
} from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { savePreferences } from '../../../api/notifications.api';
import { notificationKeys, preferencesQuery } from '../../../api/notifications.queries';
import { ErrorAlert } from '../../../components/error-alert';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import { NotificationIcon } from './notification-icon';

const CHANNEL_KEY: Record<NotificationChannel, string> = {
  in_app: 'preferences.inApp',
  email: 'preferences.email',
};

export function PreferencesPanel() {
  const { t } = useTranslation(['notifications', 'errors']);
  const client = useQueryClient();
  const preferences = useQuery(preferencesQuery());
  const save = useMutation({
    mutationFn: (change: NotificationPreference) => savePreferences([change]),
    // The switch moves at once; a failure puts it back.
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: notificationKeys.preferences });
      const before = client.getQueryData<NotificationPreference[]>(notificationKeys.preferences);
      client.setQueryData<NotificationPreference[]>(notificationKeys.preferences, (list) =>
        list?.map((item) => (item.type === change.type ? change : item)),
      );
      return { before };
    },
    onError: (_error, _change, context) =>
      client.setQueryData(notificationKeys.preferences, context?.before),
    onSuccess: (all) => client.setQueryData(notificationKeys.preferences, all),
  });

  if (preferences.isPending) return <ListSkeleton rows={4} height={48} />;
  if (preferences.isError) {
    return <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />;
  }

  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t('preferences.subtitle')}
      </Text>
      {save.isError && <ErrorAlert error={save.error} />}
      <Text size="sm" c="teal" role="status" aria-live="polite" mih={20}>
        {save.isSuccess ? t('preferences.saved') : ''}
      </Text>
      <Card withBorder radius="lg" p={0}>
        <Table verticalSpacing="sm" horizontalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('preferences.type')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center" w={88}>
                  {t(CHANNEL_KEY[channel])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preferences.data.map((preference) => (
              <Table.Tr key={preference.type}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <NotificationIcon type={preference.type} size={30} />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600}>
                        {t(`types.${preference.type}`)}
                      </Text>
                      <Text size="xs" c="dimmed" visibleFrom="xs">
                        {t(`typeHints.${preference.type}`)}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Switch
                        checked={preference[channel]}
                        onChange={(event) =>
                          save.mutate({ ...preference, [channel]: event.currentTarget.checked })
                        }
                        aria-label={t('preferences.toggle', {
                          channel: t(CHANNEL_KEY[channel]),
                          type: t(`types.${preference.type}`),
                        })}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
