import { AppShell, Button, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { QueryProvider } from '../../components/query-provider';
import { isNavActive, useAppsNav } from '../../features/launcher/apps-navigation';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { fetchProfile } from '../../lib/auth';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { keepLastData, restoreLastData } from '../../lib/last-data';
import { AppsBottomBar } from './apps-bottom-bar';
import { BusinessSwitcher } from './business-switcher';
import { OfflineBanner } from './offline-banner';
import { UserMenu } from './user-menu';
import { VerifyEmailBanner } from './verify-email-banner';

/** A visitor's header on the one page they may open here (the sample dashboard): the way in. */
export function GuestActions() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" visibleFrom="xs">
        <LanguageSwitcher />
        <ColorSchemeToggle />
      </Group>
      <Button component={Link} to="/auth/login" variant="default" size="sm">
        {t('nav.login')}
      </Button>
      <Button component={Link} to="/auth/register" size="sm" visibleFrom="xs">
        {t('nav.register')}
      </Button>
    </Group>
  );
}

export function AppsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useAppsNav();
  // Only the sample dashboard (/apps/dashboard) is open to a visitor: no session, no API.
  const guest = !isLoggedIn(useAuth());
  // Before the first page renders: the last books and entries this device saw show at once while
  // fresh ones load (lib/last-data.ts).
  useState(() => {
    if (guest) return;
    restoreLastData();
    keepLastData();
  });

  // The stored user may be days old: fetch a fresh copy once per visit to the apps area.
  // The server's refusal clears the session (SPEC.md §4) and the auth guard sends the user to log
  // in; no signal or a failing server leaves it alone (lib/auth.ts).
  useEffect(() => {
    if (!guest) fetchProfile().catch(() => undefined);
  }, [guest]);

  if (guest) {
    return (
      <QueryProvider>
        <AppShell header={{ height: 60 }} padding={{ base: 'md', sm: 'lg' }}>
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Logo to="/" label={t('nav.home')} compact />
              <GuestActions />
            </Group>
          </AppShell.Header>
          <AppShell.Main>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </AppShell.Main>
        </AppShell>
      </QueryProvider>
    );
  }

  return (
    <QueryProvider>
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
              <BusinessSwitcher />
            </Group>
            <Group gap="xs" wrap="nowrap">
              <NotificationBell />
              {/* On a phone these two live in the user menu, so the business name has room. */}
              <Group gap="xs" wrap="nowrap" visibleFrom="xs">
                <LanguageSwitcher />
                <ColorSchemeToggle />
              </Group>
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" aria-label={t('apps.nav.label')}>
          <Stack gap={4}>
            {nav.map(({ to, key, icon: Icon }) => (
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
          <OfflineBanner />
          <VerifyEmailBanner />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>

        <AppShell.Footer hiddenFrom="sm" component="nav" aria-label={t('apps.nav.label')}>
          <AppsBottomBar />
        </AppShell.Footer>
      </AppShell>
    </QueryProvider>
  );
}
