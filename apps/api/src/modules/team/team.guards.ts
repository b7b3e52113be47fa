/**
 * What other modules check of the memberships inside their own transactions: that a user is an
 * active member of a business (a switch, a refresh) or a member at all, and the owners' lock every change of a
 * team takes first, so no business is ever left without an active owner.
 */
import type { Executor } from '../../db/client';
import type { OwnerRow } from './member-rules';
import { hasMembership, isActiveMembership, lockOwners } from './members.repository';

export function isActiveMember(
  executor: Executor,
  businessId: string,
  userId: string,
): Promise<boolean> {
  return isActiveMembership(executor, businessId, userId);
}

/** Whether the user belongs to the business at all, enabled or disabled (staff's four eyes). */
export function belongsToBusiness(
  executor: Executor,
  businessId: string,
  userId: string,
): Promise<boolean> {
  return hasMembership(executor, businessId, userId);
}

/** Locks the business's owner memberships (in one order: two callers never deadlock). */
export function lockTeamOwners(executor: Executor, businessId: string): Promise<OwnerRow[]> {
  return lockOwners(executor, businessId);
}
