/**
 * The team page's writes: role, access and removal of members, leaving, and the invitations'
 * resend and revoke. Each reports what it did (or why not, by error code) as the page's notice.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { BusinessRole, Invitation, Member } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { removeMember, resendInvitation, revokeInvitation, updateMember } from '../../api/team.api';
import { refreshTeam } from '../../api/team.queries';
import type { NoticeValue } from '../../components/notice';
import { fetchProfile } from '../../lib/auth';
import { errorMessage } from '../../lib/error-message';
import { afterLeaving } from '../../lib/session-switch';
import type { MemberAction } from './components/member-controls';

/** A step that needs a yes first: removing a member, leaving, revoking an invitation. */
export type Pending =
  | { kind: 'remove' | 'leave'; member: Member }
  | { kind: 'revoke'; invitation: Invitation };

export function useTeamActions() {
  const { t } = useTranslation(['team', 'apps', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  /** Runs one write for the row `id`; true when it worked. */
  async function run(id: string, write: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusyId(id);
    setNotice(null);
    try {
      await write();
      setNotice({ kind: 'success', text: done });
      await refreshTeam(client);
      return true;
    } catch (error) {
      setNotice({ kind: 'warning', text: errorMessage(t, error) });
      await refreshTeam(client);
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const name = (member: Member) => member.full_name || member.username;

  function changeRole(member: Member, role: BusinessRole) {
    const done = t('members.roleChanged', { name: name(member), role: t(`apps:roles.${role}`) });
    // A new role of one's own changes what this screen may offer: the profile carries it.
    const write = async () => {
      await updateMember(member.user_id, { role });
      if (member.is_self) await fetchProfile();
    };
    void run(member.user_id, write, done);
  }

  function act(member: Member, action: MemberAction) {
    if (action === 'remove' || action === 'leave') {
      setConfirmError(null);
      setPending({ kind: action, member });
      return;
    }
    const status = action === 'enable' ? 'active' : 'disabled';
    const done = t(action === 'enable' ? 'members.enabled' : 'members.disabledDone', {
      name: name(member),
    });
    void run(member.user_id, () => updateMember(member.user_id, { status }), done);
  }

  function askRevoke(invitation: Invitation) {
    setConfirmError(null);
    setPending({ kind: 'revoke', invitation });
  }

  function resend(invitation: Invitation) {
    const done = t('invitations.resent', { email: invitation.email });
    void run(invitation.id, () => resendInvitation(invitation.id), done);
  }

  /** The confirmed step; errors stay in the dialog, where the user is looking. */
  async function confirm() {
    if (!pending) return;
    const id = pending.kind === 'revoke' ? pending.invitation.id : pending.member.user_id;
    setBusyId(id);
    setConfirmError(null);
    try {
      if (pending.kind === 'revoke') {
        await revokeInvitation(id);
        setNotice({
          kind: 'success',
          text: t('invitations.revoked', { email: pending.invitation.email }),
        });
      } else {
        await removeMember(id);
        if (pending.kind === 'leave') {
          setPending(null);
          await afterLeaving(navigate);
          return;
        }
        setNotice({ kind: 'success', text: t('members.removed', { name: name(pending.member) }) });
      }
      setPending(null);
      await refreshTeam(client);
    } catch (error) {
      setConfirmError(errorMessage(t, error));
    } finally {
      setBusyId(null);
    }
  }

  return {
    notice,
    clearNotice: () => setNotice(null),
    busyId,
    pending,
    confirmError,
    closeConfirm: () => setPending(null),
    changeRole,
    act,
    resend,
    askRevoke,
    invited: (invitation: Invitation) => {
      setNotice({ kind: 'success', text: t('invite.sent', { email: invitation.email }) });
      void refreshTeam(client);
    },
    confirm,
  };
}
