/**
 * What other modules may ask or change of a user inside their own work: find one by id or
 * email, remember the business their next login opens, mark an address proven, the profile for the data export, and
 * deleting the account (privacy).
 */
import type { Executor } from '../../db/client';
import { findUserById, type UserRow } from './users.repository';

/**
 * Find a user by id or email; remember the business their next login opens; mark their address
 * verified when another mailed link proved it (an invitation); delete the account (its
 * memberships, sessions, notifications and preferences go with it).
 */
export {
  deleteUser,
  findUserByEmail,
  findUserById,
  grantPlatformRole,
  listPlatformStaff,
  lockPlatformStaff,
  markEmailVerified,
  rememberBusiness,
  setPlatformRoles,
} from './users.repository';
export type { UserRow };

/** The account itself, without its password hash (the data export). */
export async function profileOf(executor: Executor, userId: string) {
  const user = await findUserById(executor, userId);
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    full_name: user.fullName,
    phone: user.phone,
    language: user.language,
    platform_roles: user.platformRoles,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
