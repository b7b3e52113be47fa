/**
 * The business settings form: profile, region, invoices, tax rates, what invoices print and how
 * customers pay; saved with its version. Images (logo, QRIS) are saved on their own as chosen.
 */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { BusinessSettings } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsForm } from '../use-settings-form';
import { RegionFields } from './application-fields';
import { InvoiceFields, InvoicePrintFields } from './invoice-fields';
import { PaymentParts, ProfileParts, SaveActions } from './settings-form-parts';
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
  const state = useSettingsForm(settings, onReload);
  const { form, choices, choose, taxes, setTaxes, outcome, setOutcome } = state;
  return (
    <form
      onSubmit={state.onSubmit}
      // "Saved" sits in the bar kept in view: it goes with the next change, not to cover the form.
      onChange={() => outcome?.kind === 'saved' && setOutcome(null)}
      noValidate
    >
      <Stack gap="lg">
        <Section title={t('application.profile')}>
          <ProfileParts state={state} settings={settings} />
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
          <PaymentParts state={state} settings={settings} />
        </Section>
        <SaveActions state={state} label={t('application.save')} />
      </Stack>
    </form>
  );
}
