/**
 * The business settings as a form holds them, and their save with the version they were read at:
 * the whole settings form and the first-run setup both edit them through this. `onSaved` runs
 * after a save (the setup goes on to the dashboard).
 */
import { useQueryClient } from '@tanstack/react-query';
import { AppError, type BusinessSettings, updateBusinessSettingsBodySchema } from '@usaha/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateApplicationSettings } from '../../api/business-settings.api';
import { businessSettingsKeys } from '../../api/business-settings.queries';
import { fetchProfile } from '../../lib/auth';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { useMoneyLocale } from '../../lib/locale';
import { useErrorFocus } from '../../lib/use-error-focus';
import { useFormFields } from '../../lib/use-form-fields';
import { validateFields } from '../../lib/validate';
import {
  type BankRow,
  bankRow,
  bankRows,
  byFormField,
  type ChoiceValues,
  choiceValues,
  EMPTY_BANK,
  formField,
  invalidKey,
  type TextField,
  textValues,
  toBody,
} from './application-values';
import { type TaxRow, taxRows } from './tax-rate-values';

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'conflict' }
  | { kind: 'error'; text: string }
  | null;

type Options = {
  onSaved?: (saved: BusinessSettings) => void;
  /** Offer an empty bank account row when there is none (a row left empty is not sent). */
  bankRow?: boolean;
};

export function useSettingsForm(
  settings: BusinessSettings,
  onReload: () => Promise<BusinessSettings | undefined>,
  { onSaved, bankRow: emptyRow = false }: Options = {},
) {
  const { t } = useTranslation(['settings', 'errors']);
  const locale = useMoneyLocale();
  const client = useQueryClient();
  const form = useFormFields<TextField>(textValues(settings));
  const [choices, setChoices] = useState<ChoiceValues>(choiceValues(settings));
  const [banks, setBanks] = useState<BankRow[]>(() => {
    const rows = bankRows(settings);
    return rows.length === 0 && emptyRow ? [bankRow(EMPTY_BANK)] : rows;
  });
  const [taxes, setTaxes] = useState<TaxRow[]>(taxRows(settings.tax_rates, locale));
  // The version the values on screen were read at: a newer one on the server is a conflict.
  const [version, setVersion] = useState(settings.version);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
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
      onSaved?.(saved);
    } catch (error) {
      form.setErrors(byFormField(fieldErrors(t, error)));
      const conflict = error instanceof AppError && error.code === 'VERSION_CONFLICT';
      setOutcome(conflict ? { kind: 'conflict' } : { kind: 'error', text: errorMessage(t, error) });
    } finally {
      setSaving(false);
    }
  }

  return {
    form,
    choices,
    choose,
    banks,
    setBanks,
    taxes,
    setTaxes,
    outcome,
    setOutcome,
    saving,
    actions,
    unplaced,
    reload,
    onSubmit,
  };
}
