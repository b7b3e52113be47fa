/** A new notification as a toast: the type's icon and colour, title and body; clicking opens it. */
import { Notification as MantineNotification, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TYPE_STYLE } from '../notification-types';
import { notificationTarget } from '../use-open-notification';

type NotificationToastProps = {
  notification: Notification;
  onOpen?: (notification: Notification) => void;
  onClose?: () => void;
};

export function NotificationToast({ notification, onOpen, onClose }: NotificationToastProps) {
  const { t } = useTranslation('notifications');
  const { icon: Glyph, color } = TYPE_STYLE[notification.type];
  return (
    <MantineNotification
      color={color}
      icon={<Glyph size={20} stroke={1.7} aria-hidden="true" />}
      withBorder
      radius="md"
      style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      onClose={onClose}
      withCloseButton={Boolean(onClose)}
      closeButtonProps={{ 'aria-label': t('toast.close') }}
      title={
        <UnstyledButton
          component={Link}
          to={notificationTarget(notification)}
          onClick={() => onOpen?.(notification)}
          fw={700}
          fz="sm"
        >
          {notification.title}
        </UnstyledButton>
      }
      data-testid="notification-toast"
    >
      {/* Mantine's grey description is too faint to read (WCAG contrast): body text colour. */}
      <Text size="sm" lineClamp={3} c="var(--mantine-color-text)">
        {notification.body}
      </Text>
    </MantineNotification>
  );
}
