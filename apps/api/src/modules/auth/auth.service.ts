/** Login, registration, refresh and logout (DESIGN.md §5, SPEC.md §7–§8). */
import { AppError, type AuthUser, type LoginBody, type RegisterBody } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { TokenService } from '../../lib/access-tokens';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { loadAuthContext } from '../../plugins/auth-context';
import type { Notifier } from '../notifications/notifier.types';
import type { Memberships, StartBusiness } from './auth.types';
import {
  accountKey,
  claimAttempt,
  clearAccountFailures,
  requireAttempt,
} from './auth-throttle.service';
import type { EmailVerificationService } from './email-verification.service';
import {
  type AccountRequest,
  accountTakenError,
  insertAccount,
  type JoinBusiness,
  proposeUsername,
  refuseTakenNames,
  refuseWeakPassword,
} from './new-account';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  createSession,
  defaultBusinessId,
  findRefreshSession,
  keepInActiveBusiness,
  revokeSession,
  rotateRefreshToken,
  type SessionRow,
} from './sessions.service';
import { findUserByLogin, lockUserVersion } from './users.repository';

export const INVALID_CREDENTIALS = 'Invalid username or password';

const refreshFailed = () => new AppError('REFRESH_FAILED', 'Token refresh failed');

export type IssuedSession = {
  access: string;
  /** The new refresh token for the cookie; null when the cookie already holds the newest. */
  refreshToken: string | null;
  session: SessionRow;
  user: AuthUser;
};

