/** The inbox's actions: a menu on each notification, and the bar for the chosen ones. */
import { ActionIcon, Button, Checkbox, Group, Menu, Paper, Text } from '@mantine/core';
import type { Notification, NotificationAction } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Icon,
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconMail,
  IconMailOpened,
  IconTrash,
} from '../../../components/icons';

const ICONS: Record<NotificationAction, Icon> = {
  read: IconMailOpened,
  unread: IconMail,
  archive: IconArchive,
  unarchive: IconArchiveOff,
  delete: IconTrash,
};

/** The actions that make sense for what is shown: no "archive" on archived ones, and so on. */
export function actionsFor(state: { read?: boolean; archived: boolean }): NotificationAction[] {
  const readActions: NotificationAction[] =
    state.read === undefined ? ['read', 'unread'] : [state.read ? 'unread' : 'read'];
  return [...readActions, state.archived ? 'unarchive' : 'archive', 'delete'];
}

export function ItemMenu({
  notification,
  onAction,
}: {
  notification: Notification;
  onAction: (action: NotificationAction) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('item.actions', { title: notification.title })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actionsFor(notification).map((action) => {
          const Glyph = ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'delete' ? 'red' : undefined}
              leftSection={<Glyph size={16} aria-hidden="true" />}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

type BulkBarProps = {
  selected: number;
  shown: number;
  archivedView: boolean;
  pending: boolean;
  onToggleAll: (all: boolean) => void;
  onAction: (action: NotificationAction) => void;
  /** Shown on the right while nothing is chosen. */
  idle?: ReactNode;
};

/** Sticks under the header while the list scrolls, so the actions stay in reach on a phone. */
export function BulkBar({
  selected,
  shown,
  archivedView,
  pending,
  onToggleAll,
  onAction,
  idle,
}: BulkBarProps) {
  const { t } = useTranslation('notifications');
  const all = shown > 0 && selected === shown;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      pos="sticky"
      top={68}
      style={{ zIndex: 2 }}
      role="toolbar"
      aria-label={t('bulk.label')}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Checkbox
            checked={all}
            indeterminate={selected > 0 && !all}
            disabled={shown === 0}
            onChange={(event) => onToggleAll(event.currentTarget.checked)}
            aria-label={t('bulk.selectAll')}
          />
          <Text size="sm" fw={500}>
            {selected > 0 ? t('bulk.selected', { count: selected }) : t('bulk.selectAll')}
          </Text>
        </Group>
        {selected === 0 && idle}
        {selected > 0 && (
          <Group gap={6} wrap="wrap">
            {actionsFor({ archived: archivedView }).map((action) => {
              const Glyph = ICONS[action];
              return (
                <Button
                  key={action}
                  size="compact-sm"
                  variant={action === 'delete' ? 'light' : 'default'}
                  color={action === 'delete' ? 'red' : undefined}
                  leftSection={<Glyph size={16} aria-hidden="true" />}
                  disabled={pending}
                  onClick={() => onAction(action)}
                >
                  {t(`actions.${action}`)}
                </Button>
              );
            })}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
