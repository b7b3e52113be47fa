/**
 * Members of the current business: list, change role or status, remove (or leave). Changes lock
 * the business's owner memberships first, so two concurrent changes can never both remove the
 * last active owner. The member's next request already runs with the new role: permissions are
 * read from the membership on every request.
 */
import {
  AppError,
  BUSINESS_ROLES,
  type BusinessRole,
  type Member,
  type Membership,
  type Permission,
  ROLE_PERMISSIONS,
  type UpdateMemberBody,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { keyOfRow, type ListQuery, type Page, timeKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { activityBase } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { holdPlanLimit, holdSubscriptions } from '../billing/billing.guards';
import type { Notifier } from '../notifications/notifier.types';
import { countOpenInvitations } from './invitations.repository';
import {
  isActiveOwnerAmong,
  leavesNoOwner,
  type MembershipState,
  touchesOwnership,
} from './member-rules';
import {
  activeBusinessIds,
  activeMemberIdsIn,
  countActiveMembers,
  countOtherMembers,
  deleteMembership,
  findMember,
  insertMembership,
  listMemberRows,
  listMembershipRows,
  lockOwners,
  type MemberRow,
  membershipsWithNames,
  toMember,
  updateMembership,
} from './members.repository';
import type { TeamActor } from './team-actor';

const ONLY_OWNERS = 'Only an owner can make someone an owner or change an owner';
const LAST_OWNER =
  'The business needs at least one active owner. Make someone else an owner first.';

function snapshot(member: MemberRow) {
  const { user_id, username, full_name, email, role, status } = member;
  return { user_id, username, full_name, email, role, status };
}

/** Locks the owners and the member; checks that `actor` may move it from its state to `after`. */
async function lockChange(
  tx: Executor,
  actor: TeamActor,
  userId: string,
  next: (before: MembershipState) => MembershipState | null,
): Promise<{ member: MemberRow; after: MembershipState | null }> {
  const owners = await lockOwners(tx, actor.businessId);
  const member = await findMember(tx, actor.businessId, userId, true);
  if (!member) throw notFound('Member');
  const after = next(member);
  if (touchesOwnership(member, after) && !isActiveOwnerAmong(owners, actor.userId)) {
    throw new AppError('FORBIDDEN', ONLY_OWNERS);
  }
  if (leavesNoOwner(owners, userId, member, after)) throw new AppError('LAST_OWNER', LAST_OWNER);
  return { member, after };
}

/** The businesses the user is an active member of, oldest membership first. */
export function activeBusinessIdsOf(executor: Executor, userId: string): Promise<string[]> {
  return activeBusinessIds(executor, userId);
}

/** The active members whose role grants `permission`: who hears about a business's events. */
export function activeMembersWith(
  executor: Executor,
  businessId: string,
  permission: Permission,
): Promise<string[]> {
  const roles = BUSINESS_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
  return activeMemberIdsIn(executor, businessId, roles);
}

/** Makes the user an active member with `role`: the owner of a business just made. */
export function addMember(
  tx: Executor,
  businessId: string,
  userId: string,
  role: BusinessRole,
): Promise<void> {
  return insertMembership(tx, { businessId, userId, role, status: 'active' });
}

/** A page of the user's memberships across businesses (the business switcher). */
export async function membershipPage(
  database: Pick<Database, 'query'>,
  user: { userId: string; businessId: string | null },
  query: ListQuery,
): Promise<Page<Membership>> {
  const cursor = timeKeyset.decode(query.cursor);
  const rows = await listMembershipRows(database, user.userId, cursor, query.limit);
  return timeKeyset.page(
    rows,
    query.limit,
    (row) => ({
      business_id: row.business_id,
      business_name: row.business_name,
      role: row.role,
      status: row.status,
      current: row.business_id === user.businessId,
    }),
    keyOfRow,
  );
}

/** Every membership of the user, active or not, with its business's name. */
export function membershipsOfUser(executor: Executor, userId: string, order: 'joined' | 'name') {
  return membershipsWithNames(executor, userId, order);
}

/** Per business, how many other members it has and how many of them are active owners. */
export function otherMembersIn(executor: Executor, businessIds: string[], userId: string) {
  return countOtherMembers(executor, businessIds, userId);
}

/** The seats the plan's user limit counts: active members and invitations still open. */
export async function seatsTaken(executor: Executor, businessId: string, now: Date) {
  return (
    (await countActiveMembers(executor, businessId)) +
    (await countOpenInvitations(executor, businessId, now))
  );
}

/**
 * Refuses a seat beyond the plan: a new invitation, an expired one sent again, a member enabled
 * again. Open invitations count, so a member enabled cannot take the place an invitee holds.
 */
export function holdSeat(executor: Executor, businessId: string, now: Date) {
  return holdPlanLimit(executor, businessId, 'users', now, () =>
    seatsTaken(executor, businessId, now),
  );
}

/**
 * Refuses an invitation accepted beyond the plan. Its own seat is among the open invitations,
 * so only the active members count here: an invitation made within the plan can be accepted.
 */
export function holdMemberSeat(executor: Executor, businessId: string, now: Date) {
  return holdPlanLimit(executor, businessId, 'users', now, () =>
    countActiveMembers(executor, businessId),
  );
}

export function createMemberService(deps: {
  database: Database;
  notifier: Notifier;
  clock: Clock;
}) {
  const { database, notifier, clock } = deps;
  const { db } = database;

  return {
    async list(actor: TeamActor, query: ListQuery): Promise<Page<Member>> {
      const cursor = timeKeyset.decode(query.cursor);
      const rows = await listMemberRows(database, actor.businessId, cursor, query.limit);
      return timeKeyset.page(rows, query.limit, (row) => toMember(row, actor.userId), keyOfRow);
    },

    async update(actor: TeamActor, userId: string, body: UpdateMemberBody): Promise<Member> {
      const result = await db.transaction(async (tx) => {
        // Enabling a member checks the plan: its subscription is held before the team's rows.
        if (body.status === 'active') await holdSubscriptions(tx, [actor.businessId]);
        const { member, after } = await lockChange(tx, actor, userId, (before) => ({
          role: body.role ?? before.role,
          status: body.status ?? before.status,
        }));
        if (!after || (after.role === member.role && after.status === member.status)) {
          return { member, roleChanged: false, changed: false };
        }
        if (member.status !== 'active' && after.status === 'active') {
          await holdSeat(tx, actor.businessId, clock.now());
        }
        await updateMembership(tx, actor.businessId, userId, after);
        const changed = { ...member, ...after };
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'member.update',
          entityType: 'member',
          entityId: userId,
          before: snapshot(member),
          after: snapshot(changed),
        });
        return { member: changed, roleChanged: after.role !== member.role, changed: true };
      });
      if (result.changed) notifier.membershipChanged(actor.businessId, userId);
      // A disabled member cannot open the business: telling them their role there means nothing.
      if (result.roleChanged && result.member.status === 'active') {
        await notifier.notify({
          businessId: actor.businessId,
          userId,
          type: 'role_changed',
          data: { business_name: actor.businessName, role: result.member.role },
          link: '/dashboard',
        });
      }
      return toMember(result.member, actor.userId);
    },

    /** Removes a member; a member removing themselves leaves the business. */
    async remove(actor: TeamActor, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { member } = await lockChange(tx, actor, userId, () => null);
        await deleteMembership(tx, actor.businessId, userId);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: userId === actor.userId ? 'member.leave' : 'member.remove',
          entityType: 'member',
          entityId: userId,
          before: snapshot(member),
        });
      });
      notifier.membershipChanged(actor.businessId, userId);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
