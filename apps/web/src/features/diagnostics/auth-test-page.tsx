import { Badge, Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarePage } from '../../components/bare-page';
import { FormAlert } from '../../components/form-alert';
import { fetchProfile, logout, refreshToken } from '../../lib/auth';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { tokenExpiry } from './diagnostics.api';

/** The token's expiry as a time and the minutes left (or "expired"). */
function useExpiryText(token: string | null): string {
  const { t, i18n } = useTranslation('diagnostics');
  if (!token) return '—';
  const expiry = tokenExpiry(token);
  if (!expiry) return t('authTest.unreadable');
  const time = expiry.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const minutes = Math.round((expiry.getTime() - Date.now()) / 60_000);
  return minutes < 0 ? t('authTest.expired', { time }) : t('authTest.expiresAt', { time, minutes });
}

export function AuthTestPage() {
  const { t } = useTranslation('diagnostics');
  const auth = useAuth();
  const loggedIn = isLoggedIn(auth);
  const expiry = useExpiryText(auth.token);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const attempt = (action: () => Promise<unknown>, done: string) => {
    setOutcome(null);
    action().then(
      () => setOutcome({ ok: true, text: done }),
      (error: unknown) =>
        setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) }),
    );
  };

  const rows: [string, React.ReactNode][] = [
    [
      t('authTest.loggedIn'),
      <Badge key="state" color={loggedIn ? 'teal' : 'gray'}>
        {loggedIn ? t('yes') : t('no')}
      </Badge>,
    ],
    [
      t('authTest.token'),
      auth.token ? t('authTest.tokenPresent', { start: auth.token.slice(0, 10) }) : t('no'),
    ],
    [t('authTest.expires'), expiry],
    [
      t('authTest.source'),
      auth.source ? t(`authTest.sources.${auth.source}`) : t('authTest.sources.none'),
    ],
    [t('authTest.remember'), auth.remember ? t('yes') : t('no')],
    [t('authTest.roles'), auth.user?.roles.join(', ') || '—'],
    [t('authTest.permissions'), auth.user?.permissions.join(', ') || '—'],
    [t('authTest.lastError'), auth.error ?? '—'],
  ];

  return (
    <BarePage>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('authTest.title')}
          </Title>
          <Text c="dimmed">{t('authTest.subtitle')}</Text>
        </Stack>
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="35%">{label}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {outcome && <FormAlert kind={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormAlert>}
        <Group gap="xs">
          <Button
            onClick={() => attempt(fetchProfile, t('authTest.profileDone'))}
            disabled={!loggedIn}
          >
            {t('authTest.fetchProfile')}
          </Button>
          <Button
            variant="light"
            onClick={() => attempt(refreshToken, t('authTest.refreshDone'))}
            disabled={!loggedIn}
          >
            {t('authTest.refresh')}
          </Button>
          {loggedIn ? (
            <Button variant="default" onClick={() => void logout()}>
              {t('authTest.logout')}
            </Button>
          ) : (
            <Button variant="default" component={Link} to="/auth/login?redirect=%2Fauth-test">
              {t('authTest.login')}
            </Button>
          )}
        </Group>
        <Card withBorder radius="md" padding="md">
          <Text fw={600} mb="xs">
            {t('authTest.user')}
          </Text>
          <Code block fz="xs">
            {auth.user ? JSON.stringify(auth.user, null, 2) : t('authTest.noUser')}
          </Code>
        </Card>
      </Stack>
    </BarePage>
  );
}
