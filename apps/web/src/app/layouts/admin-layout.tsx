import { AppShell, Badge, Button, Group, ScrollArea } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import {
  IconArrowLeft,
  IconChartBar,
  IconHistory,
  IconMessageCircle,
  IconReceipt2,
  IconTags,
  IconUsersGroup,
} from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { QueryProvider } from '../../components/query-provider';
import { UserMenu } from './user-menu';

/** The admin area's own navigation: its pages side by side, scrolling sideways on a phone. */
function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const pages = [
    { to: '/admin', label: t('nav.overview'), icon: IconChartBar },
    { to: '/admin/subscriptions', label: t('nav.subscriptions'), icon: IconReceipt2 },
    { to: '/admin/plans', label: t('nav.plans'), icon: IconTags },
    { to: '/admin/staff', label: t('nav.staff'), icon: IconUsersGroup },
    { to: '/admin/testimonials', label: t('nav.testimonials'), icon: IconMessageCircle },
    { to: '/admin/audit', label: t('nav.audit'), icon: IconHistory },
  ];
  return (
    <ScrollArea type="never" mb="md">
      <Group component="nav" aria-label={t('nav.label')} gap="xs" wrap="nowrap">
        {pages.map((page) => {
          const current = pathname === page.to;
          return (
            <Button
              key={page.to}
              component={Link}
              to={page.to}
              size="sm"
              variant={current ? 'light' : 'subtle'}
              color={current ? 'grape' : 'gray'}
              leftSection={<page.icon size={16} />}
              aria-current={current ? 'page' : undefined}
              style={{ flex: 'none' }}
            >
              {page.label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

/** Staff area frame (DESIGN.md §6 Admin): the admin header, its own navigation, the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'md', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Logo to="/dashboard" label={t('apps.nav.dashboard')} compact />
            <Badge color="grape" variant="light" style={{ flex: 'none' }}>
              {t('admin.badge')}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to="/dashboard"
              variant="subtle"
              size="xs"
              leftSection={<IconArrowLeft size={14} />}
              visibleFrom="sm"
            >
              {t('admin.backToApp')}
            </Button>
            <LanguageSwitcher />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <AdminNav />
        <QueryProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </QueryProvider>
      </AppShell.Main>
    </AppShell>
  );
}
