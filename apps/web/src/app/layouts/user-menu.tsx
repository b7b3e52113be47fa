import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { logout } from '../../lib/auth';
import { useAuth } from '../../lib/auth-store';
import { initialsOf } from '../../lib/initials';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.full_name || user?.username || '';
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          {/* The initials are what people see; the hidden text says whose menu it is. */}
          <Avatar color="teal" radius="xl" size={34}>
            {initialsOf(name)}
          </Avatar>
          <VisuallyHidden>{t('apps.userMenu', { name })}</VisuallyHidden>
          <IconChevronDown size={14} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
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
