import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('notFound.title')}
        </Title>
        {/* SPEC.md §8 wording, kept verbatim in every language. */}
        <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="not-found-path">
          Page Not Found: {pathname}
        </Code>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
