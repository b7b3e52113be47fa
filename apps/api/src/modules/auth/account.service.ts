/**
 * A user's own account: profile and password (DESIGN.md §6 "Settings"). A new email address is
 * unverified until the link mailed to it is used.
 */
import { AppError, type AuthUser } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { type AuthContext, loadAuthContext } from '../../plugins/auth-context';
import type { Notifier } from '../notifications/notifier.types';
import { requireCurrentPassword } from './auth.guards';
import { type EmailVerificationService, issueVerificationLink } from './email-verification.service';
import { useVerificationLinksOf } from './email-verifications.repository';
import { accountTakenError } from './new-account';
import { hashPassword, weakPassword, weakPasswordReason } from './passwords';
import { revokeUserSessions } from './sessions.service';
import { setPasswordHash, updateProfile } from './users.repository';

export type ProfileInput = {
  /** Absent: the username stays. */
  username?: string | undefined;
  full_name: string;
  email: string;
  phone: string | null;
  language: 'id' | 'en';
  current_password?: string | undefined;
};

export function createAccountService(deps: {
  database: Database;
  clock: Clock;
  notifier: Pick<Notifier, 'sessionsEnded'>;
  verification: Pick<EmailVerificationService, 'mail'>;
}) {
  const { db } = deps.database;

  const requirePassword = (userId: string, password: string, field: string, origin: Origin) =>
    requireCurrentPassword(db, { userId, password, field, origin, now: deps.clock.now() });

  return {
    async updateProfile(auth: AuthContext, input: ProfileInput, origin: Origin): Promise<AuthUser> {
      const before = {
        username: auth.user.username,
        full_name: auth.user.full_name,
        email: auth.user.email,
        phone: auth.user.phone,
        language: auth.user.language,
      };
      const emailChanged = input.email.toLowerCase() !== auth.user.email.toLowerCase();
      if (emailChanged) {
        await requirePassword(
          auth.userId,
          input.current_password ?? '',
          'current_password',
          origin,
        );
      }
      const { current_password: _password, ...rest } = input;
      const after = { ...rest, username: input.username ?? auth.user.username };
      let verificationToken: string | null;
      try {
        verificationToken = await db.transaction(async (tx) => {
          const now = deps.clock.now();
          await updateProfile(tx, auth.userId, {
            username: after.username,
            fullName: input.full_name,
            email: input.email,
            phone: input.phone,
            language: input.language,
            // A new address is not proven yet: mail on the user's behalf waits for its link.
            ...(emailChanged ? { emailVerifiedAt: null } : {}),
          });
          let token: string | null = null;
          if (emailChanged) {
            await useVerificationLinksOf(tx, auth.userId, now);
            token = await issueVerificationLink(tx, { id: auth.userId, email: input.email }, now);
          }
          await recordActivity(tx, {
            action: 'user.profile_updated',
            userId: auth.userId,
            businessId: auth.businessId,
            entityType: 'user',
            entityId: auth.userId,
            ip: origin.ip,
            userAgent: origin.userAgent,
            before,
            after,
          });
          return token;
        });
      } catch (error) {
        throw accountTakenError(error) ?? error;
      }
      if (verificationToken) {
        deps.verification.mail(
          { email: input.email, fullName: input.full_name, language: input.language },
          verificationToken,
          origin.appUrl,
        );
      }
      const claims = { sub: auth.userId, sid: auth.sessionId, bid: auth.businessId };
      const context = await loadAuthContext(deps.database, claims, deps.clock.now());
      if (!context) throw new AppError('UNAUTHENTICATED', 'The session has ended. Log in again.');
      return context.user;
    },

    /** Changes the password and signs out every other session of the user. */
    async changePassword(
      auth: AuthContext,
      current: string,
      next: string,
      origin: Origin,
    ): Promise<void> {
      const user = await requirePassword(auth.userId, current, 'current_password', origin);
      const weak = weakPasswordReason(next, { username: user.username, email: user.email });
      if (weak) throw weakPassword('new_password', weak);
      const passwordHash = await hashPassword(next);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user, passwordHash);
        await revokeUserSessions(tx, user.id, 'password_changed', now, auth.sessionId);
        await recordActivity(tx, {
          action: 'user.password_changed',
          userId: user.id,
          businessId: auth.businessId,
          entityType: 'user',
          entityId: user.id,
          ip: origin.ip,
          userAgent: origin.userAgent,
        });
      });
      deps.notifier.sessionsEnded(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
