/**
 * Sessions are refresh-token families (DESIGN.md §5). Every refresh rotates the token; a rotated
 * token presented again after a short grace revokes the whole family, because it has leaked.
 * Other modules move a session to another business, list and end a user's sessions here.
 */
import type { Db, Executor } from '../../db/client';
import type { Origin } from '../../lib/actor';
import { type AppUrlConfig, rememberedAppUrl } from '../../lib/app-url';
import { hashToken, randomToken } from '../../lib/secrets';
import type { Memberships } from './auth.types';
import {
  claimRefreshToken,
  findKnownToken,
  findLiveSession,
  findSessionByToken,
  insertRefreshToken,
  insertSession,
  lastAppUrlOf,
  revokeSession,
  type SessionRow,
  setSessionBusiness,
  touchSession,
} from './sessions.repository';
import { findUserById, type UserRow } from './users.repository';

/** What other modules do with sessions as they are: list, end, and move to another business. */
export {
  liveSessionOf,
  liveSessionsOf,
  revokeSession,
  revokeUserSessions,
  sessionsOf,
  setSessionBusiness,
} from './sessions.repository';
export type { SessionRow };

const DAY = 24 * 60 * 60 * 1000;

export const SESSION_POLICY = {
  /** "Remember me": a persistent cookie for 30 days. */
  remember: { absoluteMs: 30 * DAY, idleMs: 30 * DAY },
  /** A browser session: ends with the browser, or after 12 idle hours, or after 7 days. */
  browser: { absoluteMs: 7 * DAY, idleMs: 12 * 60 * 60 * 1000 },
} as const;

/**
 * Two tabs refreshing with one token at the same moment are not an attack: the loser is refused
 * without revoking the family if it comes within this window of the rotation.
 */
export const REUSE_GRACE_MS = 10_000;

export type RotateResult =
  /** refreshToken is null for the loser of a race: the winner's answer already set the cookie. */
  | { ok: true; session: SessionRow; refreshToken: string | null }
  | {
      ok: false;
      reason: 'unknown' | 'reused' | 'expired';
      sessionId?: string;
      userId?: string;
    };

async function issueRefreshToken(
  executor: Executor,
  sessionId: string,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(executor, sessionId, hashToken(token), now);
  return token;
}

export async function createSession(
  executor: Executor,
  input: {
    userId: string;
    businessId: string | null;
    rememberMe: boolean;
    origin: Origin;
    now: Date;
  },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const policy = input.rememberMe ? SESSION_POLICY.remember : SESSION_POLICY.browser;
  const now = input.now.getTime();
  const session = await insertSession(executor, {
    userId: input.userId,
    businessId: input.businessId,
    rememberMe: input.rememberMe,
    userAgent: input.origin.userAgent?.slice(0, 500) ?? null,
    ip: input.origin.ip,
    appUrl: input.origin.appUrl,
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt: new Date(now + policy.absoluteMs),
    idleExpiresAt: new Date(Math.min(now + policy.idleMs, now + policy.absoluteMs)),
  });
  const refreshToken = await issueRefreshToken(executor, session.id, input.now);
  return { session, refreshToken };
}

export function rotateRefreshToken(
  db: Db,
  token: string,
  now: Date,
  appUrl: string,
): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<RotateResult> => {
    const claimed = await claimRefreshToken(tx, tokenHash, now);
    if (!claimed) {
      const known = await findKnownToken(tx, tokenHash);
      if (!known) return { ok: false, reason: 'unknown' };
      const age = now.getTime() - (known.rotatedAt?.getTime() ?? 0);
      if (age >= REUSE_GRACE_MS) {
        await revokeSession(tx, known.sessionId, 'refresh_token_reuse', now);
        return { ok: false, reason: 'reused', sessionId: known.sessionId, userId: known.userId };
      }
      // Two tabs at once: the loser gets an access token for the same live session and leaves
      // the cookie alone, so it neither signs the winner out nor overwrites its new token.
      const session = await findLiveSession(tx, known.sessionId, now);
      if (!session) return { ok: false, reason: 'expired', sessionId: known.sessionId };
      return { ok: true, session, refreshToken: null };
    }
    const session = await findLiveSession(tx, claimed.sessionId, now);
    if (!session) return { ok: false, reason: 'expired', sessionId: claimed.sessionId };
    const policy = session.rememberMe ? SESSION_POLICY.remember : SESSION_POLICY.browser;
    const idleExpiresAt = new Date(
      Math.min(now.getTime() + policy.idleMs, session.expiresAt.getTime()),
    );
    const updated = await touchSession(tx, session.id, { lastUsedAt: now, idleExpiresAt, appUrl });
    const refreshToken = await issueRefreshToken(tx, session.id, now);
    return { ok: true, session: updated ?? session, refreshToken };
  });
}

/** The business a login lands in: the one used last, else the oldest active membership. */
export async function defaultBusinessId(
  executor: Executor,
  memberships: Memberships,
  user: UserRow,
): Promise<string | null> {
  const active = await memberships.activeBusinessIdsOf(executor, user.id);
  if (user.lastBusinessId && active.includes(user.lastBusinessId)) return user.lastBusinessId;
  return active[0] ?? null;
}

/**
 * The session, moved to another business of its user when its own is no longer an active
 * membership of theirs (removed or disabled meanwhile), so a refresh never leaves them stuck.
 */
export async function keepInActiveBusiness(
  executor: Executor,
  memberships: Memberships,
  session: SessionRow,
): Promise<SessionRow> {
  const { businessId: current, userId } = session;
  if (current && (await memberships.isActiveMember(executor, current, userId))) return session;
  const user = await findUserById(executor, session.userId);
  const businessId = user ? await defaultBusinessId(executor, memberships, user) : null;
  if (businessId === session.businessId) return session;
  return (await setSessionBusiness(executor, session.id, businessId)) ?? session;
}

export function findRefreshSession(
  executor: Executor,
  token: string,
): Promise<SessionRow | undefined> {
  return findSessionByToken(executor, hashToken(token));
}

/**
 * Where the links of a mail to this user point when no request of theirs sent it (a password
 * reset, a notification, a scheduled invoice): PUBLIC_URL, or where they last used the app.
 */
export async function appUrlOfUser(
  executor: Executor,
  config: AppUrlConfig,
  userId: string,
): Promise<string> {
  return rememberedAppUrl(config, await lastAppUrlOf(executor, userId));
}
