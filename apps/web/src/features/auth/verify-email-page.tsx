import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resendVerification, verifyEmail } from '../../api/auth.api';
import { FormAlert } from '../../components/form-alert';
import { fetchProfile } from '../../lib/auth';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { errorMessage } from '../../lib/error-message';

type Outcome = { kind: 'verifying' } | { kind: 'done' } | { kind: 'failed'; text: string };

/**
 * The page a verification mail links to: posts the link's token once, then says whether the
 * address is verified. A used or expired link can be replaced from here when signed in.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = isLoggedIn(useAuth());
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  // A token is single-use: React's second effect run in development must not post it again.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    verifyEmail(token).then(
      () => {
        setOutcome({ kind: 'done' });
        // The banner in the apps area follows the stored user.
        if (isLoggedIn()) fetchProfile().catch(() => undefined);
      },
      (error: unknown) => setOutcome({ kind: 'failed', text: errorMessage(t, error) }),
    );
  }, [token, t]);

  const heading = (
    <Title order={1} fz={26}>
      {t('verify.title')}
    </Title>
  );

  if (!token || outcome.kind === 'failed') {
    return (
      <Stack gap="lg">
        {heading}
        <FormAlert kind="error">
          {outcome.kind === 'failed' ? outcome.text : t('verify.missingToken')}
        </FormAlert>
        {signedIn ? (
          <>
            <ResendLink />
            <Button component={Link} to="/dashboard" variant="default" fullWidth>
              {t('verify.toApp')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t('verify.loginToResend')}</Text>
            <Button component={Link} to="/auth/login" fullWidth>
              {t('verify.toLogin')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  if (outcome.kind === 'verifying') {
    return (
      <Stack gap="lg">
        {heading}
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('verify.verifying')}</Text>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <FormAlert kind="success" title={t('verify.doneTitle')}>
        {t('verify.done')}
      </FormAlert>
      <Button component={Link} to={signedIn ? '/dashboard' : '/auth/login'} fullWidth size="md">
        {signedIn ? t('verify.toApp') : t('verify.toLogin')}
      </Button>
    </Stack>
  );
}

/**
 * Asks for a new link for the signed-in user's address; shows the server's answer, in the
 * user's language: where the link went, or that the address is verified already.
 */
function ResendLink() {
  const { t } = useTranslation(['auth', 'errors']);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'sent'; text: string }
    | { kind: 'error'; text: string }
  >({ kind: 'idle' });

  async function resend() {
    setState({ kind: 'sending' });
    try {
      const answer = await resendVerification();
      setState({ kind: 'sent', text: answer.message });
      fetchProfile().catch(() => undefined);
    } catch (error) {
      setState({ kind: 'error', text: errorMessage(t, error) });
    }
  }

  if (state.kind === 'sent') return <FormAlert kind="success">{state.text}</FormAlert>;
  return (
    <Stack gap="xs">
      {state.kind === 'error' && <FormAlert kind="error">{state.text}</FormAlert>}
      <Button onClick={resend} loading={state.kind === 'sending'} fullWidth>
        {t('verify.resend')}
      </Button>
    </Stack>
  );
}
