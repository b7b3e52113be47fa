/** Forgotten passwords: single-use links, stored hashed, valid for one hour (DESIGN.md §5). */
import { AppError } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { lockNames } from '../../db/locks';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import type { AppUrlConfig } from '../../lib/app-url';
import { hashToken, randomToken } from '../../lib/secrets';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/templates';
import type { Notifier } from '../notifications/notifier.types';
import {
  accountKey,
  clearAccountFailures,
  emailKey,
  requireAttempt,
} from './auth-throttle.service';
import {
  claimResetLink,
  findUsableResetLink,
  hasResetLinkSince,
  insertResetLink,
  useResetLinksOf,
} from './password-resets.repository';
import { hashPassword, weakPassword, weakPasswordReason } from './passwords';
import { appUrlOfUser, revokeUserSessions } from './sessions.service';
import { findUserByEmail, setPasswordHash } from './users.repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** One mail per account per minute at most, so the form cannot flood someone's inbox. */
const RESEND_AFTER_MS = 60 * 1000;

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

export function createPasswordResetService(deps: {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  appUrls: AppUrlConfig;
  notifier: Pick<Notifier, 'sessionsEnded'>;
}) {
  const { db } = deps.database;

  return {
    /**
     * Answers the same whether or not the email exists; the mail goes out after the commit.
     * Every request counts against its address and the typed email's limit, known or not.
     */
    async forgot(email: string, origin: Origin): Promise<void> {
      const now = deps.clock.now();
      await requireAttempt(
        db,
        'password_forgot',
        { key: emailKey(email), ip: origin.ip },
        now,
        'Too many password reset requests. Try again later.',
      );
      const user = await findUserByEmail(db, email);
      if (!user?.isActive) return;
      const token = randomToken();
      const issued = await db.transaction(async (tx) => {
        // Parallel requests for one account queue here, so only one of them sends a mail.
        await lockNames(tx, `password-reset:${user.id}`);
        if (await hasResetLinkSince(tx, user.id, new Date(now.getTime() - RESEND_AFTER_MS))) {
          return false;
        }
        await insertResetLink(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: now,
        });
        await recordActivity(tx, {
          action: 'auth.password_reset_requested',
          userId: user.id,
          ip: origin.ip,
          userAgent: origin.userAgent,
        });
        return true;
      });
      if (!issued) return;
      // Never from this request's Host (anyone may send one): where the user last used the app.
      const appUrl = await appUrlOfUser(db, deps.appUrls, user.id);
      const link = `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      deps.mailer.send(
        passwordResetMail({
          to: user.email,
          name: user.fullName,
          language: user.language === 'en' ? 'en' : 'id',
          link,
        }),
      );
    },

    async reset(token: string, password: string, origin: Origin): Promise<void> {
      const now = deps.clock.now();
      const found = await findUsableResetLink(db, hashToken(token), now);
      if (!found) throw new AppError('INVALID_RESET_TOKEN', INVALID_LINK);
      const weak = weakPasswordReason(password, {
        username: found.user.username,
        email: found.user.email,
      });
      if (weak) throw weakPassword('password', weak);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Claiming the token and changing the password commit together, and only once.
        if (!(await claimResetLink(tx, found.id, now))) {
          throw new AppError('INVALID_RESET_TOKEN', INVALID_LINK);
        }
        await useResetLinksOf(tx, found.user.id, now);
        await setPasswordHash(tx, found.user, passwordHash);
        await revokeUserSessions(tx, found.user.id, 'password_reset', now);
        await clearAccountFailures(tx, accountKey('', found.user.id));
        await recordActivity(tx, {
          action: 'auth.password_reset',
          userId: found.user.id,
          entityType: 'user',
          entityId: found.user.id,
          ip: origin.ip,
          userAgent: origin.userAgent,
        });
      });
      deps.notifier.sessionsEnded(found.user.id);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
