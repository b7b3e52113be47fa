/**
 * The caller's own sessions (/apps/settings/privacy): which are live, and signing one or all
 * the others out. Another user's session is a 404, as if it did not exist.
 */
import type { SessionInfo } from '@usaha/shared';
import { describeDevice } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth-context';
import {
  liveSessionOf,
  liveSessionsOf,
  revokeSession,
  revokeUserSessions,
  type SessionRow,
} from '../auth/sessions.service';
import type { Notifier } from '../notifications/notifier.types';

export function toSessionInfo(row: SessionRow, currentId: string): SessionInfo {
  // A session ends at its absolute limit or when it sits idle, whichever comes first.
  const end = row.idleExpiresAt < row.expiresAt ? row.idleExpiresAt : row.expiresAt;
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    user_agent: row.userAgent,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: end.toISOString(),
    current: row.id === currentId,
  };
}

function log(auth: AuthContext, origin: Origin) {
  return {
    userId: auth.userId,
    businessId: auth.businessId,
    ip: origin.ip,
    userAgent: origin.userAgent,
  };
}

export function createPrivacySessionService(deps: {
  database: Database;
  clock: Clock;
  notifier: Pick<Notifier, 'sessionsEnded'>;
}) {
  const { db } = deps.database;

  return {
    /** The live sessions, the one used most recently first. */
    async list(auth: AuthContext): Promise<SessionInfo[]> {
      const rows = await liveSessionsOf(db, auth.userId, deps.clock.now());
      return rows.map((row) => toSessionInfo(row, auth.sessionId));
    },

    /** Signs one session out; the caller's own current one too (that is a log-out). */
    async revoke(auth: AuthContext, id: string, origin: Origin): Promise<{ current: boolean }> {
      const now = deps.clock.now();
      const revoked = await db.transaction(async (tx) => {
        const row = await liveSessionOf(tx, auth.userId, id, now);
        if (!row) throw notFound('Session');
        await revokeSession(tx, id, 'revoked_by_user', now);
        const current = id === auth.sessionId;
        await recordActivity(tx, {
          ...log(auth, origin),
          action: 'session.revoke',
          entityType: 'session',
          entityId: id,
          before: toSessionInfo(row, auth.sessionId),
          meta: { current },
        });
        return { current };
      });
      deps.notifier.sessionsEnded(auth.userId);
      return revoked;
    },

    /** Signs every session but the caller's current one out. */
    async revokeOthers(auth: AuthContext, origin: Origin): Promise<void> {
      await db.transaction(async (tx) => {
        await revokeUserSessions(
          tx,
          auth.userId,
          'signed_out_elsewhere',
          deps.clock.now(),
          auth.sessionId,
        );
        await recordActivity(tx, {
          ...log(auth, origin),
          action: 'session.revoke_others',
          entityType: 'user',
          entityId: auth.userId,
          meta: { kept_session_id: auth.sessionId },
        });
      });
      deps.notifier.sessionsEnded(auth.userId);
    },
  };
}

export type PrivacySessionService = ReturnType<typeof createPrivacySessionService>;
