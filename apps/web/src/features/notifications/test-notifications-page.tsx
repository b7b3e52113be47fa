/**
 * /test-notifications (public layout): every notification style drawn by the real components,
 * and a real test notification sent to the signed-in user, which the bell and a toast then show
 * live through the stream.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sendTestNotification } from '../../api/notifications.api';
import { ErrorAlert } from '../../components/error-alert';
import { FormAlert } from '../../components/form-alert';
import { IconLogin, IconSend } from '../../components/icons';
import { QueryProvider } from '../../components/query-provider';
import { ShowcasePage } from '../../components/showcase';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import {
  StateSamples,
  ToastSamples,
  TypeSamples,
  useSamples,
} from './components/notification-samples';
import { ToastViewport } from './components/toast-viewport';
import { NotificationBell } from './notification-bell';

/** Which message says where the test went (the user's preferences for "test" decide). */
function sentKey(result: { in_app: boolean; email: boolean }): string {
  if (result.in_app && result.email) return 'sentBoth';
  if (result.in_app) return 'sentInApp';
  return result.email ? 'sentEmail' : 'sentNowhere';
}

function SendTest() {
  const { t } = useTranslation(['notifications', 'errors']);
  const send = useMutation({ mutationFn: sendTestNotification });
  const where = send.data ? sentKey(send.data) : null;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <NotificationBell />
        <Button
          leftSection={<IconSend size={18} aria-hidden="true" />}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {t('demo.send')}
        </Button>
      </Group>
      {where && <FormAlert kind="success">{t(`demo.${where}`)}</FormAlert>}
      {send.isError && <ErrorAlert error={send.error} />}
    </Stack>
  );
}

function LiveCard() {
  const { t } = useTranslation('notifications');
  const auth = useAuth();
  const signedIn = isLoggedIn(auth);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('demo.liveTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {signedIn ? t('demo.liveHint') : t('demo.loginHint')}
        </Text>
        {signedIn ? (
          <SendTest />
        ) : (
          <>
            <Group>
              <Button
                component={Link}
                to={`/auth/login?redirect=${encodeURIComponent('/test-notifications')}`}
                leftSection={<IconLogin size={18} aria-hidden="true" />}
              >
                {t('demo.login')}
              </Button>
            </Group>
            {/* The bell brings its own toasts; without it the examples need somewhere to appear. */}
            <ToastViewport />
          </>
        )}
      </Stack>
    </Card>
  );
}

export function TestNotificationsPage() {
  const { t } = useTranslation('notifications');
  const samples = useSamples();
  return (
    <QueryProvider>
      <ShowcasePage title={t('demo.title')} subtitle={t('demo.subtitle')}>
        <LiveCard />
        <TypeSamples samples={samples} />
        <StateSamples sample={samples.invoice_paid} />
        <ToastSamples samples={samples} />
      </ShowcasePage>
    </QueryProvider>
  );
}
