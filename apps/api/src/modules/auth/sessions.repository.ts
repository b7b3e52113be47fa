/** The one writer of sessions and their refresh tokens (stored only as hashes). */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batch-delete';
import type { Database, Executor } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;
type NewSession = typeof sessions.$inferInsert;

export async function insertSession(executor: Executor, values: NewSession): Promise<SessionRow> {
  const [session] = await executor.insert(sessions).values(values).returning();
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

export async function insertRefreshToken(
  executor: Executor,
  sessionId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await executor.insert(refreshTokens).values({ sessionId, tokenHash, createdAt: now });
}

/** Marks the token rotated; exactly one of any number of concurrent callers gets its session. */
export async function claimRefreshToken(tx: Executor, tokenHash: string, now: Date) {
  const [claimed] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return claimed;
}

/** A token seen before: its session, its user and when it was rotated. */
export async function findKnownToken(executor: Executor, tokenHash: string) {
  const [known] = await executor
    .select({
      sessionId: refreshTokens.sessionId,
      rotatedAt: refreshTokens.rotatedAt,
      userId: sessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return known;
}

/** A session that is neither revoked nor past its absolute or idle limit. */
function live(now: Date) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.idleExpiresAt, now),
  );
}

export async function findLiveSession(
  executor: Executor,
  sessionId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [session] = await executor
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), live(now)));
  return session;
}

/** The user's live session with this id; another user's is not found. */
export async function liveSessionOf(
  executor: Executor,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [session] = await executor
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)));
  return session;
}

/** The user's live sessions, the one used most recently first. */
export async function liveSessionsOf(
  executor: Executor,
  userId: string,
  now: Date,
): Promise<SessionRow[]> {
  return executor
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** The address the user's sessions were last used at, ended ones too (lib/app-url.ts). */
export async function lastAppUrlOf(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ appUrl: sessions.appUrl })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.appUrl)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(1);
  return row?.appUrl ?? null;
}

/** Every session the user has had, ended ones too, oldest first. */
export async function sessionsOf(executor: Executor, userId: string): Promise<SessionRow[]> {
  return executor
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt, sessions.id);
}

export async function touchSession(
  executor: Executor,
  sessionId: string,
  used: { lastUsedAt: Date; idleExpiresAt: Date; appUrl: string },
): Promise<SessionRow | undefined> {
  const [updated] = await executor
    .update(sessions)
    .set(used)
    .where(eq(sessions.id, sessionId))
    .returning();
  return updated;
}

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

export async function findSessionByToken(
  executor: Executor,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await executor
    .select({ session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
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

/**
 * The tokens of sessions that ended before `before` (a rotated token is kept while its session
 * lives, to catch its reuse).
 */
export async function deleteTokensOfEndedSessions(executor: Executor, before: Date) {
  const ended = executor
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      or(
        lt(sessions.expiresAt, before),
        lt(sessions.idleExpiresAt, before),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
      ),
    );
  await executor.delete(refreshTokens).where(inArray(refreshTokens.sessionId, ended));
}

/** Sessions that ended before `ended`, or were revoked before `revoked`, in short batches. */
export function purgeSessions(
  database: Pick<Database, 'query'>,
  ended: string,
  revoked: string,
  signal?: AbortSignal,
): Promise<number> {
  return deleteInBatches(
    database,
    'sessions',
    'expires_at < $1 or idle_expires_at < $1 or revoked_at < $2',
    [ended, revoked],
    signal,
  );
}
