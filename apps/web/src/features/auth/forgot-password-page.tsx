import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordBodySchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/auth.api';
import { AuthHeading } from '../../components/auth-heading';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/error-message';
import { validateFields } from '../../lib/validate';

export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateFields(
      forgotPasswordBodySchema,
      { email },
      t,
      () => 'register.invalid.email',
    );
    setError(invalid.email);
    if (invalid.email) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setFailure(errorMessage(t, caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      {sentTo ? (
        <FormAlert kind="success" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: sentTo })}
        </FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {failure && <FormAlert kind="error">{failure}</FormAlert>}
            <TextInput
              label={t('register.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              error={error}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth size="md" loading={submitting}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login" fw={600}>
          {t('forgot.backToLogin')}
        </Anchor>
      </Text>
    </Stack>
  );
}
