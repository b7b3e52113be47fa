import { Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={64} role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Stack>
  );
}
