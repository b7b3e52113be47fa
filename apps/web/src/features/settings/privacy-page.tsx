/** /apps/settings/privacy: sessions, a download of all the user's data, deleting the account. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../cashbook/components/page-header';
import { DataExportCard } from './components/data-export-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { SessionsCard } from './components/sessions-card';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={t('privacy.title')}
        subtitle={t('privacy.subtitle')}
        back={{ to: '/apps/settings', label: t('backToSettings') }}
      />
      <SessionsCard />
      <DataExportCard />
      <DeleteAccountCard />
    </Stack>
  );
}
