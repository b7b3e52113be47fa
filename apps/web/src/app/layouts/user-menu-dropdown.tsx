import { Group, Menu, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { IconLock, IconLogout, IconUser } from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { logout } from '../../lib/auth';
import { useAuth } from '../../lib/auth-store';

/** The user menu itself, loaded with its first tap (user-menu.tsx), open at first. */
export function UserMenuDropdown({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.full_name || user?.username || '';
  return (
    <Menu defaultOpened position="bottom-end" width={240} shadow="md">
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user?.email}
          </Text>
        </Menu.Label>
        {/* The header shows these from the xs breakpoint; a phone finds them here. */}
        <Group hiddenFrom="xs" justify="space-between" px="sm" py={6} wrap="nowrap">
          <LanguageSwitcher size="sm" />
          <ColorSchemeToggle />
        </Group>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/apps/settings/profile"
          leftSection={<IconUser size={16} />}
        >
          {t('apps.nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/apps/settings/password"
          leftSection={<IconLock size={16} />}
        >
          {t('apps.nav.password')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('apps.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
