/** An activity opened: who, when, from where, on which record, and the before/after of the change. */
import { Code, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Activity, describeDevice } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/relative-time';
import { useActivityText } from '../activity-text';
import { ChangeTable } from './change-table';

function Facts({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activities');
  const text = useActivityText();
  const time = useTimeFormat();
  const rows: [string, ReactNode][] = [
    [t('detail.when'), time.exact(activity.created_at)],
    [t('detail.who'), text.actor(activity)],
    [
      t('detail.action'),
      <>
        {text.known(activity.action) ? `${text.actionLabel(activity.action)} ` : ''}
        <Code>{activity.action}</Code>
      </>,
    ],
  ];
  if (activity.entity_type) {
    rows.push([
      t('detail.record'),
      <>
        {text.entityLabel(activity.entity_type)}
        {activity.entity_id && <Code ml={6}>{activity.entity_id}</Code>}
      </>,
    ]);
  }
  if (activity.ip) rows.push([t('detail.ip'), activity.ip]);
  if (activity.user_agent) {
    const device = describeDevice(activity.user_agent);
    rows.push([
      t('detail.device'),
      <>
        {device && <Text size="sm">{device}</Text>}
        <Text size="xs" c="dimmed">
          {activity.user_agent}
        </Text>
      </>,
    ]);
  }
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 96, sm: 140 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ActivityDetail({
  activity,
  onClose,
}: {
  activity: Activity | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('activities');
  const text = useActivityText();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={activity !== null}
      onClose={onClose}
      title={t('detail.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {activity && (
        <Stack gap="md">
          <Text fw={600}>{text.sentence(activity)}</Text>
          <Facts activity={activity} />
          <Title order={3} fz="md">
            {t('detail.changes')}
          </Title>
          <ChangeTable before={activity.before} after={activity.after} />
          {activity.meta != null && (
            <>
              <Title order={3} fz="md">
                {t('detail.meta')}
              </Title>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {JSON.stringify(activity.meta, null, 2)}
              </Code>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
