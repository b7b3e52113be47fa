/**
 * The platform's staff (issue 17, DESIGN.md §4): superadmins grant and revoke the platform roles
 * (`superadmin`, `staff`, `editor`) of accounts whose address is proven; the platform keeps at
 * least one superadmin. Each change is in the platform's audit log with its reason.
 */
import {
  AppError,
  type GrantStaffBody,
  isPlatformRole,
  type PlatformRole,
  type PlatformStaff,
} from '@usaha/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordPlatformAudit, type StaffActor } from '../../lib/platform-audit';
import { listPlatformStaff, lockPlatformStaff, setPlatformRoles } from '../auth/users.service';

type StaffRow = { id: string; email: string; fullName: string; platformRoles: string[] };

function toStaff(row: StaffRow): PlatformStaff {
  return {
    user_id: row.id,
    email: row.email,
    name: row.fullName,
    roles: row.platformRoles.filter(isPlatformRole),
  };
}

export function createPlatformStaff(deps: { database: Database }) {
  const { db } = deps.database;

  /** Sets the account's roles with `change`, audited; refuses to leave no superadmin. */
  async function change(
    staff: StaffActor,
    find: { id?: string; email?: string },
    role: PlatformRole,
    grant: boolean,
    reason: string,
  ): Promise<PlatformStaff[]> {
    await db.transaction(async (tx) => {
      const held = await lockPlatformStaff(tx, find);
      const target = held.find((row) =>
        find.id ? row.id === find.id : row.email.toLowerCase() === find.email?.toLowerCase(),
      );
      if (!target) throw notFound('Account');
      if (grant && !target.emailVerifiedAt) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'This account has not confirmed its email yet');
      }
      const has = target.platformRoles.includes(role);
      if (has === grant) return;
      const roles = grant
        ? [...target.platformRoles, role]
        : target.platformRoles.filter((item) => item !== role);
      const superadmins = held.filter((row) => row.platformRoles.includes('superadmin'));
      if (!grant && role === 'superadmin' && superadmins.length <= 1) {
        throw new AppError('LAST_SUPERADMIN', 'The platform needs at least one superadmin');
      }
      await setPlatformRoles(tx, target.id, roles);
      await recordPlatformAudit(tx, staff, {
        action: grant ? 'staff.grant' : 'staff.revoke',
        targetType: 'user',
        targetId: target.id,
        reason,
        before: { email: target.email, roles: target.platformRoles },
        after: { email: target.email, roles },
      });
    });
    return listStaff();
  }

  async function listStaff(): Promise<PlatformStaff[]> {
    return (await listPlatformStaff(db)).map(toStaff);
  }

  return {
    list: listStaff,
    grant(staff: StaffActor, body: GrantStaffBody) {
      return change(staff, { email: body.email }, body.role, true, body.reason);
    },
    revoke(staff: StaffActor, userId: string, role: PlatformRole, reason: string) {
      return change(staff, { id: userId }, role, false, reason);
    },
  };
}

export type PlatformStaffService = ReturnType<typeof createPlatformStaff>;
