/**
 * The schedules of the recurring tab: the customer, each invoice's amount, the calendar in words,
 * the next date and the state (with why the scheduler paused it), and what may be done with it.
 */
import { ActionIcon, Badge, Menu, Paper, Stack, Table, Text } from '@mantine/core';
import type { RecurringInvoice, RecurringStatus } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconDots, IconPlayerPause, IconPlayerPlay, IconTrash } from '../../../components/icons';
import { MoneyText } from '../../../components/money-text';
import { ScrollRegion } from '../../../components/scroll-region';
import { useCan, useDateFormat } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import { intervalWords } from './recurring-words';

const STATUS_COLOR: Record<RecurringStatus, string> = {
  active: 'teal',
  paused: 'yellow',
  ended: 'gray',
};

export type RecurringRowActions = {
  onPause(schedule: RecurringInvoice): void;
  onResume(schedule: RecurringInvoice): void;
  onDelete(schedule: RecurringInvoice): void;
};

type Props = { schedules: RecurringInvoice[]; actions: RecurringRowActions };

function StatusCell({ schedule }: { schedule: RecurringInvoice }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLOR[schedule.status]} variant="light">
        {t(`recurring.statuses.${schedule.status}`)}
      </Badge>
      {schedule.pause_reason && (
        <Text size="xs" c="dimmed">
          {t(`recurring.pauseReasons.${schedule.pause_reason}`)}
        </Text>
      )}
    </Stack>
  );
}

function RowMenu({
  schedule,
  actions,
}: {
  schedule: RecurringInvoice;
  actions: RecurringRowActions;
}) {
  const { t } = useTranslation('invoices');
  const canManage = useCan('invoice.manage');
  const canDelete = useCan('invoice.delete');
  if (!canManage && !canDelete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('recurring.actions', { name: schedule.customer_name })}
        >
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canManage && schedule.status === 'active' && (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} aria-hidden="true" />}
            onClick={() => actions.onPause(schedule)}
          >
            {t('recurring.pause')}
          </Menu.Item>
        )}
        {canManage && schedule.status === 'paused' && (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            onClick={() => actions.onResume(schedule)}
          >
            {t('recurring.resume')}
          </Menu.Item>
        )}
        {canDelete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => actions.onDelete(schedule)}
          >
            {t('recurring.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function RecurringTable({ schedules, actions }: Props) {
  const { t } = useTranslation('invoices');
  const formatDate = useDateFormat();
  const locale = useMoneyLocale();
  return (
    <ScrollRegion label={t('recurring.label')} minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recurring.customer')}</Table.Th>
            <Table.Th>{t('recurring.schedule')}</Table.Th>
            <Table.Th w={130}>{t('recurring.nextDate')}</Table.Th>
            <Table.Th w={150}>{t('recurring.status')}</Table.Th>
            <Table.Th w={150} ta="right">
              {t('recurring.amount')}
            </Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedules.map((schedule) => (
            <Table.Tr key={schedule.id} data-testid="recurring-row">
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fw={600}>{schedule.customer_name}</Text>
                <Text size="xs" c="dimmed">
                  {t('recurring.made', { count: schedule.made_count })}
                </Text>
              </Table.Td>
              <Table.Td>{intervalWords(t, schedule, locale)}</Table.Td>
              <Table.Td>{schedule.next_date ? formatDate(schedule.next_date) : '—'}</Table.Td>
              <Table.Td>
                <StatusCell schedule={schedule} />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={schedule.total} currency={schedule.currency} fw={600} span />
              </Table.Td>
              <Table.Td>
                <RowMenu schedule={schedule} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

export function RecurringCards({ schedules, actions }: Props) {
  const { t } = useTranslation('invoices');
  const formatDate = useDateFormat();
  const locale = useMoneyLocale();
  return (
    <Stack gap="sm" component="ul" aria-label={t('recurring.label')} p={0} m={0}>
      {schedules.map((schedule) => (
        <Paper
          key={schedule.id}
          withBorder
          radius="lg"
          p="md"
          component="li"
          data-testid="recurring-card"
          style={{ listStyle: 'none' }}
        >
          <Stack gap={4}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {schedule.customer_name}
            </Text>
            <MoneyText amount={schedule.total} currency={schedule.currency} fw={600} />
            <Text size="sm">{intervalWords(t, schedule, locale)}</Text>
            <Text size="sm" c="dimmed">
              {t('recurring.nextDate')}: {schedule.next_date ? formatDate(schedule.next_date) : '—'}
            </Text>
            <StatusCell schedule={schedule} />
            <RowMenu schedule={schedule} actions={actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
