/** Open and expired invitations: address, role, when the link expires, resend and revoke. */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Invitation } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconMailForward, IconX } from '../../../components/icons';
import { useTimeFormat } from '../../../lib/relative-time';
import { RoleBadge } from './member-controls';

type Props = {
  invitations: Invitation[];
  canManage: boolean;
  busyId: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
};

function StateBadge({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('team');
  // Teal and grey are the light badges whose text keeps 4.5:1 in both schemes (theme.ts).
  const color = invitation.state === 'pending' ? 'teal' : 'gray';
  return (
    <Badge variant="light" color={color} radius="sm">
      {t(`invitations.state.${invitation.state}`)}
    </Badge>
  );
}

export function InvitationList({ invitations, canManage, busyId, onResend, onRevoke }: Props) {
  const { t } = useTranslation('team');
  const time = useTimeFormat();
  return (
    <Stack gap="sm">
      {invitations.map((invitation) => {
        const expired = invitation.state === 'expired';
        const busy = busyId === invitation.id;
        return (
          <Card key={invitation.id} withBorder radius="lg" padding="md" data-testid="invitation">
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Stack gap={4} miw={0} style={{ flex: '1 1 220px' }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Text>
                <Group gap={6} wrap="wrap">
                  <RoleBadge role={invitation.role} />
                  <StateBadge invitation={invitation} />
                </Group>
                <Text size="xs" c="dimmed" title={time.exact(invitation.expires_at)}>
                  {expired
                    ? t('invitations.expiredAt', { when: time.relative(invitation.expires_at) })
                    : t('invitations.expiresAt', { when: time.relative(invitation.expires_at) })}
                  {invitation.invited_by_name &&
                    ` · ${t('invitations.invitedBy', { name: invitation.invited_by_name })}`}
                </Text>
              </Stack>
              {canManage && (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconMailForward size={16} />}
                    loading={busy}
                    onClick={() => onResend(invitation)}
                    aria-label={t('invitations.resendTo', { email: invitation.email })}
                  >
                    {t('invitations.resend')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconX size={16} />}
                    disabled={busy}
                    onClick={() => onRevoke(invitation)}
                    aria-label={t('invitations.revokeFor', { email: invitation.email })}
                  >
                    {t('invitations.revoke')}
                  </Button>
                </Group>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
