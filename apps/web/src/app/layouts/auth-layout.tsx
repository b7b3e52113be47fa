import { Anchor, Box, Center, Group, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box
      mih="100dvh"
      bg="var(--mantine-color-default)"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      {/* Phones get tighter margins: the sign-up form fits one 375 × 667 screen. */}
      <Group justify="space-between" px="md" py={{ base: 'xs', sm: 'md' }} wrap="nowrap">
        <Logo label={t('nav.home')} />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Center component="main" flex={1} px="md" pb={{ base: 'md', sm: 'xl' }}>
        <Stack w="100%" maw={440} gap="md">
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
          <Anchor component={Link} to="/" size="sm" c="dimmed" ta="center">
            {t('auth.backHome')}
          </Anchor>
        </Stack>
      </Center>
    </Box>
  );
}