export function createAuthService(deps: {
  database: Database;
  tokens: TokenService;
  clock: Clock;
  /** Ends the live streams of the sessions a logout or a leaked token ends. */
  notifier: Pick<Notifier, 'sessionsEnded'>;
  verification: Pick<EmailVerificationService, 'mail'>;
  memberships: Memberships;
  startBusiness: StartBusiness;
}) {
  const { database, tokens, clock, notifier, verification, memberships, startBusiness } = deps;
  const { db } = database;

  async function issue(
    session: SessionRow,
    refreshToken: string | null,
    failure = () => new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS),
  ): Promise<IssuedSession> {
    const claims = { sub: session.userId, sid: session.id, bid: session.businessId };
    const context = await loadAuthContext(database, claims, clock.now());
    // A user disabled meanwhile gets no token.
    if (!context) throw failure();
    return { access: tokens.signAccess(claims), refreshToken, session, user: context.user };
  }

  /**
   * Creates the user, lets `join` give it a business, and logs it in (one transaction); mails the
   * link that verifies the address unless `emailProven`. Every try counts against the address's
   * limit, and a taken name is refused before the password is hashed, so probing for accounts
   * is slow and costs the server no hash.
   */
  async function createAccount(
    request: AccountRequest,
    origin: Origin,
    join: JoinBusiness,
    options: { emailProven?: boolean } = {},
  ): Promise<IssuedSession> {
    await requireAttempt(
      db,
      'register',
      { ip: origin.ip },
      clock.now(),
      'Too many sign-ups from this address. Try again later.',
    );
    const input = {
      ...request,
      username: request.username ?? (await proposeUsername(db, request.email)),
    };
    refuseWeakPassword(input);
    await refuseTakenNames(db, input);
    const passwordHash = await hashPassword(input.password);
    let created: Awaited<ReturnType<typeof insertAccount>>;
    try {
      created = await db.transaction((tx) =>
        insertAccount(tx, {
          input,
          passwordHash,
          join,
          origin,
          now: clock.now(),
          emailProven: options.emailProven ?? false,
        }),
      );
    } catch (error) {
      throw accountTakenError(error) ?? error;
    }
    // A sign-up has no session yet: its link never follows a Host header that names elsewhere.
    if (created.verificationToken) {
      verification.mail(created.user, created.verificationToken, origin.sessionlessAppUrl);
    }
    return issue(created.session, created.refreshToken);
  }

  function tooManyAttempts(seconds: number): AppError {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return new AppError(
      'RATE_LIMITED',
      `Too many failed login attempts. Try again in ${minutes} minute(s).`,
      {
        headers: { 'retry-after': String(seconds) },
      },
    );
  }

  return {
    createAccount,

    async login(input: Required<LoginBody>, origin: Origin): Promise<IssuedSession> {
      const user = await findUserByLogin(db, input.username);
      const key = accountKey(input.username, user?.id);
      const claim = await claimAttempt(db, 'login', { key, ip: origin.ip }, clock.now());
      // During a lock even the right password issues no token, and is not checked at all.
      if ('waitSeconds' in claim) throw tooManyAttempts(claim.waitSeconds);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid || !user.isActive) {
        // The attempt stays written down: it is the failure that counts against the limits.
        await recordActivity(db, {
          action: 'auth.login_failed',
          userId: user?.id ?? null,
          ip: origin.ip,
          userAgent: origin.userAgent,
        });
        throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      const businessId = await defaultBusinessId(db, memberships, user);
      const created = await db.transaction(async (tx) => {
        // A password changed or reset while this login was hashing ends it here.
        if ((await lockUserVersion(tx, user.id)) !== user.version) {
          throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
        }
        const result = await createSession(tx, {
          userId: user.id,
          businessId,
          rememberMe: input.remember_me,
          origin,
          now: clock.now(),
        });
        await clearAccountFailures(tx, key);
        await recordActivity(tx, {
          action: 'auth.login',
          userId: user.id,
          businessId,
          entityType: 'session',
          entityId: result.session.id,
          ip: origin.ip,
          userAgent: origin.userAgent,
          meta: { remember_me: input.remember_me },
        });
        return result;
      });
      return issue(created.session, created.refreshToken);
    },

    register(
      input: Required<Omit<RegisterBody, 'language' | 'username'>> &
        Pick<RegisterBody, 'language' | 'username'>,
      origin: Origin,
    ): Promise<IssuedSession> {
      const language = input.language ?? 'id';
      return createAccount(input, origin, async (tx, user) => {
        const businessId = await startBusiness(
          tx,
          user.id,
          { name: input.business_name },
          language,
          clock.now(),
        );
        return { businessId, businessName: input.business_name };
      });
    },

    /** A new access token for the session as it now stands (after a switch of business). */
    reissue(session: SessionRow): Promise<IssuedSession> {
      return issue(session, null, refreshFailed);
    },

    async refresh(refreshToken: string | undefined, origin: Origin): Promise<IssuedSession> {
      if (!refreshToken) throw refreshFailed();
      const now = clock.now();
      const result = await rotateRefreshToken(db, refreshToken, now, origin.appUrl);
      if (!result.ok) {
        if (result.reason === 'reused') {
          await recordActivity(db, {
            action: 'auth.refresh_reuse_detected',
            userId: result.userId ?? null,
            entityType: 'session',
            entityId: result.sessionId ?? null,
            ip: origin.ip,
            userAgent: origin.userAgent,
          });
          if (result.userId) notifier.sessionsEnded(result.userId);
        }
        throw refreshFailed();
      }
      // A member removed or disabled meanwhile continues in another business of theirs.
      const session = await keepInActiveBusiness(db, memberships, result.session);
      await recordActivity(db, {
        action: 'auth.refresh',
        userId: session.userId,
        businessId: session.businessId,
        entityType: 'session',
        entityId: session.id,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      return issue(session, result.refreshToken, refreshFailed);
    },

    /** Ends the session named by the refresh cookie and the one named by the bearer token. */
    async logout(
      input: { refreshToken?: string | undefined; accessToken?: string | undefined },
      origin: Origin,
    ) {
      const now = clock.now();
      const ended = new Map<string, string>();
      if (input.refreshToken) {
        const session = await findRefreshSession(db, input.refreshToken);
        if (session) ended.set(session.id, session.userId);
      }
      if (input.accessToken) {
        try {
          const claims = tokens.verifyAccessIgnoringExpiry(input.accessToken);
          ended.set(claims.sid, claims.sub);
        } catch {
          // A forged or malformed token names no session of ours.
        }
      }
      for (const [sessionId, userId] of ended) {
        await db.transaction(async (tx) => {
          await revokeSession(tx, sessionId, 'logout', now);
          await recordActivity(tx, {
            action: 'auth.logout',
            userId,
            entityType: 'session',
            entityId: sessionId,
            ip: origin.ip,
            userAgent: origin.userAgent,
          });
        });
      }
      for (const userId of new Set(ended.values())) notifier.sessionsEnded(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
