/**
 * The invited side of an invitation: the public preview of a link, accepting it while logged in,
 * and registering a new account through it. Every unusable link (unknown, expired, revoked,
 * accepted) gets the same answer.
 */
import {
  type AcceptInvitationRegisterBody,
  AppError,
  type InvitationPreview,
  isBusinessRole,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import type { AuthContext } from '../../plugins/auth-context';
import type { AuthService, IssuedSession } from '../auth/auth.service';
import { setSessionBusiness } from '../auth/sessions.service';
import { findUserByEmail, markEmailVerified, rememberBusiness } from '../auth/users.service';
import { holdSubscriptions } from '../billing/billing.guards';
import type { Notifier } from '../notifications/notifier.types';
import {
  findUsableInvitation,
  type UsableInvitation,
  updateInvitation,
} from './invitations.repository';
import {
  insertMembership,
  isActiveMembership,
  lockMembership,
  updateMembership,
} from './members.repository';
import { holdMemberSeat } from './members.service';

const invalid = () =>
  new AppError(
    'INVITATION_INVALID',
    'This invitation link is invalid or has expired. Ask the business for a new one.',
  );

/**
 * Makes `userId` an active member with the invited role (a disabled membership comes back) and
 * marks the invitation accepted; inside the caller's transaction, the invitation locked.
 */
async function join(
  tx: Executor,
  invitation: UsableInvitation,
  userId: string,
  now: Date,
  origin: Origin,
): Promise<void> {
  const existing = await lockMembership(tx, invitation.businessId, userId);
  if (existing?.status === 'active') {
    throw new AppError('CONFLICT', 'You are already a member of this business');
  }
  await holdMemberSeat(tx, invitation.businessId, now);
  const after = { role: invitation.role, status: 'active' };
  if (existing) await updateMembership(tx, invitation.businessId, userId, after);
  else await insertMembership(tx, { businessId: invitation.businessId, userId, ...after });
  await updateInvitation(tx, invitation.id, { acceptedAt: now, acceptedBy: userId });
  await recordActivity(tx, {
    action: 'invitation.accept',
    businessId: invitation.businessId,
    userId,
    entityType: 'invitation',
    entityId: invitation.id,
    ip: origin.ip,
    userAgent: origin.userAgent,
    before: existing ?? null,
    after: { email: invitation.email, ...after },
  });
}

/**
 * The invitation behind `token`, locked, after its business's subscription (the lock order of
 * billing.guards.ts: joining checks the plan's seats).
 */
async function lockInvitation(tx: Executor, token: string, now: Date, businessId: string) {
  await holdSubscriptions(tx, [businessId]);
  return findUsableInvitation(tx, token, now, true);
}

export function createInvitationAcceptService(deps: {
  database: Database;
  clock: Clock;
  auth: AuthService;
  notifier: Notifier;
}) {
  const { database, clock, auth, notifier } = deps;
  const { db } = database;

  /** Tells the inviter, if they are still in the business, that the invited person joined. */
  async function tellInviter(invitation: UsableInvitation, name: string) {
    const inviter = invitation.invitedBy;
    if (!inviter || !(await isActiveMembership(db, invitation.businessId, inviter))) return;
    await notifier.notify({
      businessId: invitation.businessId,
      userId: inviter,
      type: 'member_joined',
      data: { name, role: invitation.role },
      link: '/apps/settings/users',
    });
  }

  return {
    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await findUsableInvitation(db, token, clock.now());
      if (!invitation || !isBusinessRole(invitation.role)) throw invalid();
      return {
        business_name: invitation.businessName,
        role: invitation.role,
        email: invitation.email,
        invited_by_name: invitation.invitedByName,
        expires_at: invitation.expiresAt.toISOString(),
        has_account: (await findUserByEmail(db, invitation.email)) !== undefined,
      };
    },

    /** The logged-in user joins and continues in the business (their session moves there). */
    async accept(caller: AuthContext, token: string, origin: Origin): Promise<IssuedSession> {
      const now = clock.now();
      const found = await findUsableInvitation(db, token, now);
      if (!found) throw invalid();
      const { invitation, session } = await db.transaction(async (tx) => {
        const invitation = await lockInvitation(tx, token, now, found.businessId);
        if (!invitation) throw invalid();
        if (invitation.email.toLowerCase() !== caller.user.email.toLowerCase()) {
          throw new AppError(
            'FORBIDDEN',
            `This invitation was sent to ${invitation.email}. Log in with that address to accept it.`,
          );
        }
        await join(tx, invitation, caller.userId, now, origin);
        // The link came by mail to this address: it is proven, as a verification link would.
        await markEmailVerified(tx, caller.userId, invitation.email, now);
        await rememberBusiness(tx, caller.userId, invitation.businessId);
        const session = await setSessionBusiness(tx, caller.sessionId, invitation.businessId);
        if (!session) throw new AppError('TOKEN_INVALID', 'The session has ended. Log in again.');
        return { invitation, session };
      });
      const issued = await auth.reissue(session);
      await tellInviter(invitation, caller.user.full_name);
      return issued;
    },

    /** A new account with the invited address, a member of the inviting business only. */
    async register(
      token: string,
      body: AcceptInvitationRegisterBody & { remember_me: boolean },
      origin: Origin,
    ): Promise<IssuedSession> {
      const now = clock.now();
      const found = await findUsableInvitation(db, token, now);
      if (!found) throw invalid();
      if (await findUserByEmail(db, found.email)) {
        const message =
          'An account with this email already exists. Log in to accept the invitation.';
        throw new AppError('EMAIL_TAKEN', message, {
          issues: [{ field: 'email', code: 'email_taken_log_in' }],
        });
      }
      const issued = await auth.createAccount(
        { ...body, email: found.email },
        origin,
        async (tx, user) => {
          const invitation = await lockInvitation(tx, token, now, found.businessId);
          if (!invitation) throw invalid();
          await join(tx, invitation, user.id, now, origin);
          return { businessId: invitation.businessId, businessName: invitation.businessName };
        },
        // The account's address is the one the invitation was mailed to: no second link.
        { emailProven: true },
      );
      await tellInviter(found, issued.user.full_name);
      return issued;
    },
  };
}

export type InvitationAcceptService = ReturnType<typeof createInvitationAcceptService>;
