/**
 * The rules of changing a membership (DESIGN.md §4): only an owner touches ownership, and a
 * business always keeps at least one active owner. Pure: the service feeds them locked rows.
 */
import type { BusinessRole, MembershipStatus } from '@usaha/shared';

export type MembershipState = { role: BusinessRole; status: MembershipStatus };
export type OwnerRow = { userId: string; status: string };

const isActiveOwner = (state: MembershipState | null) =>
  state?.role === 'owner' && state.status === 'active';

/** Whether the change makes someone an owner or changes, disables or removes an owner. */
export function touchesOwnership(before: MembershipState, after: MembershipState | null): boolean {
  return before.role === 'owner' || after?.role === 'owner';
}

export function isActiveOwnerAmong(owners: OwnerRow[], userId: string): boolean {
  return owners.some((owner) => owner.userId === userId && owner.status === 'active');
}

/**
 * Whether the change (`after` null: removal) would leave the business without an active owner:
 * the target is its only active owner and stops being one.
 */
export function leavesNoOwner(
  owners: OwnerRow[],
  targetUserId: string,
  before: MembershipState,
  after: MembershipState | null,
): boolean {
  if (!isActiveOwner(before) || isActiveOwner(after)) return false;
  return !owners.some((owner) => owner.userId !== targetUserId && owner.status === 'active');
}
