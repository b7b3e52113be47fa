/**
 * Keeps the auth tables small: failed logins past every window, the tokens of sessions that
 * ended a day ago (a rotated token is kept while its session lives, to catch its reuse), and
 * reset links a day past their expiry. Idempotent; the scheduler runs it (scheduler/jobs.ts).
 */
import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, refreshTokens, sessions } from '../../db/schema/index';
import { pruneFailures } from './login-throttle';

const DAY = 24 * 60 * 60 * 1000;

export async function pruneAuthRecords(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY);
  await pruneFailures(db, now);
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      or(
        lt(sessions.expiresAt, dayAgo),
        lt(sessions.idleExpiresAt, dayAgo),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo)),
      ),
    );
  await db.delete(refreshTokens).where(inArray(refreshTokens.sessionId, ended));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
}
