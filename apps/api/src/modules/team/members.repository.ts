/**
 * The one writer of memberships: the members of one business (with their users'
 * names, for the team page), and a user's memberships across businesses (with the businesses'
 * names, for the switcher, the data export and deleting an account).
 */
import type { BusinessRole, Member, MembershipStatus } from '@usaha/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { TimeKey } from '../../db/keyset';
import { cursorTime, type KeyedRow } from '../../db/keyset';
import { isoTimestamp } from '../../db/row-values';
import { businesses, memberships, users } from '../../db/schema/index';
import type { Statement } from '../../db/sql';
import type { OwnerRow } from './member-rules';

export type MemberRow = {
  user_id: string;
  username: string;
  full_name: string;
  email: string;
  role: BusinessRole;
  status: MembershipStatus;
  joined_at: Date | string;
};

export type MemberListRow = MemberRow & KeyedRow;

/** Members in the order they joined. */
export function memberPageSql(
  businessId: string,
  cursor: TimeKey | null,
  limit: number,
): Statement {
  const after = cursor ? 'and (m.created_at, m.user_id) > ($3::timestamptz, $4::uuid)' : '';
  return {
    text: `select u.id as user_id, u.username, u.full_name, u.email, m.role, m.status,
  m.created_at as joined_at, ${cursorTime('m.created_at')} as cursor_at, m.user_id as cursor_id
from memberships m join users u on u.id = m.user_id
where m.business_id = $1 ${after}
order by m.created_at, m.user_id
limit $2`,
    params: cursor ? [businessId, limit + 1, cursor.at, cursor.id] : [businessId, limit + 1],
  };
}

export function toMember(row: MemberRow, selfId: string): Member {
  return {
    user_id: row.user_id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    role: row.role,
    status: row.status,
    is_self: row.user_id === selfId,
    joined_at: isoTimestamp(row.joined_at),
  };
}

/** One member of the business, its membership row locked when `lock` (else undefined). */
export async function findMember(
  executor: Executor,
  businessId: string,
  userId: string,
  lock = false,
): Promise<MemberRow | undefined> {
  const query = executor
    .select({
      user_id: users.id,
      username: users.username,
      full_name: users.fullName,
      email: users.email,
      role: memberships.role,
      status: memberships.status,
      joined_at: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
  const [row] = lock ? await query.for('update', { of: memberships }) : await query;
  if (!row) return undefined;
  return { ...row, role: row.role as BusinessRole, status: row.status as MembershipStatus };
}

/**
 * Locks the business's owner memberships, in one order so two callers never deadlock. A second
 * caller waits here until the first commits, then sees the owners as they are after it.
 */
export async function lockOwners(executor: Executor, businessId: string): Promise<OwnerRow[]> {
  return executor
    .select({ userId: memberships.userId, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.userId))
    .for('update');
}

export type MembershipState = { role: string; status: string };

export async function updateMembership(
  executor: Executor,
  businessId: string,
  userId: string,
  state: MembershipState,
): Promise<void> {
  await executor
    .update(memberships)
    .set(state)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
}

export async function deleteMembership(executor: Executor, businessId: string, userId: string) {
  await executor
    .delete(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
}

export async function insertMembership(
  executor: Executor,
  values: { businessId: string; userId: string } & MembershipState,
): Promise<void> {
  await executor.insert(memberships).values(values);
}

/** The user's membership of the business, its row locked (an invitation being accepted). */
export async function lockMembership(
  executor: Executor,
  businessId: string,
  userId: string,
): Promise<MembershipState | undefined> {
  const [row] = await executor
    .select({ role: memberships.role, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
    .for('update');
  return row;
}

export async function isActiveMembership(
  executor: Executor,
  businessId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
      ),
    );
  return row !== undefined;
}

/** Whether the user belongs to the business in any state (a disabled member may come back). */
export async function hasMembership(
  executor: Executor,
  businessId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
  return row !== undefined;
}

export async function isActiveMemberByEmail(
  executor: Executor,
  businessId: string,
  email: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.status, 'active'),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  return row !== undefined;
}

/** The businesses the user is an active member of, oldest membership first. */
export async function activeBusinessIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.createdAt));
  return rows.map((row) => row.businessId);
}

/** The active members of a business holding one of `roles`, oldest membership first. */
export async function activeMemberIdsIn(
  executor: Executor,
  businessId: string,
  roles: readonly BusinessRole[],
): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.status, 'active'),
        inArray(memberships.role, [...roles]),
      ),
    )
    .orderBy(asc(memberships.createdAt));
  return rows.map((row) => row.userId);
}

export type MembershipListRow = KeyedRow & {
  business_id: string;
  business_name: string;
  role: BusinessRole;
  status: MembershipStatus;
};

/** A user's active and disabled memberships, in the order they joined the businesses. */
export function membershipPageSql(
  userId: string,
  cursor: TimeKey | null,
  limit: number,
): Statement {
  const after = cursor ? 'and (m.created_at, m.business_id) > ($3::timestamptz, $4::uuid)' : '';
  return {
    text: `select m.business_id, b.name as business_name, m.role, m.status,
  ${cursorTime('m.created_at')} as cursor_at, m.business_id as cursor_id
from memberships m join businesses b on b.id = m.business_id
where m.user_id = $1 ${after}
order by m.created_at, m.business_id
limit $2`,
    params: cursor ? [userId, limit + 1, cursor.at, cursor.id] : [userId, limit + 1],
  };
}

/** Every membership of the user, active or not, with its business's name. */
export async function membershipsWithNames(
  executor: Executor,
  userId: string,
  order: 'joined' | 'name',
) {
  return executor
    .select({
      businessId: memberships.businessId,
      name: businesses.name,
      role: memberships.role,
      status: memberships.status,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(
      ...(order === 'name'
        ? [asc(businesses.name)]
        : [asc(memberships.createdAt), asc(businesses.id)]),
    );
}

/** Per business, how many other members it has, and how many of them are active owners. */
export async function countOtherMembers(executor: Executor, businessIds: string[], userId: string) {
  if (businessIds.length === 0) return [];
  const rows = await executor
    .select({
      businessId: memberships.businessId,
      members: count(),
      activeOwners: sql<number>`count(*) filter (where ${memberships.role} = 'owner' and ${memberships.status} = 'active')`,
    })
    .from(memberships)
    .where(and(inArray(memberships.businessId, businessIds), ne(memberships.userId, userId)))
    .groupBy(memberships.businessId);
  return rows.map((row) => ({
    businessId: row.businessId,
    members: Number(row.members),
    activeOwners: Number(row.activeOwners),
  }));
}

export function listMemberRows(
  database: Pick<Database, 'query'>,
  businessId: string,
  cursor: TimeKey | null,
  limit: number,
): Promise<MemberListRow[]> {
  const page = memberPageSql(businessId, cursor, limit);
  return database.query<MemberListRow>(page.text, page.params);
}

export function listMembershipRows(
  database: Pick<Database, 'query'>,
  userId: string,
  cursor: TimeKey | null,
  limit: number,
): Promise<MembershipListRow[]> {
  const page = membershipPageSql(userId, cursor, limit);
  return database.query<MembershipListRow>(page.text, page.params);
}

/** The business's active members: what the plan's user limit counts, with open invitations. */
export async function countActiveMembers(executor: Executor, businessId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.status, 'active')));
  return row?.n ?? 0;
}
