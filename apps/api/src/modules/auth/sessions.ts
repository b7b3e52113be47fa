/**
 * Sessions are refresh-token families (DESIGN.md §5). Every refresh rotates the token; a rotated
 * token presented again after a short grace revokes the whole family, because it has leaked.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema/index';
import type { Origin } from '../../lib/actor';
import { hashToken, randomToken } from '../../lib/secrets';
import { defaultBusinessId, findUserById, isActiveMember } from './users.repository';

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

export type SessionRow = typeof sessions.$inferSelect;

export type RotateResult =
  /** refreshToken is null for the loser of a race: the winner's answer already set the cookie. */
  | { ok: true; session: SessionRow; refreshToken: string | null }
  | {
      ok: false;
      reason: 'unknown' | 'reused' | 'expired';
      sessionId?: string;
      userId?: string;
    };

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
  const [session] = await executor
    .insert(sessions)
    .values({
      userId: input.userId,
      businessId: input.businessId,
      rememberMe: input.rememberMe,
      userAgent: input.origin.userAgent?.slice(0, 500) ?? null,
      ip: input.origin.ip,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: new Date(now + policy.absoluteMs),
      idleExpiresAt: new Date(Math.min(now + policy.idleMs, now + policy.absoluteMs)),
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  const refreshToken = await issueRefreshToken(executor, session.id, input.now);
  return { session, refreshToken };
}

async function issueRefreshToken(
  executor: Executor,
  sessionId: string,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await executor
    .insert(refreshTokens)
    .values({ sessionId, tokenHash: hashToken(token), createdAt: now });
  return token;
}

export function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<RotateResult> => {
    // Exactly one of any number of concurrent callers claims the token.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!claimed) {
      const [known] = await tx
        .select({
          sessionId: refreshTokens.sessionId,
          rotatedAt: refreshTokens.rotatedAt,
          userId: sessions.userId,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return { ok: false, reason: 'unknown' };
      const age = now.getTime() - (known.rotatedAt?.getTime() ?? 0);
      if (age >= REUSE_GRACE_MS) {
        await revokeSession(tx, known.sessionId, 'refresh_token_reuse', now);
        return { ok: false, reason: 'reused', sessionId: known.sessionId, userId: known.userId };
      }
      // Two tabs at once: the loser gets an access token for the same live session and leaves
      // the cookie alone, so it neither signs the winner out nor overwrites its new token.
      const session = await liveSession(tx, known.sessionId, now);
      if (!session) return { ok: false, reason: 'expired', sessionId: known.sessionId };
      return { ok: true, session, refreshToken: null };
    }
    const session = await liveSession(tx, claimed.sessionId, now);
    if (!session) return { ok: false, reason: 'expired', sessionId: claimed.sessionId };
    const policy = session.rememberMe ? SESSION_POLICY.remember : SESSION_POLICY.browser;
    const idleExpiresAt = new Date(
      Math.min(now.getTime() + policy.idleMs, session.expiresAt.getTime()),
    );
    const [updated] = await tx
      .update(sessions)
      .set({ lastUsedAt: now, idleExpiresAt })
      .where(eq(sessions.id, session.id))
      .returning();
    const refreshToken = await issueRefreshToken(tx, session.id, now);
    return { ok: true, session: updated ?? session, refreshToken };
  });
}

async function liveSession(executor: Executor, sessionId: string, now: Date) {
  const [session] = await executor
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    );
  return session;
}

/** Points the session at a business: a switch, an accepted invitation, a membership lost. */
export async function setSessionBusiness(
  executor: Executor,
  sessionId: string,
  businessId: string | null,
): Promise<SessionRow | undefined> {
  const [updated] = await executor
    .update(sessions)
    .set({ businessId })
    .where(eq(sessions.id, sessionId))
    .returning();
  return updated;
}

/**
 * The session, moved to another business of its user when its own is no longer an active
 * membership of theirs (removed or disabled meanwhile), so a refresh never leaves them stuck.
 */
export async function keepInActiveBusiness(
  executor: Executor,
  session: SessionRow,
): Promise<SessionRow> {
  if (session.businessId && (await isActiveMember(executor, session.businessId, session.userId))) {
    return session;
  }
  const user = await findUserById(executor, session.userId);
  const businessId = user ? await defaultBusinessId(executor, user) : null;
  if (businessId === session.businessId) return session;
  return (await setSessionBusiness(executor, session.id, businessId)) ?? session;
}

export async function findRefreshSession(
  executor: Executor,
  token: string,
): Promise<SessionRow | undefined> {
  const [row] = await executor
    .select({ session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.session;
}

export async function revokeSession(
  executor: Executor,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but `exceptSessionId`. */
export async function revokeUserSessions(
  executor: Executor,
  userId: string,
  reason: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await executor
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions));
}
