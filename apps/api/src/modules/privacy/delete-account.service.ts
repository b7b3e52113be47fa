/**
 * Deleting one's own account (/apps/settings/privacy). Refused while the user is the only active
 * owner of a business that has other members: they must hand it over first. Otherwise the
 * businesses they alone belong to go with them, their other memberships and sessions end, and
 * the log keeps `account.delete` rows (activities have no foreign keys). Stored files of the
 * deleted businesses are removed after the commit. Each table is changed by its own module.
 */
import { AppError } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import type { AuthContext } from '../../plugins/auth-context';
import { requireCurrentPassword } from '../auth/auth.guards';
import { forgetAuthAttempts } from '../auth/auth-throttle.service';
import { deleteUser } from '../auth/users.service';
import { holdSubscriptions } from '../billing/billing.guards';
import { lockBusinesses, logoKeysOf, removeBusinesses } from '../businesses/businesses.service';
import { attachmentKeysOfBusinesses } from '../entries/attachments/attachments.service';
import { removeEntriesOfBusinesses } from '../entries/entry-posting.service';
import type { Notifier } from '../notifications/notifier.types';
import { membershipsOfUser, otherMembersIn } from '../team/members.service';
import { lockTeamOwners } from '../team/team.guards';

export function createDeleteAccountService(deps: {
  database: Database;
  clock: Clock;
  discardFiles: (keys: string[]) => Promise<void>;
  notifier: Pick<Notifier, 'sessionsEnded'>;
}) {
  const { db } = deps.database;

  return {
    async deleteAccount(auth: AuthContext, password: string, origin: Origin): Promise<void> {
      const now = deps.clock.now();
      const user = await requireCurrentPassword(db, {
        userId: auth.userId,
        password,
        field: 'password',
        origin,
        now,
      });
      const files = await db.transaction(async (tx) => {
        const mine = await membershipsOfUser(tx, user.id, 'name');
        const ids = mine.map((m) => m.businessId);
        await holdSubscriptions(tx, ids);
        await lockBusinesses(tx, ids);
        // The owners too, as every change of the team takes them first (members.service.ts):
        // a partner owner leaving at this moment is seen, so no business is left without one.
        for (const id of [...ids].sort()) await lockTeamOwners(tx, id);
        const others = new Map(
          (await otherMembersIn(tx, ids, user.id)).map((row) => [row.businessId, row]),
        );
        const blocked = mine.filter((m) => {
          const team = others.get(m.businessId);
          return m.role === 'owner' && m.status === 'active' && team && team.activeOwners === 0;
        });
        if (blocked.length > 0) {
          const names = blocked.map((m) => m.name).join(', ');
          throw new AppError(
            'LAST_OWNER',
            `You are the only owner of ${names}. Make another member an owner, or remove the other members, before deleting your account.`,
          );
        }
        const alone = mine.filter((m) => !others.has(m.businessId));
        const left = mine.filter((m) => others.has(m.businessId));
        const soloIds = alone.map((m) => m.businessId);
        const keys = [
          ...(await attachmentKeysOfBusinesses(tx, soloIds)),
          ...(await logoKeysOf(tx, soloIds)),
        ];

        const base = { userId: user.id, ip: origin.ip, userAgent: origin.userAgent };
        const who = { username: user.username, full_name: user.fullName, email: user.email };
        for (const membership of left) {
          // Each team the user leaves sees them go in its own log.
          await recordActivity(tx, {
            ...base,
            businessId: membership.businessId,
            action: 'account.delete',
            entityType: 'user',
            entityId: user.id,
            before: { ...who, role: membership.role, status: membership.status },
          });
        }
        await recordActivity(tx, {
          ...base,
          action: 'account.delete',
          entityType: 'user',
          entityId: user.id,
          before: who,
          meta: {
            deleted_businesses: alone.map((m) => ({ id: m.businessId, name: m.name })),
            left_businesses: left.map((m) => ({ id: m.businessId, name: m.name })),
          },
        });

        // Entries first: their trigger keeps the book totals, and it needs the books still there.
        await removeEntriesOfBusinesses(tx, soloIds);
        await removeBusinesses(tx, soloIds);
        // Memberships, sessions, notifications and preferences go with the user (cascade).
        await deleteUser(tx, user.id);
        await forgetAuthAttempts(tx, user.id);
        return keys;
      });
      deps.notifier.sessionsEnded(user.id);
      await deps.discardFiles(files);
    },
  };
}

export type DeleteAccountService = ReturnType<typeof createDeleteAccountService>;
