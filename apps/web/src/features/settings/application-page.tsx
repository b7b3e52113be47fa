/**
 * /apps/settings/application: the business profile and the defaults of its books and invoices.
 * Every member may read them (business.view); only settings.manage gets the form.
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applicationQuery } from '../../api/business-settings.queries';
import { IconLock } from '../../components/icons';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { SettingsHeader } from '../../components/settings-header';
import { useCan } from '../../lib/business';
import { ApplicationForm } from './components/application-form';
import { ApplicationSummary } from './components/application-summary';

export function ApplicationSettingsPage() {
  const { t } = useTranslation('settings');
  const canManage = useCan('settings.manage');
  const canView = useCan('business.view') || canManage;
  const settings = useQuery({ ...applicationQuery(), enabled: canView });

  return (
    <Stack gap="lg" maw={880}>
      <SettingsHeader
        title={t('application.title')}
        subtitle={canManage ? t('application.subtitle') : t('application.subtitleReadOnly')}
      />
      {!canView && (
        <EmptyState icon={IconLock} title={t('noAccess.title')} body={t('noAccess.body')} />
      )}
      {canView && settings.isPending && <ListSkeleton rows={3} height={160} />}
      {settings.isError && (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data &&
        (canManage ? (
          <ApplicationForm
            settings={settings.data}
            onReload={async () => (await settings.refetch()).data}
          />
        ) : (
          <ApplicationSummary settings={settings.data} />
        ))}
    </Stack>
  );
}
