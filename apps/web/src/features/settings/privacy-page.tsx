/** /apps/settings/privacy: sessions, a download of all the user's data, deleting the account. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsHeader } from '../../components/settings-header';
import { DataExportCard } from './components/data-export-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { SessionsCard } from './components/sessions-card';

export function PrivacySettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={760}>
      <SettingsHeader title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      <SessionsCard />
      <DataExportCard />
      <DeleteAccountCard />
    </Stack>
  );
}
