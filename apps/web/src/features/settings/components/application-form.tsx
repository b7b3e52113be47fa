/** The business settings form: profile, region, invoices and bank; saved with its version. */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AppError, type BusinessSettings, updateBusinessSettingsBodySchema } from '@usaha/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateApplicationSettings } from '../../../api/business-settings.api';
import { businessSettingsKeys } from '../../../api/business-settings.queries';
import { FormAlert } from '../../../components/form-alert';
import { fetchProfile } from '../../../lib/auth';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useMoneyLocale } from '../../../lib/locale';
import { useFormFields } from '../../../lib/use-form-fields';
import { validateFields } from '../../../lib/validate';
import {
  type BankRow,
  bankRows,
  type ChoiceValues,
  choiceValues,
  type TextField,
  textValues,
  toBody,
} from '../application-values';
import { BankFields, InvoiceFields, ProfileFields, RegionFields } from './application-fields';
import { LogoField } from './logo-field';

type Outcome = { kind: 'saved' } | { kind: 'conflict' } | { kind: 'error'; text: string } | null;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
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
  const form = useFormFields<TextField>(textValues(settings, locale));
  const [choices, setChoices] = useState<ChoiceValues>(choiceValues(settings));
  const [banks, setBanks] = useState<BankRow[]>(bankRows(settings));
  // The version the values on screen were read at: a newer one on the server is a conflict.
  const [version, setVersion] = useState(settings.version);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const choose = (next: Partial<ChoiceValues>) =>
    setChoices((current) => ({ ...current, ...next }));

  async function reload() {
    const fresh = await onReload();
    if (!fresh) return;
    form.setValues(textValues(fresh, locale));
    form.setErrors({});
    setChoices(choiceValues(fresh));
    setBanks(bankRows(fresh));
    setVersion(fresh.version);
    setOutcome(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toBody(version, form.values, choices, banks);
    const invalid = validateFields(
      updateBusinessSettingsBodySchema,
      body,
      t,
      (field) => `application.invalid.${field}`,
    );
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
      form.setErrors(fieldErrors(t, error));
      const conflict = error instanceof AppError && error.code === 'VERSION_CONFLICT';
      setOutcome(conflict ? { kind: 'conflict' } : { kind: 'error', text: errorMessage(t, error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Section title={t('application.profile')}>
          <LogoField settings={settings} canManage />
          <ProfileFields
            field={form.field}
            onAddress={(address) => form.setValues((current) => ({ ...current, address }))}
          />
        </Section>
        <Section title={t('application.region')}>
          <RegionFields choices={choices} onChange={choose} errors={form.errors} />
        </Section>
        <Section title={t('application.invoices')}>
          <InvoiceFields field={form.field} values={form.values} timezone={choices.timezone} />
        </Section>
        <Section title={t('application.bank')}>
          <Text size="sm" c="dimmed">
            {t('application.bankHint')}
          </Text>
          <BankFields banks={banks} onChange={setBanks} error={form.errors.bank_accounts} />
        </Section>
        {outcome?.kind === 'saved' && (
          <FormAlert kind="success">{t('application.saved')}</FormAlert>
        )}
        {outcome?.kind === 'error' && <FormAlert kind="error">{outcome.text}</FormAlert>}
        {outcome?.kind === 'conflict' && (
          <FormAlert kind="error" title={t('application.conflictTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('application.conflict')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void reload()}>
                {t('application.reload')}
              </Button>
            </Stack>
          </FormAlert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('application.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
