/**
 * The admin area's API (issue 17, DESIGN.md §4): platform staff only. Every route declares
 * `access: 'admin'` or `'superadmin'`, which answer 404 to anyone else: the area does not
 * reveal itself. Billing's staff routes (subscriptions, payments, plans) live in billing.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { grantPlatformRole } from '../auth/users.service';
import { adminRoutes } from './admin.routes';
import { createAdminOverview } from './admin-overview.service';
import { createPlatformAuditLog } from './platform-audit.service';
import { createPlatformStaff } from './platform-staff.service';

/**
 * The first superadmins: the accounts of ADMIN_EMAILS whose address is proven (an address
 * anyone could sign up with unproven grants nothing), made so at each start. Answers them.
 */
export function grantAdminEmails(database: Database, emails: string[]): Promise<string[]> {
  return grantPlatformRole(database.db, emails, 'superadmin', true);
}

/** `npm run admin:grant -- <email>`: the operator names the account; answers whether it changed. */
export async function grantSuperadmin(database: Database, email: string): Promise<boolean> {
  return (await grantPlatformRole(database.db, [email], 'superadmin', false)).length > 0;
}

export function registerAdmin(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  adminRoutes(app, {
    overview: createAdminOverview(deps),
    audit: createPlatformAuditLog(deps),
    staff: createPlatformStaff(deps),
  });
}
