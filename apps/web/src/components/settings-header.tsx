import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** The title of a settings page, with the way back to the settings overview. */
export function SettingsHeader({ title, subtitle }: { title: string; subtitle: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      back={{ to: '/apps/settings', label: t('backToSettings') }}
    />
  );
}
