/**
 * A new account through an invitation: the address is the invited one; no business of its own.
 * The username is proposed by the server from the address, as at registration.
 */
import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import {
  type AcceptInvitationRegisterBody,
  AppError,
  acceptInvitationRegisterBodySchema,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerThroughInvitation } from '../../api/team.api';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { errorMessage, splitFieldErrors } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { enterBusiness } from '../../lib/session-switch';
import { useFormFields } from '../../lib/use-form-fields';
import { validateFields } from '../../lib/validate';

type Field = 'full_name' | 'password';
const FIELDS: readonly Field[] = ['full_name', 'password'];

export function InvitationRegisterForm({
  token,
  email,
  loginPath,
}: {
  token: string;
  email: string;
  loginPath: string;
}) {
  const { t } = useTranslation(['team', 'auth', 'errors']);
  const navigate = useNavigate();
  const { values, setErrors, field } = useFormFields<Field>({
    full_name: '',
    password: '',
  });
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<{ text: string; login: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: AcceptInvitationRegisterBody = {
      ...values,
      remember_me: remember,
      language: currentLanguage(),
    };
    const invalid = validateFields(
      acceptInvitationRegisterBodySchema,
      body,
      t,
      (name) => `auth:register.invalid.${name}`,
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await enterBusiness(await registerThroughInvitation(token, body), navigate, remember);
    } catch (error) {
      const { shown, others } = splitFieldErrors(t, error, FIELDS);
      setErrors(shown);
      const emailTaken = error instanceof AppError && error.code === 'EMAIL_TAKEN';
      if (emailTaken) setFailure({ text: t('invitation.emailTaken'), login: true });
      else if (Object.keys(shown).length === 0)
        setFailure({ text: others[0] ?? errorMessage(t, error), login: false });
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <FormAlert kind="error">
            {failure.text}{' '}
            {failure.login && (
              <Anchor component={Link} to={loginPath} size="sm">
                {t('invitation.login')}
              </Anchor>
            )}
          </FormAlert>
        )}
        <TextInput label={t('auth:register.email')} value={email} readOnly disabled />
        <TextInput
          label={t('auth:register.fullName')}
          autoComplete="name"
          required
          {...field('full_name')}
        />
        <PasswordField
          label={t('auth:register.password')}
          description={t('auth:register.passwordHint')}
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <Checkbox
          label={t('auth:login.remember')}
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {t('invitation.register')}
        </Button>
      </Stack>
    </form>
  );
}
