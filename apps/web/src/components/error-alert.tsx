/** A failed request said above or below a form, in the user's words, with what to do next. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { FormAlert } from './form-alert';
import { PlanLimitAction } from './plan-limit-action';

export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <FormAlert kind="error">
      <Stack gap={4} align="flex-start">
        <span>{errorMessage(t, error)}</span>
        <PlanLimitAction error={error} />
      </Stack>
    </FormAlert>
  );
}
