/**
 * What the team page offers whom (the API checks it all again): managers manage the team but
 * only owners touch owners, and nobody disables or removes themselves (they leave instead).
 */
import { BUSINESS_ROLES, type BusinessRole, type Member } from '@usaha/shared';

export type TeamPolicy = { canManage: boolean; isOwner: boolean };

/** The roles the caller may give: an owner any, a manager all but owner. */
export function assignableRoles(policy: TeamPolicy): BusinessRole[] {
  if (!policy.canManage) return [];
  return BUSINESS_ROLES.filter((role) => policy.isOwner || role !== 'owner');
}

/** Whether the caller may change this member's role. */
export function canChangeRole(policy: TeamPolicy, member: Member): boolean {
  return policy.canManage && (policy.isOwner || member.role !== 'owner');
}

/** Whether the caller may disable, enable or remove this member. */
export function canChangeAccess(policy: TeamPolicy, member: Member): boolean {
  return canChangeRole(policy, member) && !member.is_self;
}
