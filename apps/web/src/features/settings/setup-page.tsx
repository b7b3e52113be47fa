/**
 * /apps/settings/setup: the first-run step of the checklist. What customers need of the business
 * (its name, address and phone, logo) and how they pay it (bank accounts, QRIS), on one page;
 * saved, it goes on to the dashboard. The whole form stays at /apps/settings/application.
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BusinessSettings } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applicationQuery } from '../../api/business-settings.queries';
import { IconLock } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import { Section } from './components/application-form';
import { PaymentParts, ProfileParts, SaveActions } from './components/settings-form-parts';
import { useSettingsForm } from './use-settings-form';

function SetupForm({
  settings,
  onReload,
}: {
  settings: BusinessSettings;
  onReload: () => Promise<BusinessSettings | undefined>;
}) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const state = useSettingsForm(settings, onReload, {
    bankRow: true,
    onSaved: () => navigate('/dashboard'),
  });
  return (
    <form onSubmit={state.onSubmit} noValidate>
      <Stack gap="lg">
        <Section title={t('setup.business')} hint={t('setup.businessHint')}>
          <ProfileParts state={state} settings={settings} />
        </Section>
        <Section title={t('setup.payment')} hint={t('setup.paymentHint')}>
          <PaymentParts state={state} settings={settings} />
        </Section>
        <SaveActions state={state} label={t('setup.save')} />
      </Stack>
    </form>
  );
}

export function SetupPage() {
  const { t } = useTranslation('settings');
  const canManage = useCan('settings.manage');
  const settings = useQuery({ ...applicationQuery(), enabled: canManage });
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title={t('setup.title')}
        subtitle={t('setup.subtitle')}
        back={{ to: '/dashboard', label: t('setup.back') }}
      />
      {!canManage && (
        <EmptyState icon={IconLock} title={t('noAccess.title')} body={t('noAccess.body')} />
      )}
      {canManage && settings.isPending && <ListSkeleton rows={3} height={160} />}
      {settings.isError && (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && (
        <SetupForm
          settings={settings.data}
          onReload={async () => (await settings.refetch()).data}
        />
      )}
    </Stack>
  );
}
