import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../../api/auth.api';
import { IconMail } from '../../components/icons';
import { fetchProfile } from '../../lib/auth';
import { useAuth } from '../../lib/auth-store';
import { errorMessage } from '../../lib/error-message';
import { readStorage, writeStorage } from '../../lib/safe-storage';

/** Session storage: the user whose banner was hidden, until the browser session ends. */
export const BANNER_DISMISSED_KEY = 'verify-email-banner-hidden';

type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; text: string; ok: boolean };

/**
 * Above every apps page while the user's address is unverified: what waits for it, and a new
 * link on request. Hidden for the rest of the browser session when the user closes it.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation(['apps', 'errors']);
  const { user } = useAuth();
  const [hiddenFor, setHiddenFor] = useState(() => readStorage('session', BANNER_DISMISSED_KEY));
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });

  // A user stored before the server said (no field) is not nagged until the profile answers.
  if (user?.email_verified !== false || hiddenFor === user.id) return null;

  function hide() {
    if (!user) return;
    writeStorage('session', BANNER_DISMISSED_KEY, user.id);
    setHiddenFor(user.id);
  }

  async function resend() {
    setSending({ kind: 'sending' });
    try {
      const answer = await resendVerification();
      setSending({ kind: 'done', text: answer.message, ok: true });
      // Verified meanwhile (another tab, another device): the fresh profile hides the banner.
      fetchProfile().catch(() => undefined);
    } catch (error) {
      setSending({ kind: 'done', text: errorMessage(t, error), ok: false });
    }
  }

  return (
    <Alert
      component="section"
      role="region"
      aria-label={t('verifyBanner.label')}
      color="yellow"
      // Outlined: noticed, but quieter than a filled block on every page, in the dark as well.
      variant="outline"
      icon={<IconMail size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel={t('verifyBanner.dismiss')}
      onClose={hide}
      mb="md"
      // A long address must wrap rather than squeeze the close button below 44 px on a phone.
      styles={{ closeButton: { flexShrink: 0 } }}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('verifyBanner.text', { email: user.email })}
      </Text>
      <Group gap="sm" mt="xs" wrap="wrap">
        <Button size="xs" variant="default" loading={sending.kind === 'sending'} onClick={resend}>
          {t('verifyBanner.resend')}
        </Button>
        {sending.kind === 'done' && (
          <Text size="sm" role={sending.ok ? 'status' : 'alert'}>
            {sending.text}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
