/** The members of the business: a table on a wide screen, one card each on a phone. */
import { Badge, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BusinessRole, Member } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/relative-time';
import type { TeamPolicy } from '../team-policy';
import { type MemberAction, MemberActions, MemberRole } from './member-controls';

type Props = {
  members: Member[];
  policy: TeamPolicy;
  busyId: string | null;
  onRole: (member: Member, role: BusinessRole) => void;
  onAction: (member: Member, action: MemberAction) => void;
};

function Who({ member }: { member: Member }) {
  const { t } = useTranslation('team');
  return (
    <Stack gap={0} miw={0}>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm" truncate>
          {member.full_name || member.username}
        </Text>
        {member.is_self && (
          <Badge size="xs" variant="outline" radius="sm">
            {t('members.you')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {member.email}
      </Text>
    </Stack>
  );
}

function StatusBadge({ member }: { member: Member }) {
  const { t } = useTranslation('team');
  const active = member.status === 'active';
  return (
    <Badge variant="dot" color={active ? 'teal' : 'gray'} radius="sm">
      {active ? t('members.active') : t('members.disabled')}
    </Badge>
  );
}

export function MemberList({ members, policy, busyId, onRole, onAction }: Props) {
  const { t } = useTranslation('team');
  const time = useTimeFormat();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const controls = (member: Member) => ({
    member,
    policy,
    busy: busyId === member.user_id,
  });

  if (!wide) {
    return (
      <Stack gap="sm">
        {members.map((member) => (
          <Card key={member.user_id} withBorder radius="lg" padding="md" data-testid="member-card">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Who member={member} />
                <MemberActions {...controls(member)} onAction={onAction} />
              </Group>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <MemberRole {...controls(member)} onRole={onRole} />
                <StatusBadge member={member} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" padding={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.member')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            <Table.Th>{t('members.status')}</Table.Th>
            <Table.Th>{t('members.joined')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.user_id} data-testid="member-row">
              <Table.Td maw={280}>
                <Who member={member} />
              </Table.Td>
              <Table.Td>
                <MemberRole {...controls(member)} onRole={onRole} />
              </Table.Td>
              <Table.Td>
                <StatusBadge member={member} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" title={time.exact(member.joined_at)}>
                  {time.relative(member.joined_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <MemberActions {...controls(member)} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
