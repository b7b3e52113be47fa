/**
 * The periodic jobs: the house-keeping of the auth and team tables. Each is idempotent, so a run
 * cut short by a shutdown is simply finished by the next one.
 */

import { pruneIdempotencyKeys } from '../../lib/idempotency';
import { pruneAuthRecords } from '../auth/maintenance';
import { deleteInBatches } from './batch-delete';
import type { Job } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** Sessions that ended (expired, or idle too long) a day ago, or were revoked 30 days ago. */
export const purgeSessions: Job = {
  name: 'purge-sessions',
  async run({ database, now, signal }) {
    const deleted = await deleteInBatches(
      database,
      'sessions',
      'expires_at < $1 or idle_expires_at < $1 or revoked_at < $2',
      [daysBefore(now, 1), daysBefore(now, 30)],
      signal,
    );
    return { deleted };
  },
};

/** Invitations left open 30 days past their expiry; accepted or revoked ones after 90 days. */
export const purgeInvitations: Job = {
  name: 'purge-invitations',
  async run({ database, now, signal }) {
    const deleted = await deleteInBatches(
      database,
      'invitations',
      `(accepted_at is null and revoked_at is null and expires_at < $1)
        or accepted_at < $2 or revoked_at < $2`,
      [daysBefore(now, 30), daysBefore(now, 90)],
      signal,
    );
    return { deleted };
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
