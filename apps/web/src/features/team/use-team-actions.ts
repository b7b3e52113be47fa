/**
 * The team page's writes: role, access and removal of members, leaving, and the invitations'
 * resend and revoke. Each reports what it did (or why not, by error code) as the page's notice;
 * an invitation sent or sent again shows its link to share instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { BusinessRole, Invitation, Member, SentInvitation } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { removeMember, resendInvitation, revokeInvitation, updateMember } from '../../api/team.api';
import { refreshTeam } from '../../api/team.queries';
import type { NoticeValue } from '../../components/notice';
import { warningOf } from '../../components/notice';
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
  const [shared, setShared] = useState<SentInvitation | null>(null);

  /** Runs one write for the row `id`; `done` reports what it answered. */
  async function run<T>(id: string, write: () => Promise<T>, done: (value: T) => void) {
    setBusyId(id);
    setNotice(null);
    setShared(null);
    try {
      done(await write());
    } catch (error) {
      setNotice(warningOf(t, error));
    } finally {
      await refreshTeam(client);
      setBusyId(null);
    }
  }

  const said = (text: string) => () => setNotice({ kind: 'success', text });

  const name = (member: Member) => member.full_name || member.username;

  function changeRole(member: Member, role: BusinessRole) {
    const done = t('members.roleChanged', { name: name(member), role: t(`apps:roles.${role}`) });
    // A new role of one's own changes what this screen may offer: the profile carries it.
    const write = async () => {
      await updateMember(member.user_id, { role });
      if (member.is_self) await fetchProfile();
    };
    void run(member.user_id, write, said(done));
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
    void run(member.user_id, () => updateMember(member.user_id, { status }), said(done));
  }

  function askRevoke(invitation: Invitation) {
    setConfirmError(null);
    setPending({ kind: 'revoke', invitation });
  }

  function resend(invitation: Invitation) {
    void run(invitation.id, () => resendInvitation(invitation.id), setShared);
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
    shared,
    clearShared: () => setShared(null),
    invited: (invitation: SentInvitation) => {
      setNotice(null);
      setShared(invitation);
      void refreshTeam(client);
    },
    confirm,
  };
}
