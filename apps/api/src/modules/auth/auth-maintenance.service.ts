/**
 * Keeps the auth tables small: counted attempts past every window, the tokens of sessions that
 * ended a day ago (a rotated token is kept while its session lives, to catch its reuse), reset
 * and verification links a day past their expiry, and the sessions themselves once they are long over. Each step
 * is idempotent; the scheduler runs them (scheduler/jobs.ts).
 */
import type { Database, Db } from '../../db/client';
import { pruneAttempts } from './auth-throttle.service';
import { deleteVerificationLinksExpiredBefore } from './email-verifications.repository';
import { deleteResetLinksExpiredBefore } from './password-resets.repository';
import { deleteTokensOfEndedSessions, purgeSessions } from './sessions.repository';

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export async function pruneAuthRecords(db: Db, now: Date): Promise<void> {
  const dayAgo = daysBefore(now, 1);
  await pruneAttempts(db, now);
  await deleteTokensOfEndedSessions(db, dayAgo);
  await deleteResetLinksExpiredBefore(db, dayAgo);
  await deleteVerificationLinksExpiredBefore(db, dayAgo);
}

/** Sessions that ended (expired, or idle too long) a day ago, or were revoked 30 days ago. */
export function purgeEndedSessions(
  database: Pick<Database, 'query'>,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const ended = daysBefore(now, 1).toISOString();
  const revoked = daysBefore(now, 30).toISOString();
  return purgeSessions(database, ended, revoked, signal);
}
