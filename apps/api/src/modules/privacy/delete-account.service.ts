/**
 * Deleting one's own account (/apps/settings/privacy). Refused while the user is the only active
 * owner of a business that has other members: they must hand it over first. Otherwise the
 * businesses they alone belong to go with them, their other memberships and sessions end, and
 * the log keeps `account.delete` rows (activities have no foreign keys). Stored files of the
 * deleted businesses are removed after the commit.
 */
import { AppError } from '@usaha/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { attachments, businesses, entries, memberships, users } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import type { AuthContext } from '../../plugins/auth-context';
import { requireCurrentPassword } from '../auth/current-password';
import { accountKey, clearAccountFailures } from '../auth/login-throttle';
import { lockOwners } from '../team/members.repository';

type Membership = { businessId: string; name: string; role: string; status: string };
type Others = { businessId: string; members: number; activeOwners: number };

async function membershipsOf(tx: Executor, userId: string): Promise<Membership[]> {
  return tx
    .select({
      businessId: memberships.businessId,
      name: businesses.name,
      role: memberships.role,
      status: memberships.status,
    })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(businesses.name));
}

/** Holds the businesses (in one order, so two deletions cannot deadlock) while their teams are read. */
async function lockBusinesses(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(inArray(businesses.id, ids))
    .orderBy(asc(businesses.id))
    .for('update');
}

/** The other members of each business, and how many of them are active owners. */
async function othersIn(tx: Executor, ids: string[], userId: string): Promise<Map<string, Others>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      businessId: memberships.businessId,
      members: count(),
      activeOwners: sql<number>`count(*) filter (where ${memberships.role} = 'owner' and ${memberships.status} = 'active')`,
    })
    .from(memberships)
    .where(and(inArray(memberships.businessId, ids), ne(memberships.userId, userId)))
    .groupBy(memberships.businessId);
  return new Map(
    rows.map((row) => [
      row.businessId,
      { ...row, members: Number(row.members), activeOwners: Number(row.activeOwners) },
    ]),
  );
}

/** The stored files of businesses about to be deleted: receipts and logos. */
async function filesOf(tx: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const receipts = await tx
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(inArray(attachments.businessId, ids));
  const logos = await tx
    .select({ key: businesses.logoPath })
    .from(businesses)
    .where(inArray(businesses.id, ids));
  return [...receipts, ...logos].flatMap((row) => (row.key ? [row.key] : []));
}

export function createDeleteAccountService(deps: {
  database: Database;
  clock: Clock;
  discardFiles: (keys: string[]) => Promise<void>;
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
        const mine = await membershipsOf(tx, user.id);
        const ids = mine.map((m) => m.businessId);
        await lockBusinesses(tx, ids);
        // The owners too, as every change of the team takes them first (members.service.ts):
        // a partner owner leaving at this moment is seen, so no business is left without one.
        for (const id of [...ids].sort()) await lockOwners(tx, id);
        const others = await othersIn(tx, ids, user.id);
        const blocked = mine.filter((m) => {
          const team = others.get(m.businessId);
          return m.role === 'owner' && m.status === 'active' && team && team.activeOwners === 0;
        });
        if (blocked.length > 0) {
          const names = blocked.map((m) => m.name).join(', ');
          throw new AppError(
            'BUSINESS_RULE',
            `You are the only owner of ${names}. Make another member an owner, or remove the other members, before deleting your account.`,
          );
        }
        const alone = mine.filter((m) => !others.has(m.businessId));
        const left = mine.filter((m) => others.has(m.businessId));
        const soloIds = alone.map((m) => m.businessId);
        const keys = await filesOf(tx, soloIds);

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

        if (soloIds.length > 0) {
          // Entries first: their trigger keeps the book totals, and it needs the books still there.
          await tx.delete(entries).where(inArray(entries.businessId, soloIds));
          await tx.delete(businesses).where(inArray(businesses.id, soloIds));
        }
        // Memberships, sessions, notifications and preferences go with the user (cascade).
        await tx.delete(users).where(eq(users.id, user.id));
        await clearAccountFailures(tx, accountKey('', user.id));
        return keys;
      });
      await deps.discardFiles(files);
    },
  };
}

export type DeleteAccountService = ReturnType<typeof createDeleteAccountService>;
