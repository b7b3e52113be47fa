/**
 * The admin area's API (issue 17, DESIGN.md §4): platform staff only. Every route declares
 * `access: 'admin'`, which answers 404 to anyone else: the area does not reveal itself.
 */
import { adminOverviewResponseSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { grantPlatformRole } from '../auth/users.service';
import { createAdminOverview } from './admin-overview.service';

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
  const overview = createAdminOverview(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/admin/overview/', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: adminOverviewResponseSchema } },
    handler: async () => ({ success: true as const, data: await overview.overview() }),
  });
}
