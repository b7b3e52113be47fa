import { AppShell, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { fetchProfile } from '../../lib/auth';
import { useAuth } from '../../lib/auth-store';
import { QueryProvider } from '../query-provider';
import { AppsBottomBar } from './apps-bottom-bar';
import { APPS_NAV, isNavActive } from './apps-navigation';
import { UserMenu } from './user-menu';

export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();

  // The stored user may be days old: fetch a fresh copy once per visit to the apps area.
  // A failure clears the session (SPEC.md §4) and the auth guard sends the user to log in.
  useEffect(() => {
    fetchProfile().catch(() => undefined);
  }, []);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: 64, sm: 0 } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Logo to="/dashboard" label={t('apps.nav.dashboard')} compact />
            <Text
              size="sm"
              fw={500}
              c="dimmed"
              truncate
              maw={{ base: 110, sm: 260 }}
              data-testid="business-name"
            >
              {user?.business?.name}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('apps.nav.label')}>
        <Stack gap={4}>
          {APPS_NAV.map(({ to, key, icon: Icon }) => (
            <MantineNavLink
              key={to}
              component={NavLink}
              to={to}
              label={t(key)}
              active={isNavActive(pathname, to)}
              leftSection={<Icon size={18} stroke={1.6} />}
            />
          ))}
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main>
        <QueryProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </QueryProvider>
      </AppShell.Main>

      <AppShell.Footer hiddenFrom="sm" component="nav" aria-label={t('apps.nav.label')}>
        <AppsBottomBar />
      </AppShell.Footer>
    </AppShell>
  );
}
