/** The only place that reads and writes invitations. Open: neither accepted nor revoked. */
import type { BusinessRole, Invitation, InvitationState } from '@usaha/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TimeKey } from '../../db/keyset';
import { cursorTime, type KeyedRow } from '../../db/keyset';
import { isoTimestamp } from '../../db/row-values';
import { businesses, invitations, memberships, users } from '../../db/schema/index';
import type { Statement } from '../../db/sql';
import { hashToken } from '../../lib/secrets';

export type InvitationRow = typeof invitations.$inferSelect;

export type InvitationFields = {
  id: string;
  email: string;
  role: BusinessRole;
  invited_by_name: string | null;
  expires_at: Date | string;
  last_sent_at: Date | string;
  created_at: Date | string;
  accepted_at: Date | string | null;
  revoked_at: Date | string | null;
};

export type InvitationListRow = InvitationFields & KeyedRow;

function stateOf(row: InvitationFields, now: Date): InvitationState {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return new Date(row.expires_at) > now ? 'pending' : 'expired';
}

export function toInvitation(row: InvitationFields, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: stateOf(row, now),
    invited_by_name: row.invited_by_name,
    expires_at: isoTimestamp(row.expires_at),
    last_sent_at: isoTimestamp(row.last_sent_at),
    created_at: isoTimestamp(row.created_at),
  };
}

/** A stored row with the fields the list shows. */
export function fieldsOf(row: InvitationRow, invitedByName: string | null): InvitationFields {
  return {
    id: row.id,
    email: row.email,
    role: row.role as BusinessRole,
    invited_by_name: invitedByName,
    expires_at: row.expiresAt,
    last_sent_at: row.lastSentAt,
    created_at: row.createdAt,
    accepted_at: row.acceptedAt,
    revoked_at: row.revokedAt,
  };
}

/** Open invitations (pending and expired), newest first. */
export function invitationPageSql(
  businessId: string,
  cursor: TimeKey | null,
  limit: number,
): Statement {
  const before = cursor ? 'and (i.created_at, i.id) < ($3::timestamptz, $4::uuid)' : '';
  return {
    text: `select i.id, i.email, i.role, u.full_name as invited_by_name, i.expires_at,
  i.last_sent_at, i.created_at, i.accepted_at, i.revoked_at,
  ${cursorTime('i.created_at')} as cursor_at, i.id as cursor_id
from invitations i left join users u on u.id = i.invited_by
where i.business_id = $1 and i.accepted_at is null and i.revoked_at is null ${before}
order by i.created_at desc, i.id desc
limit $2`,
    params: cursor ? [businessId, limit + 1, cursor.at, cursor.id] : [businessId, limit + 1],
  };
}

const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** The business's open invitation with this id, locked. */
export async function lockOpenInvitation(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await executor
    .select()
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), eq(invitations.id, id), isOpen))
    .for('update');
  return row;
}

/** The business's open invitation for this address (expired or not), locked. */
export async function lockOpenInvitationFor(
  executor: Executor,
  businessId: string,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await executor
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        isOpen,
      ),
    )
    .for('update');
  return row;
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

export type UsableInvitation = InvitationRow & {
  businessName: string;
  invitedByName: string | null;
};

/** The invitation a link's token names, if it can still be accepted; locked when `lock`. */
export async function findUsableInvitation(
  executor: Executor,
  token: string,
  now: Date,
  lock = false,
): Promise<UsableInvitation | undefined> {
  const query = executor
    .select({
      invitation: invitations,
      businessName: businesses.name,
      invitedByName: users.fullName,
    })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(eq(invitations.tokenHash, hashToken(token)), isOpen, gt(invitations.expiresAt, now)),
    );
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  return (
    row && { ...row.invitation, businessName: row.businessName, invitedByName: row.invitedByName }
  );
}
