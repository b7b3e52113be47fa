/** /apps/settings/users: the business's members and invitations, and inviting someone new. */
import { Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { invitationsQuery, membersQuery } from '../../api/team.queries';
import { ConfirmModal } from '../../components/confirm-modal';
import { IconLock } from '../../components/icons';
import { LoadMore } from '../../components/load-more';
import { Notice } from '../../components/notice';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { SettingsHeader } from '../../components/settings-header';
import { useAuth } from '../../lib/auth-store';
import { useCan } from '../../lib/business';
import { InvitationList } from './components/invitation-list';
import { InvitationShare } from './components/invitation-share';
import { InviteForm } from './components/invite-form';
import { MemberList } from './components/member-list';
import { assignableRoles, type TeamPolicy } from './team-policy';
import { type Pending, useTeamActions } from './use-team-actions';

function confirmText(t: TFunction, pending: Pending) {
  if (pending.kind === 'revoke') {
    return {
      title: t('invitations.revokeTitle'),
      body: t('invitations.revokeBody', { email: pending.invitation.email }),
      label: t('invitations.revoke'),
    };
  }
  const name = pending.member.full_name || pending.member.username;
  return pending.kind === 'leave'
    ? { title: t('members.leaveTitle'), body: t('members.leaveBody'), label: t('members.leave') }
    : {
        title: t('members.removeTitle'),
        body: t('members.removeBody', { name }),
        label: t('members.remove'),
      };
}

function Team({ policy }: { policy: TeamPolicy }) {
  const { t } = useTranslation('team');
  const actions = useTeamActions();
  const members = useInfiniteQuery(membersQuery());
  const invitations = useInfiniteQuery(invitationsQuery());
  const invitationRows = invitations.data?.pages.flatMap((page) => page.data) ?? [];
  const confirm = actions.pending && confirmText(t, actions.pending);

  return (
    <>
      {actions.notice && <Notice notice={actions.notice} onClose={actions.clearNotice} />}
      {actions.shared && (
        <InvitationShare invitation={actions.shared} onClose={actions.clearShared} />
      )}
      {policy.canManage && (
        <InviteForm roles={assignableRoles(policy)} onInvited={actions.invited} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="members-title">
        <Title order={2} fz="lg" id="members-title">
          {t('members.title')}
        </Title>
        {members.isPending && <ListSkeleton rows={3} height={64} />}
        {members.isError && (
          <LoadError error={members.error} onRetry={() => void members.refetch()} />
        )}
        {members.data && (
          <MemberList
            members={members.data.pages.flatMap((page) => page.data)}
            policy={policy}
            busyId={actions.busyId}
            onRole={actions.changeRole}
            onAction={actions.act}
          />
        )}
        <LoadMore pages={members} label={t('common:loadMore')} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="invitations-title">
        <Title order={2} fz="lg" id="invitations-title">
          {t('invitations.title')}
        </Title>
        {invitations.isPending && <ListSkeleton rows={2} height={64} />}
        {invitations.isError && (
          <LoadError error={invitations.error} onRetry={() => void invitations.refetch()} />
        )}
        {invitations.isSuccess && invitationRows.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('invitations.empty')}
          </Text>
        )}
        <InvitationList
          invitations={invitationRows}
          canManage={policy.canManage}
          busyId={actions.busyId}
          onResend={actions.resend}
          onRevoke={actions.askRevoke}
        />
        <LoadMore pages={invitations} label={t('common:loadMore')} />
      </Stack>
      {confirm && (
        <ConfirmModal
          opened
          title={confirm.title}
          body={confirm.body}
          confirmLabel={confirm.label}
          loading={actions.busyId !== null}
          error={actions.confirmError}
          onConfirm={() => void actions.confirm()}
          onClose={actions.closeConfirm}
        />
      )}
    </>
  );
}

export function TeamPage() {
  const { t } = useTranslation('team');
  const { user } = useAuth();
  const canView = useCan('team.view');
  const policy = { canManage: useCan('team.manage'), isOwner: user?.business?.role === 'owner' };
  return (
    <Stack gap="lg" maw={960}>
      <SettingsHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {canView ? (
        <Team policy={policy} />
      ) : (
        <EmptyState icon={IconLock} title={t('noAccess.title')} body={t('noAccess.body')} />
      )}
    </Stack>
  );
}
