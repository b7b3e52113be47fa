/** The header's user menu: the user's initials, and the menu (loaded with its first tap). */
import { Avatar, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../components/icons';
import { OpenOnTap } from '../../components/open-on-tap';
import { useAuth } from '../../lib/auth-store';
import { initialsOf } from '../../lib/initials';

const UserMenuDropdown = lazy(() =>
  import('./user-menu-dropdown').then((module) => ({ default: module.UserMenuDropdown })),
);

/** The menu's button: the user's initials, with whose menu it is for screen readers. */
export function userMenuTrigger({ name, label }: { name: string; label: string }) {
  return (
    <UnstyledButton style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      {/* The initials are what people see; the hidden text says whose menu it is. */}
      <Avatar color="teal" radius="xl" size={34}>
        {initialsOf(name)}
      </Avatar>
      <VisuallyHidden>{label}</VisuallyHidden>
      <IconChevronDown size={14} aria-hidden="true" />
    </UnstyledButton>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.full_name || user?.username || '';
  const trigger = userMenuTrigger({ name, label: t('apps.userMenu', { name }) });
  return (
    <OpenOnTap trigger={trigger} popup="menu">
      <UserMenuDropdown trigger={trigger} />
    </OpenOnTap>
  );
}
