/** A user's own account: profile and password (DESIGN.md §6 "Settings"). */
import { AppError, type AuthUser } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { type AuthContext, loadAuthContext } from '../../plugins/auth-context';
import type { Notifier } from '../notifications/notifier.types';
import { requireCurrentPassword } from './auth.guards';
import { hashPassword, weakPassword, weakPasswordReason } from './passwords';
import { revokeUserSessions } from './sessions.service';
import { setPasswordHash, updateProfile } from './users.repository';

export type ProfileInput = {
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
}) {
  const { db } = deps.database;

  const requirePassword = (userId: string, password: string, field: string, origin: Origin) =>
    requireCurrentPassword(db, { userId, password, field, origin, now: deps.clock.now() });

  return {
    async updateProfile(auth: AuthContext, input: ProfileInput, origin: Origin): Promise<AuthUser> {
      const before = {
        full_name: auth.user.full_name,
        email: auth.user.email,
        phone: auth.user.phone,
        language: auth.user.language,
      };
      if (input.email.toLowerCase() !== auth.user.email.toLowerCase()) {
        await requirePassword(
          auth.userId,
          input.current_password ?? '',
          'current_password',
          origin,
        );
      }
      const { current_password: _password, ...after } = input;
      try {
        await db.transaction(async (tx) => {
          await updateProfile(tx, auth.userId, {
            fullName: input.full_name,
            email: input.email,
            phone: input.phone,
            language: input.language,
          });
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
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) {
          throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', {
            issues: [{ field: 'email', code: 'email_taken' }],
          });
        }
        throw error;
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
