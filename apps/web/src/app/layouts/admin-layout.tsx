import { AppShell, Badge, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { QueryProvider } from '../../components/query-provider';
import { UserMenu } from './user-menu';

/** Staff area frame (DESIGN.md §6 Admin); its pages arrive with the admin issue. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'md', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Logo to="/dashboard" label={t('apps.nav.dashboard')} />
            <Badge color="grape" variant="light">
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
        <QueryProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </QueryProvider>
      </AppShell.Main>
    </AppShell>
  );
}
