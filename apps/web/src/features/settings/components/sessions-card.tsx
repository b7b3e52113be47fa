/** The user's live sessions: device, where from, when last used; sign one or all others out. */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { revokeOtherSessions, revokeSession } from '../../../api/privacy.api';
import { privacyKeys, sessionsQuery } from '../../../api/privacy.queries';
import { FormAlert } from '../../../components/form-alert';
import { IconDeviceDesktop, IconLogout } from '../../../components/icons';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import { authStore } from '../../../lib/auth-store';
import { errorMessage } from '../../../lib/error-message';
import { useTimeFormat } from '../../../lib/relative-time';

function SessionRow({
  session,
  busy,
  onRevoke,
}: {
  session: SessionInfo;
  busy: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('settings');
  const time = useTimeFormat();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" py="xs" data-testid="session">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
        <IconDeviceDesktop size={22} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {session.device}
            </Text>
            {session.current && (
              <Badge size="xs" color="teal" variant="light" radius="sm">
                {t('privacy.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" title={time.exact(session.last_used_at)}>
            {t('privacy.lastUsed', {
              place: session.ip ?? t('privacy.unknownPlace'),
              when: time.relative(session.last_used_at),
            })}
          </Text>
        </Stack>
      </Group>
      <Button size="xs" variant="default" loading={busy} onClick={onRevoke}>
        {session.current ? t('privacy.signOutHere') : t('privacy.signOut')}
      </Button>
    </Group>
  );
}

export function SessionsCard() {
  const { t } = useTranslation(['settings', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery(sessionsQuery());
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  async function run(id: string, write: () => Promise<void>, done: string, endsHere: boolean) {
    setBusy(id);
    setResult(null);
    try {
      await write();
      if (endsHere) {
        // This login is over on the server: end it here too, as a logout does.
        authStore.signOut();
        navigate('/auth/login', { replace: true });
        return;
      }
      setResult({ kind: 'success', text: done });
      await client.invalidateQueries({ queryKey: privacyKeys.sessions });
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(t, error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="sessions-title">
            {t('privacy.sessionsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('privacy.sessionsBody')}
          </Text>
        </Stack>
        {result && <FormAlert kind={result.kind}>{result.text}</FormAlert>}
        {sessions.isPending && <ListSkeleton rows={2} height={48} />}
        {sessions.isError && (
          <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
        )}
        <Stack gap={0}>
          {sessions.data?.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy === session.id}
              onRevoke={() =>
                void run(
                  session.id,
                  () => revokeSession(session.id),
                  t('privacy.signedOut', { device: session.device }),
                  session.current,
                )
              }
            />
          ))}
        </Stack>
        {others.length > 0 && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} />}
              loading={busy === 'others'}
              // A long label on a phone wraps instead of being cut.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
              onClick={() =>
                void run('others', revokeOtherSessions, t('privacy.othersSignedOut'), false)
              }
            >
              {t('privacy.signOutOthers')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
