import { PASSWORD_MIN_LENGTH } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/account.api';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { useFormFields } from '../../lib/use-form-fields';
import { AccountForm } from './components/account-form';

type Field = 'current_password' | 'new_password' | 'confirm';
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm: '' };

export function PasswordPage() {
  const { t } = useTranslation(['apps', 'errors']);
  const { values, setValues, setErrors, field } = useFormFields<Field>(EMPTY);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.current_password) next.current_password = t('password.currentRequired');
    if (values.new_password.length < PASSWORD_MIN_LENGTH)
      next.new_password = t('password.tooShort');
    if (values.confirm !== values.new_password) next.confirm = t('password.mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    setResult(null);
    try {
      await changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      setValues(EMPTY);
      setResult({ kind: 'success', text: t('password.changed') });
    } catch (error) {
      const onFields = fieldErrors(t, error);
      setErrors(onFields);
      if (Object.keys(onFields).length === 0) {
        setResult({ kind: 'error', text: errorMessage(t, error) });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountForm
      title={t('password.title')}
      subtitle={t('password.subtitle')}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={t('password.submit')}
    >
      {result && (
        <FormAlert
          kind={result.kind}
          title={result.kind === 'success' ? t('password.changedTitle') : undefined}
        >
          {result.text}
        </FormAlert>
      )}
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        required
        {...field('current_password')}
      />
      <PasswordField
        label={t('password.new')}
        description={t('password.hint')}
        autoComplete="new-password"
        required
        {...field('new_password')}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        {...field('confirm')}
      />
    </AccountForm>
  );
}
