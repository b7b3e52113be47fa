import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { type RegisterBody, registerBodySchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthHeading } from '../../components/auth-heading';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { register } from '../../lib/auth';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useFormFields } from '../../lib/use-form-fields';
import { validateFields } from '../../lib/validate';

type Field = 'username' | 'email' | 'full_name' | 'business_name' | 'password';
type Values = Record<Field, string>;

const EMPTY: Values = { username: '', email: '', full_name: '', business_name: '', password: '' };

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const { values, setErrors, field } = useFormFields<Field>(EMPTY);
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: RegisterBody = { ...values, language: currentLanguage(), remember_me: remember };
    const invalid = validateFields(
      registerBodySchema,
      body,
      t,
      (name) => `register.invalid.${name}`,
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await register(body);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const onFields = fieldErrors(t, error);
      setErrors(onFields);
      if (Object.keys(onFields).length === 0) setFailure(errorMessage(t, error));
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('register.fullName')}
            autoComplete="name"
            required
            {...field('full_name')}
          />
          <TextInput
            label={t('register.businessName')}
            description={t('register.businessNameHint')}
            autoComplete="organization"
            required
            {...field('business_name')}
          />
          <TextInput
            label={t('register.username')}
            description={t('register.usernameHint')}
            autoComplete="username"
            autoCapitalize="none"
            required
            {...field('username')}
          />
          <TextInput
            label={t('register.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <PasswordField
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <Checkbox
            label={t('login.remember')}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Button type="submit" fullWidth size="md" loading={submitting}>
            {t('register.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('register.agree')}{' '}
            <Anchor component={Link} to="/terms" size="xs" underline="always">
              {t('register.terms')}
            </Anchor>{' '}
            {t('register.and')}{' '}
            <Anchor component={Link} to="/privacy" size="xs" underline="always">
              {t('register.privacy')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/auth/login" fw={600}>
          {t('register.loginLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
