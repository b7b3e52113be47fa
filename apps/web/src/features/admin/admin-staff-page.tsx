/**
 * /admin/staff: the platform's staff and their roles (issue 17). Superadmins grant a role to an
 * account by its (proven) address and revoke one, each with its reason in the audit log; other
 * staff read the list.
 */
import {
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLATFORM_ROLES, type PlatformRole, type PlatformStaff } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantStaffRole, revokeStaffRole } from '../../api/admin.api';
import { adminKeys, platformStaffQuery } from '../../api/admin.queries';
import { ErrorAlert } from '../../components/error-alert';
import { Notice, type NoticeValue } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { useAuth } from '../../lib/auth-store';
import { errorMessage } from '../../lib/error-message';
import { isReason, ReasonModal } from './components/reason-modal';
import { TintBadge } from './components/subscription-badges';

const ROLE_COLORS: Record<PlatformRole, string> = {
  superadmin: 'grape',
  staff: 'blue',
  editor: 'teal',
};

function GrantForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PlatformRole>('staff');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const grant = useMutation({
    mutationFn: () => grantStaffRole({ email: email.trim(), role, reason: reason.trim() }),
    onSuccess: (list) => {
      client.setQueryData(adminKeys.staff(), list);
      setEmail('');
      setReason('');
      setTouched(false);
      onDone(t('staff.granted'));
    },
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="grant-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (isReason(reason)) grant.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="md" id="grant-title">
            {t('staff.grantTitle')}
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="email"
              label={t('staff.email')}
              description={t('staff.emailHint')}
              value={email}
              maxLength={254}
              onChange={(event) => setEmail(event.currentTarget.value)}
              miw={220}
            />
            <Select
              label={t('staff.role')}
              data={PLATFORM_ROLES.map((code) => ({
                value: code,
                label: t(`staff.roles.${code}`),
              }))}
              value={role}
              allowDeselect={false}
              onChange={(value) => value && setRole(value as PlatformRole)}
              miw={160}
            />
          </Group>
          <Textarea
            label={t('reason.label')}
            description={t('reason.hint')}
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && !isReason(reason) ? t('reason.tooShort') : undefined}
          />
          {grant.isError && <ErrorAlert error={grant.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={grant.isPending}>
              {t('staff.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function StaffCard({
  member,
  canManage,
  onRevoke,
}: {
  member: PlatformStaff;
  canManage: boolean;
  onRevoke: (role: PlatformRole) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="md" padding="sm" data-testid="staff-member">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          <Text size="sm" c="dimmed">
            {member.name}
          </Text>
        </Stack>
        <Group gap={6}>
          {member.roles.map((role) =>
            canManage ? (
              <Button
                key={role}
                size="compact-sm"
                variant="default"
                onClick={() => onRevoke(role)}
                aria-label={t('staff.revokeLabel', {
                  role: t(`staff.roles.${role}`),
                  email: member.email,
                })}
              >
                {t(`staff.roles.${role}`)} ×
              </Button>
            ) : (
              <TintBadge key={role} color={ROLE_COLORS[role]}>
                {t(`staff.roles.${role}`)}
              </TintBadge>
            ),
          )}
        </Group>
      </Group>
    </Card>
  );
}

export function AdminStaffPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const client = useQueryClient();
  const superadmin = useAuth().user?.roles.includes('superadmin') ?? false;
  const staff = useQuery(platformStaffQuery());
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [revoking, setRevoking] = useState<{ member: PlatformStaff; role: PlatformRole } | null>(
    null,
  );
  const revoke = useMutation({
    mutationFn: (reason: string) =>
      revokeStaffRole(revoking?.member.user_id ?? '', revoking?.role ?? 'staff', reason),
    onSuccess: (list) => {
      client.setQueryData(adminKeys.staff(), list);
      setRevoking(null);
      setNotice({ kind: 'success', text: t('staff.revoked') });
    },
  });
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t('staff.title')}
        subtitle={t(superadmin ? 'staff.subtitle' : 'staff.readOnly')}
      />
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {superadmin && <GrantForm onDone={(text) => setNotice({ kind: 'success', text })} />}
      {staff.isError ? (
        <LoadError error={staff.error} onRetry={() => staff.refetch()} />
      ) : !staff.data ? (
        <ListSkeleton rows={3} height={64} />
      ) : (
        <Stack gap="xs">
          {staff.data.map((member) => (
            <StaffCard
              key={member.user_id}
              member={member}
              canManage={superadmin}
              onRevoke={(role) => {
                revoke.reset();
                setRevoking({ member, role });
              }}
            />
          ))}
        </Stack>
      )}
      <ReasonModal
        opened={revoking !== null}
        title={t('staff.revokeTitle', {
          role: revoking ? t(`staff.roles.${revoking.role}`) : '',
          email: revoking?.member.email ?? '',
        })}
        confirmLabel={t('staff.revoke')}
        color="red"
        loading={revoke.isPending}
        error={revoke.isError ? errorMessage(t, revoke.error) : null}
        onClose={() => setRevoking(null)}
        onConfirm={(reason) => revoke.mutate(reason)}
      />
    </Stack>
  );
}
