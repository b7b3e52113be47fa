/**
 * Proving an email address: a link mailed on registration and on a change of address, with the
 * rules of reset links (random, stored hashed, single-use, expiring after 48 hours), and a new
 * link on request. Until then the user keeps the books, but mail the platform sends on their
 * behalf waits for it (auth.guards.ts `requireVerifiedEmail`).
 */
import { AppError, type Language } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { hashToken, randomToken } from '../../lib/secrets';
import type { Mailer } from '../../mail/mailer';
import { emailVerificationMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth-context';
import { accountKey, requireAttempt } from './auth-throttle.service';
import {
  claimVerificationLink,
  findUsableVerificationLink,
  insertVerificationLink,
  useVerificationLinksOf,
} from './email-verifications.repository';
import { findUserById, grantPlatformRole, markEmailVerified } from './users.repository';

export const VERIFICATION_TOKEN_TTL_HOURS = 48;
const TTL_MS = VERIFICATION_TOKEN_TTL_HOURS * 60 * 60 * 1000;

const INVALID_LINK = 'This verification link is invalid, has expired or was already used.';

/** Whom a link is mailed to: the address it proves, in the user's language. */
export type VerificationRecipient = {
  email: string;
  fullName: string;
  language: string;
};

/**
 * A new link for the user's address, stored inside the caller's transaction; answers the token
 * for the mail that goes out after the commit.
 */
export async function issueVerificationLink(
  tx: Executor,
  user: { id: string; email: string },
  now: Date,
): Promise<string> {
  const token = randomToken();
  await insertVerificationLink(tx, {
    userId: user.id,
    email: user.email.toLowerCase(),
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TTL_MS),
    createdAt: now,
  });
  return token;
}

export function createEmailVerificationService(deps: {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** ADMIN_EMAILS: an account proving one of these becomes a superadmin then and there. */
  adminEmails: readonly string[];
}) {
  const { db } = deps.database;
  const adminEmails = new Set(deps.adminEmails.map((email) => email.toLowerCase()));

  /**
   * Mails a link issued by `issueVerificationLink` (after the commit that stored it), on the
   * address `appUrl` (lib/app-url.ts: the member's own, or one a forged Host cannot aim).
   */
  function mail(user: VerificationRecipient, token: string, appUrl: string): void {
    const language: Language = user.language === 'en' ? 'en' : 'id';
    deps.mailer.send(
      emailVerificationMail({
        to: user.email,
        name: user.fullName,
        language,
        link: `${appUrl}/auth/verify-email?token=${encodeURIComponent(token)}`,
        validHours: VERIFICATION_TOKEN_TTL_HOURS,
      }),
    );
  }

  return {
    mail,

    /** No login needed: the link alone proves the address it was sent to, once. */
    async verify(token: string, origin: Origin): Promise<void> {
      const now = deps.clock.now();
      const found = await findUsableVerificationLink(db, hashToken(token), now);
      if (!found) throw new AppError('INVALID_VERIFICATION_TOKEN', INVALID_LINK);
      await db.transaction(async (tx) => {
        // Claiming the link and marking the address commit together, and only once.
        if (!(await claimVerificationLink(tx, found.id, now))) {
          throw new AppError('INVALID_VERIFICATION_TOKEN', INVALID_LINK);
        }
        // A link for an address the user has since changed proves nothing about the new one.
        if (!(await markEmailVerified(tx, found.user.id, found.email, now))) {
          throw new AppError('INVALID_VERIFICATION_TOKEN', INVALID_LINK);
        }
        await useVerificationLinksOf(tx, found.user.id, now);
        if (adminEmails.has(found.email.toLowerCase())) {
          await grantPlatformRole(tx, [found.email], 'superadmin', true);
        }
        await recordActivity(tx, {
          action: 'auth.email_verified',
          userId: found.user.id,
          entityType: 'user',
          entityId: found.user.id,
          ip: origin.ip,
          userAgent: origin.userAgent,
          after: { email: found.email },
        });
      });
    },

    /**
     * A new link to the caller's current address (the older ones keep working until they
     * expire). Answers where it went, or that the address is already verified.
     */
    async resend(
      auth: AuthContext,
      origin: Origin,
    ): Promise<{ sentTo: string } | { alreadyVerified: true }> {
      if (auth.user.email_verified) return { alreadyVerified: true };
      const now = deps.clock.now();
      await requireAttempt(
        db,
        'verification_resend',
        { key: accountKey('', auth.userId), ip: origin.ip },
        now,
        'Too many verification links asked for. Try again later.',
      );
      const user = await findUserById(db, auth.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'The session has ended. Log in again.');
      const token = await db.transaction(async (tx) => {
        const issued = await issueVerificationLink(tx, user, now);
        await recordActivity(tx, {
          action: 'auth.email_verification_sent',
          userId: user.id,
          businessId: auth.businessId,
          entityType: 'user',
          entityId: user.id,
          ip: origin.ip,
          userAgent: origin.userAgent,
        });
        return issued;
      });
      mail(user, token, origin.appUrl);
      return { sentTo: user.email };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
