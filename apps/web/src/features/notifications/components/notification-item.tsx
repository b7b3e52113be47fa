/** One notification in a list: type icon and colour, title (opens it), body, when, unread dot. */
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Notification } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeFormat } from '../../../lib/relative-time';
import { notificationTarget } from '../use-open-notification';
import { NotificationIcon } from './notification-icon';
import classes from './notification-item.module.css';

type NotificationItemProps = {
  notification: Notification;
  /** Called when the user opens it (before the link is followed). */
  onOpen?: (notification: Notification) => void;
  /** With these, the row has a checkbox for bulk actions. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** Controls at the end of the row (a menu). */
  actions?: ReactNode;
  /** One line of body, a smaller icon: the bell and the compact list. */
  compact?: boolean;
};

export function NotificationItem({
  notification,
  onOpen,
  selected,
  onSelect,
  actions,
  compact = false,
}: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const time = useTimeFormat();
  const { title, body, read, archived, type, created_at } = notification;
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      className={classes.item}
      data-unread={!read || undefined}
      data-testid="notification-item"
    >
      {onSelect && (
        <Checkbox
          className={classes.above}
          mt={compact ? 2 : 8}
          checked={selected ?? false}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t('item.select', { title })}
        />
      )}
      <NotificationIcon type={type} size={compact ? 30 : 38} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text
          component={Link}
          to={notificationTarget(notification)}
          onClick={() => onOpen?.(notification)}
          className={classes.open}
          size="sm"
          fw={read ? 500 : 700}
          lineClamp={2}
        >
          {title}
        </Text>
        {body && (
          <Text size="sm" c="dimmed" lineClamp={compact ? 1 : 3} className={classes.body}>
            {body}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            <time dateTime={created_at} title={time.exact(created_at)}>
              {time.relative(created_at)}
            </time>
            {` · ${t(`types.${type}`)}`}
          </Text>
          {archived && (
            <Badge size="xs" variant="default">
              {t('item.archived')}
            </Badge>
          )}
        </Group>
      </Stack>
      {!read && <span className={classes.dot} role="img" aria-label={t('item.unread')} />}
      {actions && <div className={classes.above}>{actions}</div>}
    </Group>
  );
}
