/**
 * /apps/notifications_clean: how many notifications there are, and the clean-up in three moves:
 * archive every read one, delete read ones older than 30 days, delete the archived ones.
 */
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationCleanupBody, NotificationFilter } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanUp } from '../../api/notifications.api';
import {
  afterInboxChange,
  COUNT_LIMIT,
  inboxCountQuery,
  unreadCountQuery,
} from '../../api/notifications.queries';
import { ConfirmModal } from '../../components/confirm-modal';
import { type Icon, IconArchive, IconClockHour4, IconTrash } from '../../components/icons';
import { Notice, type NoticeValue } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { INBOX_PATH } from './use-open-notification';

type Move = {
  key: 'archiveRead' | 'deleteOld' | 'deleteArchived';
  icon: Icon;
  body: NotificationCleanupBody;
};

const MOVES: Move[] = [
  { key: 'archiveRead', icon: IconArchive, body: { action: 'archive', scope: 'read' } },
  {
    key: 'deleteOld',
    icon: IconClockHour4,
    body: { action: 'delete', scope: 'read', older_than_days: 30 },
  },
  { key: 'deleteArchived', icon: IconTrash, body: { action: 'delete', scope: 'archived' } },
];

function Count({ status }: { status: NotificationFilter }) {
  const { t } = useTranslation('notifications');
  const unread = useQuery({ ...unreadCountQuery(), enabled: status === 'unread' });
  const listed = useQuery({ ...inboxCountQuery(status), enabled: status !== 'unread' });
  const value =
    status === 'unread'
      ? unread.data
      : listed.data && (listed.data.more ? `${COUNT_LIMIT}+` : listed.data.count);
  return (
    <Card withBorder radius="lg" padding="sm">
      <Text size="sm" c="dimmed">
        {t(`status.${status}`)}
      </Text>
      <Text fz={28} fw={700} aria-live="polite">
        {value ?? '…'}
      </Text>
    </Card>
  );
}

export function NotificationsCleanPage() {
  const { t } = useTranslation(['notifications', 'errors']);
  const client = useQueryClient();
  const [asking, setAsking] = useState<Move | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const run = useMutation({
    mutationFn: (move: Move) => cleanUp(move.body),
    onSuccess: async (counts, move) => {
      setAsking(null);
      setNotice({ kind: 'success', text: t(`clean.${move.key}.done`, { count: counts.count }) });
      await afterInboxChange(client, counts.unread_count);
    },
  });

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title={t('clean.title')}
        subtitle={t('clean.subtitle')}
        back={{ to: INBOX_PATH, label: t('title') }}
      />
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <SimpleGrid cols={3} spacing="sm" role="group" aria-label={t('clean.countsLabel')}>
        <Count status="unread" />
        <Count status="read" />
        <Count status="archived" />
      </SimpleGrid>
      <Stack gap="sm">
        {MOVES.map((move) => (
          <Card key={move.key} withBorder radius="lg" padding="md">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
                <move.icon size={22} stroke={1.6} aria-hidden="true" style={{ flex: 'none' }} />
                <Stack gap={2}>
                  <Title order={2} fz="md">
                    {t(`clean.${move.key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`clean.${move.key}.body`)}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="light"
                color={move.body.action === 'delete' ? 'red' : undefined}
                onClick={() => {
                  setNotice(null);
                  run.reset();
                  setAsking(move);
                }}
              >
                {t(`clean.${move.key}.action`)}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        title={asking ? t(`clean.${asking.key}.title`) : ''}
        body={asking ? t(`clean.${asking.key}.confirm`) : ''}
        confirmLabel={asking ? t(`clean.${asking.key}.action`) : ''}
        color={asking?.body.action === 'delete' ? 'red' : 'teal'}
        action={run}
        onConfirm={() => asking && run.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
