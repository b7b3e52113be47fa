/** One member's role (a choice for those who may change it, a badge otherwise) and actions. */
import { ActionIcon, Badge, Group, Menu, Select } from '@mantine/core';
import { type BusinessRole, isBusinessRole, type Member } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import {
  IconDoorExit,
  IconDots,
  IconUserCheck,
  IconUserMinus,
  IconUserOff,
} from '../../../components/icons';
import { assignableRoles, canChangeAccess, canChangeRole, type TeamPolicy } from '../team-policy';

export type MemberAction = 'disable' | 'enable' | 'remove' | 'leave';

type Props = {
  member: Member;
  policy: TeamPolicy;
  busy: boolean;
  onRole: (member: Member, role: BusinessRole) => void;
  onAction: (member: Member, action: MemberAction) => void;
};

export function RoleBadge({ role }: { role: BusinessRole }) {
  const { t } = useTranslation('apps');
  return (
    <Badge variant="light" color={role === 'owner' ? 'teal' : 'gray'} radius="sm">
      {t(`roles.${role}`)}
    </Badge>
  );
}

export function MemberRole({ member, policy, busy, onRole }: Omit<Props, 'onAction'>) {
  const { t } = useTranslation(['team', 'apps']);
  if (!canChangeRole(policy, member)) return <RoleBadge role={member.role} />;
  return (
    <Select
      size="xs"
      w={150}
      aria-label={t('members.roleOf', { name: member.full_name })}
      data={assignableRoles(policy).map((role) => ({
        value: role,
        label: t(`apps:roles.${role}`),
      }))}
      value={member.role}
      onChange={(value) => {
        if (value && isBusinessRole(value) && value !== member.role) onRole(member, value);
      }}
      allowDeselect={false}
      disabled={busy}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function MemberActions({ member, policy, busy, onAction }: Omit<Props, 'onRole'>) {
  const { t } = useTranslation('team');
  const manage = canChangeAccess(policy, member);
  if (!manage && !member.is_self) return null;
  const disabled = member.status === 'disabled';
  return (
    <Group justify="flex-end" gap={0} wrap="nowrap">
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            loading={busy}
            aria-label={t('members.actionsFor', { name: member.full_name })}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {manage && (
            <Menu.Item
              leftSection={disabled ? <IconUserCheck size={16} /> : <IconUserOff size={16} />}
              onClick={() => onAction(member, disabled ? 'enable' : 'disable')}
            >
              {disabled ? t('members.enable') : t('members.disable')}
            </Menu.Item>
          )}
          {manage && (
            <Menu.Item
              color="red"
              leftSection={<IconUserMinus size={16} />}
              onClick={() => onAction(member, 'remove')}
            >
              {t('members.remove')}
            </Menu.Item>
          )}
          {member.is_self && (
            <Menu.Item
              color="red"
              leftSection={<IconDoorExit size={16} />}
              onClick={() => onAction(member, 'leave')}
            >
              {t('members.leave')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
