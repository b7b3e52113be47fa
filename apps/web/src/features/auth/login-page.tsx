import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_MESSAGES } from '@usaha/shared/auth-messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthHeading } from '../../components/auth-heading';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { login } from '../../lib/auth';
import { safeRedirect } from '../../lib/navigation';

type Errors = Partial<Record<'username' | 'password', string>>;

export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const redirectTo = safeRedirect(params.get('redirect'), '/dashboard');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = t('login.usernameRequired');
    if (!password) next.password = t('login.passwordRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await login({ username: username.trim(), password, remember_me: remember });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      // SPEC.md §5: the server's message as it is, or "Login failed" (lib/auth.ts).
      setFailure(error instanceof Error ? error.message : '');
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {failure !== null && (
        <FormAlert kind="error" title={t('login.failedTitle')}>
          {failure || AUTH_MESSAGES.loginFailed}
        </FormAlert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={errors.username}
            required
            data-autofocus
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox
              label={t('login.remember')}
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={submitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/auth/register" fw={600}>
          {t('login.registerLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
