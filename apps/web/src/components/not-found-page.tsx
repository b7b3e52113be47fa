import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import classes from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = isLoggedIn(useAuth());
  return (
    // Plain Stack and Text (not Container and Code): this page is in the first script every page
    // loads, and the landing and login pages have a size budget (issue 13).
    <Stack maw={720} mx="auto" px="md" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('notFound.title')}
        </Title>
        {/* SPEC.md §8 wording and the same in Indonesian beneath, verbatim in every language. */}
        <Stack gap={4} align="center" data-testid="not-found-path">
          <Text component="code" ff="monospace" fz="sm" className={classes.path} lang="en">
            Page Not Found: {pathname}
          </Text>
          <Text component="code" ff="monospace" fz="sm" className={classes.path} lang="id">
            Halaman Tidak Ditemukan: {pathname}
          </Text>
        </Stack>
        <Text c="dimmed">{t(signedIn ? 'notFound.bodySignedIn' : 'notFound.body')}</Text>
        {signedIn ? (
          <Button component={Link} to="/dashboard">
            {t('notFound.dashboard')}
          </Button>
        ) : (
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
