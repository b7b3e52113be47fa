import { Anchor, Button, Stack, Title } from '@mantine/core';
import { AppError, PASSWORD_MIN_LENGTH } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth.api';
import { AuthHeading } from '../../components/auth-heading';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { errorMessage, fieldErrors } from '../../lib/error-message';

type Errors = Partial<Record<'password' | 'confirm', string>>;

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) {
      next.password = t('register.invalid.password');
    }
    if (confirm !== password) next.confirm = t('reset.mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      const onFields = fieldErrors(t, error);
      if (onFields.password) setErrors({ password: onFields.password });
      else {
        const expired = error instanceof AppError && error.code === 'INVALID_RESET_TOKEN';
        setFailure({ text: errorMessage(t, error), expired });
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (!token) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {t('reset.title')}
        </Title>
        <FormAlert kind="error">{t('reset.missingToken')}</FormAlert>
        <Button component={Link} to="/auth/forgot-password" fullWidth>
          {t('reset.requestNew')}
        </Button>
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {t('reset.title')}
        </Title>
        <FormAlert kind="success" title={t('reset.doneTitle')}>
          {t('reset.done')}
        </FormAlert>
        <Button component={Link} to="/auth/login" fullWidth size="md">
          {t('reset.toLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      {failure && (
        <FormAlert kind="error">
          {failure.text}{' '}
          {failure.expired && (
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              {t('reset.requestNew')}
            </Anchor>
          )}
        </FormAlert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('reset.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordField
            label={t('reset.confirm')}
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth size="md" loading={submitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
