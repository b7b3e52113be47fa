/** The one writer of invitations. Open: neither accepted nor revoked. */
import type { BusinessRole, Invitation, InvitationState } from '@usaha/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batch-delete';
import type { Database, Executor } from '../../db/client';
import type { TimeKey } from '../../db/keyset';
import { cursorTime, type KeyedRow } from '../../db/keyset';
import { isoTimestamp } from '../../db/row-values';
import { businesses, invitations, users } from '../../db/schema/index';
import type { Statement } from '../../db/sql';
import { hashToken } from '../../lib/secrets';

export type InvitationRow = typeof invitations.$inferSelect;
type NewInvitation = typeof invitations.$inferInsert;

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

export function listInvitationRows(
  database: Pick<Database, 'query'>,
  businessId: string,
  cursor: TimeKey | null,
  limit: number,
): Promise<InvitationListRow[]> {
  const page = invitationPageSql(businessId, cursor, limit);
  return database.query<InvitationListRow>(page.text, page.params);
}

export async function insertInvitation(
  executor: Executor,
  values: NewInvitation,
): Promise<InvitationRow> {
  const [created] = await executor.insert(invitations).values(values).returning();
  if (!created) throw new Error('invitation insert returned nothing');
  return created;
}

export async function updateInvitation(
  executor: Executor,
  id: string,
  changes: Partial<NewInvitation>,
): Promise<InvitationRow | undefined> {
  const [row] = await executor
    .update(invitations)
    .set(changes)
    .where(eq(invitations.id, id))
    .returning();
  return row;
}

/** Invitations left open 30 days past their expiry; accepted or revoked ones after 90 days. */
export function purgeInvitationRows(
  database: Pick<Database, 'query'>,
  openBefore: string,
  closedBefore: string,
  signal?: AbortSignal,
): Promise<number> {
  return deleteInBatches(
    database,
    'invitations',
    `(accepted_at is null and revoked_at is null and expires_at < $1)
        or accepted_at < $2 or revoked_at < $2`,
    [openBefore, closedBefore],
    signal,
  );
}

/** Invitations still open at `now`: seats the plan's user limit keeps for them. */
export async function countOpenInvitations(
  executor: Executor,
  businessId: string,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row?.n ?? 0;
}
