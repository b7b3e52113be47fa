import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Someone else saved the record meanwhile (409 VERSION_CONFLICT): say so, and offer a reload. */
export function ConflictAlert({ message, onReload }: { message: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onReload}>
          {t('common:reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
