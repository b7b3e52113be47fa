import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Stack mih="100dvh" p="md" align="center" justify="center">
      <Stack align="center" gap="md" ta="center" maw={480}>
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          500
        </Text>
        {/* SPEC.md §2 wording, kept verbatim in every language. */}
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          Internal Server Error
        </Title>
        <Text c="dimmed">{t('serverError.body')}</Text>
        {/* A full page load: the error may come from a stale build. */}
        <Button component="a" href="/">
          {t('serverError.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
