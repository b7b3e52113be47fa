/**
 * /apps/settings/setup: the first-run step of the checklist. What customers need of the business
 * (its name, address and phone, logo) and how they pay it (bank accounts, QRIS), on one page;
 * saved, it goes on to the dashboard. The whole form stays at /apps/settings/application.
 */
import { Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { BusinessSettings } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applicationQuery } from '../../api/business-settings.queries';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import actionClasses from '../../components/sticky-actions.module.css';
import { useCan } from '../../lib/business';
import { ProfileFields } from './components/application-fields';
import { SaveOutcomeAlert, Section } from './components/application-form';
import { BankFields } from './components/bank-fields';
import { BusinessImageField } from './components/business-image-field';
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
  const { form, banks, setBanks, outcome, ...save } = useSettingsForm(settings, onReload, {
    bankRow: true,
    onSaved: () => navigate('/dashboard'),
  });
  return (
    <form onSubmit={save.onSubmit} noValidate>
      <Stack gap="lg">
        <Section title={t('setup.business')} hint={t('setup.businessHint')}>
          <BusinessImageField image="logo" settings={settings} canManage />
          <ProfileFields
            field={form.field}
            onAddress={(address) => form.setValues((current) => ({ ...current, address }))}
          />
        </Section>
        <Section title={t('setup.payment')} hint={t('setup.paymentHint')}>
          <BankFields banks={banks} onChange={setBanks} errors={form.errors} />
          <BusinessImageField image="qris" settings={settings} canManage />
        </Section>
        <Stack gap="xs" className={actionClasses.actions} ref={save.actions}>
          <SaveOutcomeAlert
            outcome={outcome}
            unplaced={save.unplaced ? Object.values(form.errors) : []}
            onReload={() => void save.reload()}
          />
          <Button type="submit" loading={save.saving} style={{ alignSelf: 'flex-end' }}>
            {t('setup.save')}
          </Button>
        </Stack>
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
