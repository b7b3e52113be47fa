/**
 * The parts the settings form and the first-run setup page share: the business's profile, how
 * customers pay, and the save actions kept in view with what the last save did.
 */
import { Button, Stack, Text } from '@mantine/core';
import type { BusinessSettings } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import actionClasses from '../../../components/sticky-actions.module.css';
import type { SaveOutcome, useSettingsForm } from '../use-settings-form';
import { ProfileFields } from './application-fields';
import { BankFields } from './bank-fields';
import { BusinessImageField } from './business-image-field';

type SettingsFormState = ReturnType<typeof useSettingsForm>;

/** The logo, name, address and phone. */
export function ProfileParts({
  state,
  settings,
}: {
  state: SettingsFormState;
  settings: BusinessSettings;
}) {
  const { form } = state;
  return (
    <>
      <BusinessImageField image="logo" settings={settings} canManage />
      <ProfileFields
        field={form.field}
        onAddress={(address) => form.setValues((current) => ({ ...current, address }))}
      />
    </>
  );
}

/** The bank accounts and the QRIS image. */
export function PaymentParts({
  state,
  settings,
}: {
  state: SettingsFormState;
  settings: BusinessSettings;
}) {
  return (
    <>
      <BankFields banks={state.banks} onChange={state.setBanks} errors={state.form.errors} />
      <BusinessImageField image="qris" settings={settings} canManage />
    </>
  );
}

export function SaveActions({ state, label }: { state: SettingsFormState; label: string }) {
  return (
    <Stack gap="xs" className={actionClasses.actions} ref={state.actions}>
      <SaveOutcomeAlert
        outcome={state.outcome}
        unplaced={state.unplaced ? Object.values(state.form.errors) : []}
        onReload={() => void state.reload()}
      />
      <Button type="submit" loading={state.saving} style={{ alignSelf: 'flex-end' }}>
        {label}
      </Button>
    </Stack>
  );
}

/** What the last save did; field errors the form has no field for are said here. */
function SaveOutcomeAlert({
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
