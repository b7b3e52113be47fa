import { Select, TextInput } from '@mantine/core';
import { type UpdateProfileBody, updateProfileBodySchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../../api/account.api';
import { ErrorAlert } from '../../components/error-alert';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { authStore, useAuth } from '../../lib/auth-store';
import { fieldErrors } from '../../lib/error-message';
import { changeLanguage, isUiLanguage, SUPPORTED_LANGUAGES, type UiLanguage } from '../../lib/i18n';
import { useFormFields } from '../../lib/use-form-fields';
import { validateFields } from '../../lib/validate';
import { AccountForm } from './components/account-form';

type Field = 'username' | 'full_name' | 'email' | 'phone';

export function ProfilePage() {
  const { t } = useTranslation(['apps', 'common', 'errors']);
  const { user } = useAuth();
  const { values, errors, setErrors, field } = useFormFields<Field>({
    username: user?.username ?? '',
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  });
  const [language, setLanguage] = useState<UiLanguage>(
    isUiLanguage(user?.language) ? user.language : 'id',
  );
  const [currentPassword, setCurrentPassword] = useState('');
  const emailChanged = values.email.trim().toLowerCase() !== (user?.email ?? '').toLowerCase();
  // The outcome, not its text: saving may switch the language, and the message must follow.
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: UpdateProfileBody = {
      ...values,
      phone: values.phone.trim() || null,
      language,
      ...(emailChanged ? { current_password: currentPassword } : {}),
    };
    const invalid = validateFields(
      updateProfileBodySchema,
      body,
      t,
      (name) => `profile.invalid.${name}`,
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    setResult(null);
    try {
      const response = await updateProfile(body);
      authStore.setUser(response.user);
      setCurrentPassword('');
      if (isUiLanguage(response.user.language)) await changeLanguage(response.user.language);
      setResult({ ok: true });
    } catch (error) {
      const onFields = fieldErrors(t, error);
      setErrors(onFields);
      setResult({ ok: false, error });
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountForm
      title={t('profile.title')}
      subtitle={t('profile.subtitle')}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={t('common:saveChanges')}
    >
      {result?.ok === true && <FormAlert kind="success">{t('profile.saved')}</FormAlert>}
      {result?.ok === false && <ErrorAlert error={result.error} />}
      <TextInput
        label={t('profile.fullName')}
        autoComplete="name"
        required
        {...field('full_name')}
      />
      <TextInput
        label={t('profile.username')}
        description={t('profile.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        required
        {...field('username')}
      />
      <TextInput
        label={t('profile.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      {emailChanged && (
        <PasswordField
          label={t('profile.currentPassword')}
          description={t('profile.currentPasswordHint')}
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          error={errors.current_password}
        />
      )}
      <TextInput
        label={t('profile.phone')}
        description={t('profile.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+62 812 3456 7890"
        {...field('phone')}
      />
      <Select
        label={t('profile.language')}
        description={t('profile.languageHint')}
        data={SUPPORTED_LANGUAGES.map((value) => ({
          value,
          label: t(`common:language.${value}`),
        }))}
        value={language}
        onChange={(value) => {
          if (isUiLanguage(value)) setLanguage(value);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </AccountForm>
  );
}
