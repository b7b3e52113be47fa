/**
 * The periodic jobs: the house-keeping of the auth, team and idempotency tables, each done by
 * the module that owns the table. Each is idempotent, so a run cut short by a shutdown is simply
 * finished by the next one. Other modules give their own jobs (app.ts lists them all).
 */
import { pruneIdempotencyKeys } from '../../lib/idempotency';
import { pruneAuthRecords, purgeEndedSessions } from '../auth/auth-maintenance.service';
import { purgeOldInvitations } from '../team/invitations.service';
import type { Job } from './scheduler';

/** Sessions that ended (expired, or idle too long) a day ago, or were revoked 30 days ago. */
export const purgeSessions: Job = {
  name: 'purge-sessions',
  async run({ database, now, signal }) {
    return { deleted: await purgeEndedSessions(database, now, signal) };
  },
};

/**
 * Invitations left open 30 days past their expiry, accepted or revoked ones after 90 days, and
 * the invitation sends no limit window reaches any more.
 */
export const purgeInvitations: Job = {
  name: 'purge-invitations',
  async run({ database, now, signal }) {
    return { deleted: await purgeOldInvitations(database, now, signal) };
  },
};

/** Failed logins past every throttle window, tokens of ended sessions, used-up reset links. */
export const pruneAuth: Job = {
  name: 'prune-auth-records',
  async run({ database, now }) {
    await pruneAuthRecords(database.db, now);
    return null;
  },
};

/** Idempotency keys older than a day (a retry comes within minutes). */
export const pruneIdempotency: Job = {
  name: 'prune-idempotency-keys',
  async run({ database, now }) {
    await pruneIdempotencyKeys(database.db, now);
    return null;
  },
};

export const JOBS: Job[] = [pruneAuth, purgeSessions, purgeInvitations, pruneIdempotency];
