/** The caller's memberships across businesses, for the business switcher. */
import type { BusinessRole, Membership, MembershipStatus } from '@usaha/shared';
import type { TimeKey } from '../../db/keyset';
import { cursorTime, type KeyedRow } from '../../db/keyset';
import type { Statement } from '../../db/sql';

export type MembershipListRow = KeyedRow & {
  business_id: string;
  business_name: string;
  role: BusinessRole;
  status: MembershipStatus;
};

/** Active and disabled memberships, in the order the user joined the businesses. */
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

export function toMembership(row: MembershipListRow, currentBusinessId: string | null): Membership {
  return {
    business_id: row.business_id,
    business_name: row.business_name,
    role: row.role,
    status: row.status,
    current: row.business_id === currentBusinessId,
  };
}
