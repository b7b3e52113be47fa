/**
 * The header's bell: the live unread count, a popover with the latest notifications (loaded with
 * the first tap), and the toasts of new ones. It holds the tab's live connection while it is on
 * screen.
 */
import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from '../../api/notifications.queries';
import { IconBell } from '../../components/icons';
import { OpenOnTap } from '../../components/open-on-tap';
import { hasPermission, useAuth } from '../../lib/auth-store';
import { ToastViewport } from './components/toast-viewport';
import { useLiveNotifications } from './live';

// The popover and its list load with the bell's first tap (components/open-on-tap.tsx).
const BellPopover = lazy(() =>
  import('./components/bell-popover').then((module) => ({ default: module.BellPopover })),
);

/** The count as the badge shows it: over 99 it reads 99+. */
const MAX_SHOWN = 99;

/** The bell's name: its unread count as the badge shows it, so what is seen is what is read. */
export function bellLabel(t: TFunction, count: number): string {
  if (count === 0) return t('bell.label');
  return t('bell.labelUnread', { count, shown: count > MAX_SHOWN ? `${MAX_SHOWN}+` : count });
}

/** The bell's button with its unread count; /test-header draws it too. */
export function bellTrigger({ count, label }: { count: number; label: string }) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      // The count's badge sits on the edge of the round button.
      style={{ overflow: 'visible' }}
    >
      <Indicator
        label={count}
        maxValue={MAX_SHOWN}
        disabled={count === 0}
        size={16}
        offset={2}
        color="red"
        zIndex={1}
      >
        <IconBell size={20} stroke={1.6} aria-hidden="true" />
      </Indicator>
    </ActionIcon>
  );
}

function Bell() {
  const { t } = useTranslation('notifications');
  useLiveNotifications();
  const count = useQuery(unreadCountQuery()).data ?? 0;
  const label = bellLabel(t, count);

  const trigger = bellTrigger({ count, label });

  return (
    <>
      <OpenOnTap trigger={trigger} popup="dialog">
        <BellPopover trigger={trigger} />
      </OpenOnTap>
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
