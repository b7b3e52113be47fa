/** A user's own account: profile and password (DESIGN.md §6 "Settings"). */
import { AppError, type AuthUser } from '@usaha/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema/index';
import { type Origin, recordActivity } from '../activity/activity.repository';
import { type AuthContext, loadAuthContext } from '../auth/auth-context';
import { accountKey, claimAttempt, clearAccountFailures } from '../auth/login-throttle';
import { hashPassword, verifyPassword, weakPasswordReason } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { findUserById } from '../auth/users.repository';

export type ProfileInput = {
  full_name: string;
  email: string;
  phone: string | null;
  language: 'id' | 'en';
  current_password?: string | undefined;
};

export function createAccountService(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  /**
   * Checks the user's current password. Wrong guesses count against the same limit as failed
   * logins, so a stolen session cannot be used to guess the password either.
   */
  async function requirePassword(userId: string, password: string, field: string, origin: Origin) {
    const key = accountKey('', userId);
    const claim = await claimAttempt(db, key, origin.ip, deps.clock.now());
    if ('waitSeconds' in claim) {
      throw new AppError('RATE_LIMITED', 'Too many wrong passwords. Try again later.', {
        headers: { 'retry-after': String(claim.waitSeconds) },
      });
    }
    const user = await findUserById(db, userId);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('WRONG_PASSWORD', 'The current password is not correct', {
        errors: { [field]: ['The current password is not correct'] },
      });
    }
    await clearAccountFailures(db, key);
    return user;
  }

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
          await tx
            .update(users)
            .set({
              fullName: input.full_name,
              email: input.email,
              phone: input.phone,
              language: input.language,
            })
            .where(eq(users.id, auth.userId));
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
            errors: { email: ['An account with this email already exists'] },
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
      if (weak) throw new AppError('WEAK_PASSWORD', weak, { errors: { new_password: [weak] } });
      const passwordHash = await hashPassword(next);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, version: user.version + 1 })
          .where(eq(users.id, user.id));
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
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
