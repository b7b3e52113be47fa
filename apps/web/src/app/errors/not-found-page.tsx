import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isLoggedIn, useAuth } from '../../lib/auth-store';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = isLoggedIn(useAuth());
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('notFound.title')}
        </Title>
        {/* SPEC.md §8 wording and the same in Indonesian beneath, verbatim in every language. */}
        <Stack gap={4} align="center" data-testid="not-found-path">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} lang="en">
            Page Not Found: {pathname}
          </Code>
          <Code fz="sm" style={{ wordBreak: 'break-all' }} lang="id">
            Halaman Tidak Ditemukan: {pathname}
          </Code>
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
    </Container>
  );
}
