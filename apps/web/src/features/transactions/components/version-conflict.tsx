/** Someone else saved the entry first: say so and offer to start again from their version. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconRefresh } from '../../../components/icons';

export function VersionConflict({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('transactions');
  return (
    <Alert color="yellow" variant="light" title={t('form.conflictTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('form.conflictBody')}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={onReload}
        >
          {t('common:reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
