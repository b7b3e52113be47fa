/**
 * The business settings form: profile, region, invoices, tax rates, what invoices print and how
 * customers pay; saved with its version. Images (logo, QRIS) are saved on their own as chosen.
 */
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AppError, type BusinessSettings, updateBusinessSettingsBodySchema } from '@usaha/shared';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateApplicationSettings } from '../../../api/business-settings.api';
import { businessSettingsKeys } from '../../../api/business-settings.queries';
import { FormAlert } from '../../../components/form-alert';
import actionClasses from '../../../components/sticky-actions.module.css';
import { fetchProfile } from '../../../lib/auth';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useMoneyLocale } from '../../../lib/locale';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { useFormFields } from '../../../lib/use-form-fields';
import { validateFields } from '../../../lib/validate';
import {
  type BankRow,
  bankRows,
  byFormField,
  type ChoiceValues,
  choiceValues,
  formField,
  invalidKey,
  type TextField,
  textValues,
  toBody,
} from '../application-values';
import { type TaxRow, taxRows } from '../tax-rate-values';
import { ProfileFields, RegionFields } from './application-fields';
import { BankFields } from './bank-fields';
import { BusinessImageField } from './business-image-field';
import { InvoiceFields, InvoicePrintFields } from './invoice-fields';
import { TaxRateFields } from './tax-rate-fields';

type Outcome = { kind: 'saved' } | { kind: 'conflict' } | { kind: 'error'; text: string } | null;

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
  const locale = useMoneyLocale();
  const client = useQueryClient();
  const form = useFormFields<TextField>(textValues(settings));
  const [choices, setChoices] = useState<ChoiceValues>(choiceValues(settings));
  const [banks, setBanks] = useState<BankRow[]>(bankRows(settings));
  const [taxes, setTaxes] = useState<TaxRow[]>(taxRows(settings.tax_rates, locale));
  // The version the values on screen were read at: a newer one on the server is a conflict.
  const [version, setVersion] = useState(settings.version);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  // Brings the first field in error into view; true when the server named none the form shows.
  const unplaced = useErrorFocus(actions, form.errors, null);
  const choose = (next: Partial<ChoiceValues>) =>
    setChoices((current) => ({ ...current, ...next }));

  async function reload() {
    const fresh = await onReload();
    if (!fresh) return;
    form.setValues(textValues(fresh));
    form.setErrors({});
    setChoices(choiceValues(fresh));
    setBanks(bankRows(fresh));
    setTaxes(taxRows(fresh.tax_rates, locale));
    setVersion(fresh.version);
    setOutcome(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toBody(version, { text: form.values, choices, banks, taxes });
    const schema = updateBusinessSettingsBodySchema;
    const invalid = validateFields(schema, body, t, invalidKey, formField);
    form.setErrors(invalid);
    setOutcome(null);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    try {
      const saved = await updateApplicationSettings(body);
      client.setQueryData(businessSettingsKeys.application, saved);
      setVersion(saved.version);
      setOutcome({ kind: 'saved' });
      // The header and every page read the business's name and currency from the profile.
      await fetchProfile().catch(() => undefined);
    } catch (error) {
      form.setErrors(byFormField(fieldErrors(t, error)));
      const conflict = error instanceof AppError && error.code === 'VERSION_CONFLICT';
      setOutcome(conflict ? { kind: 'conflict' } : { kind: 'error', text: errorMessage(t, error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
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
        <Stack gap="xs" className={actionClasses.actions} ref={actions}>
          <SaveOutcome
            outcome={outcome}
            unplaced={unplaced ? Object.values(form.errors) : []}
            onReload={() => void reload()}
          />
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
            {t('application.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** What the last save did; field errors the form has no field for are said here. */
function SaveOutcome({
  outcome,
  unplaced,
  onReload,
}: {
  outcome: Outcome;
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
