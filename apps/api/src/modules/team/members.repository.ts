/** Reads and locks the memberships of one business, with their users, for the team page. */
import type { BusinessRole, Member, MembershipStatus } from '@usaha/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TimeKey } from '../../db/keyset';
import { cursorTime, type KeyedRow } from '../../db/keyset';
import { isoTimestamp } from '../../db/row-values';
import { memberships, users } from '../../db/schema/index';
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
