/**
 * Registration asks only for what an account needs: name, business, email, password. The server
 * proposes the username from the email (changeable in the profile; login takes the email too),
 * and the form fits one phone screen.
 */
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type RegisterBody, registerBodySchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthHeading } from '../../components/auth-heading';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { register } from '../../lib/auth';
import { errorMessage, splitFieldErrors } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useFormFields } from '../../lib/use-form-fields';
import { validateFields } from '../../lib/validate';

type Field = 'full_name' | 'business_name' | 'email' | 'password';
type Values = Record<Field, string>;

const FIELDS: readonly string[] = ['full_name', 'business_name', 'email', 'password'];
const EMPTY: Values = { full_name: '', business_name: '', email: '', password: '' };

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const { values, setErrors, field } = useFormFields<Field>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A new account stays signed in, as a shop's phone expects; logging out ends it.
    const body: RegisterBody = { ...values, language: currentLanguage(), remember_me: true };
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
      const { shown, others } = splitFieldErrors(t, error, FIELDS);
      setErrors(shown);
      if (Object.keys(shown).length === 0) setFailure(others[0] ?? errorMessage(t, error));
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="sm">
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <TextInput
            label={t('register.fullName')}
            autoComplete="name"
            required
            {...field('full_name')}
          />
          <TextInput
            label={t('register.businessName')}
            placeholder={t('register.businessNamePlaceholder')}
            autoComplete="organization"
            required
            {...field('business_name')}
          />
          <TextInput
            label={t('register.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            required
            {...field('email')}
          />
          <PasswordField
            label={t('register.password')}
            placeholder={t('register.passwordPlaceholder')}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <Button type="submit" fullWidth size="md" mt="xs" loading={submitting}>
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
