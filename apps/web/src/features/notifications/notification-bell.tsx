/**
 * The header's bell: the live unread count, a popover with the latest notifications, and the
 * toasts of new ones. It holds the tab's live connection while it is on screen.
 */
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from '../../api/notifications.queries';
import { hasPermission, useAuth } from '../../lib/auth-store';
import { BellPanel } from './components/bell-panel';
import { ToastViewport } from './components/toast-viewport';
import { useLiveNotifications } from './live';

function Bell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  useLiveNotifications();
  const count = useQuery(unreadCountQuery()).data ?? 0;
  const label = count > 0 ? t('bell.labelUnread', { count }) : t('bell.label');

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        radius="md"
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={label}
            aria-expanded={opened}
            onClick={() => setOpened((open) => !open)}
            // The count's badge sits on the edge of the round button.
            style={{ overflow: 'visible' }}
          >
            <Indicator
              label={count}
              maxValue={99}
              disabled={count === 0}
              size={16}
              offset={2}
              color="red"
              zIndex={1}
            >
              <IconBell size={20} stroke={1.6} aria-hidden="true" />
            </Indicator>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          {opened && <BellPanel onLeave={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
      <ToastViewport />
    </>
  );
}

/** A still bell while the bell's words load, so the header does not jump. */
function BellPlaceholder() {
  return (
    <ActionIcon variant="default" size="lg" radius="xl" disabled aria-hidden="true" tabIndex={-1}>
      <IconBell size={20} stroke={1.6} />
    </ActionIcon>
  );
}

export function NotificationBell() {
  // Every role reads its notifications; a user without a business has none to read.
  const allowed = hasPermission('notification.view', useAuth());
  if (!allowed) return null;
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <Bell />
    </Suspense>
  );
}
