/**
 * The business settings form: profile, region, invoices, tax rates, what invoices print and how
 * customers pay; saved with its version. Images (logo, QRIS) are saved on their own as chosen.
 */
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { BusinessSettings } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import actionClasses from '../../../components/sticky-actions.module.css';
import { type SaveOutcome, useSettingsForm } from '../use-settings-form';
import { ProfileFields, RegionFields } from './application-fields';
import { BankFields } from './bank-fields';
import { BusinessImageField } from './business-image-field';
import { InvoiceFields, InvoicePrintFields } from './invoice-fields';
import { TaxRateFields } from './tax-rate-fields';

export function Section({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

export function ApplicationForm({
  settings,
  onReload,
}: {
  settings: BusinessSettings;
  /** Fetches the settings as they are now (after a conflict). */
  onReload: () => Promise<BusinessSettings | undefined>;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const { form, choices, choose, banks, setBanks, taxes, setTaxes, outcome, setOutcome, ...save } =
    useSettingsForm(settings, onReload);
  return (
    <form
      onSubmit={save.onSubmit}
      // "Saved" sits in the bar kept in view: it goes with the next change, not to cover the form.
      onChange={() => outcome?.kind === 'saved' && setOutcome(null)}
      noValidate
    >
      <Stack gap="lg">
        <Section title={t('application.profile')}>
          <BusinessImageField image="logo" settings={settings} canManage />
          <ProfileFields
            field={form.field}
            onAddress={(address) => form.setValues((current) => ({ ...current, address }))}
          />
        </Section>
        <Section title={t('application.region')}>
          <RegionFields choices={choices} onChange={choose} errors={form.errors} />
        </Section>
        <Section title={t('application.invoices')}>
          <InvoiceFields
            field={form.field}
            values={form.values}
            timezone={choices.timezone}
            choices={choices}
            onChoose={choose}
            taxes={taxes}
            errors={form.errors}
          />
        </Section>
        <Section title={t('application.taxRates')} hint={t('application.taxRatesHint')}>
          <TaxRateFields taxes={taxes} onChange={setTaxes} errors={form.errors} />
        </Section>
        <Section title={t('application.print')}>
          <InvoicePrintFields
            field={form.field}
            choices={choices}
            onChoose={choose}
            currency={choices.currency}
          />
        </Section>
        <Section title={t('application.bank')} hint={t('application.bankHint')}>
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
            {t('application.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** What the last save did; field errors the form has no field for are said here. */
export function SaveOutcomeAlert({
  outcome,
  unplaced,
  onReload,
}: {
  outcome: SaveOutcome;
  unplaced: (string | undefined)[];
  onReload: () => void;
}) {
  const { t } = useTranslation('settings');
  if (outcome?.kind === 'saved') {
    return <FormAlert kind="success">{t('application.saved')}</FormAlert>;
  }
  if (outcome?.kind === 'error') {
    return (
      <FormAlert kind="error">{[outcome.text, ...unplaced].filter(Boolean).join(' ')}</FormAlert>
    );
  }
  if (outcome?.kind === 'conflict') {
    return (
      <FormAlert kind="error" title={t('application.conflictTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('application.conflict')}</Text>
          <Button size="xs" variant="default" onClick={onReload}>
            {t('application.reload')}
          </Button>
        </Stack>
      </FormAlert>
    );
  }
  return null;
}
