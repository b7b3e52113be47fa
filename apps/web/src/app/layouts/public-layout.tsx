import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { StaticColorSchemeToggle } from '../../components/static-color-scheme-toggle';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { useStaticPage } from '../../lib/static-page';
import { PublicFooter } from './public-footer';
import classes from './public-layout.module.css';

const MENU_ID = 'public-menu';

const NAV = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/blog', key: 'nav.blog', end: false },
  { to: '/faq', key: 'nav.faq', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

function AccountButtons({
  fullWidth = false,
  onNavigate,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const onServer = useStaticPage();
  const dashboard = (
    <Button component={Link} to="/dashboard" fullWidth={fullWidth} onClick={onNavigate}>
      {t('nav.dashboard')}
    </Button>
  );
  if (onServer) {
    // The server cannot know the visitor: both, and the page's script shows the right one.
    return (
      <>
        <span data-signed-in hidden className={classes.contents}>
          {dashboard}
        </span>
        <span data-signed-out className={classes.contents}>
          <GuestButtons fullWidth={fullWidth} />
        </span>
      </>
    );
  }
  if (isLoggedIn(auth)) return dashboard;
  return <GuestButtons fullWidth={fullWidth} onNavigate={onNavigate} />;
}

function GuestButtons({
  fullWidth = false,
  onNavigate,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={Link}
        to="/auth/login"
        variant="default"
        fullWidth={fullWidth}
        onClick={onNavigate}
      >
        {t('nav.login')}
      </Button>
      <Button component={Link} to="/auth/register" fullWidth={fullWidth} onClick={onNavigate}>
        {t('nav.register')}
      </Button>
    </>
  );
}

export function PublicLayout() {
  const { t } = useTranslation();
  const onServer = useStaticPage();
  const [opened, { toggle, close }] = useDisclosure(false);

  const links = NAV.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.end} className={classes.link} onClick={close}>
      {t(item.key)}
    </NavLink>
  ));

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Logo label={t('nav.home')} />
              <Group component="nav" gap={4} visibleFrom="sm" aria-label={t('nav.main')}>
                {links}
              </Group>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher />
              {onServer ? <StaticColorSchemeToggle /> : <ColorSchemeToggle />}
              <Group gap="xs" visibleFrom="sm" wrap="nowrap">
                <AccountButtons />
              </Group>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
                aria-expanded={opened}
                aria-controls={MENU_ID}
                data-menu-toggle
                data-label-open={t('nav.openMenu')}
                data-label-close={t('nav.closeMenu')}
              />
            </Group>
          </Group>
        </Container>
      </Box>
      <Stack
        component="nav"
        id={MENU_ID}
        hidden={!opened}
        hiddenFrom="sm"
        className={classes.mobileMenu}
        gap={4}
        aria-label={t('nav.main')}
      >
        {links}
        <Stack gap="xs" mt="sm">
          <AccountButtons fullWidth onNavigate={close} />
        </Stack>
      </Stack>
      <Box component="main" className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter />
    </Box>
  );
}
