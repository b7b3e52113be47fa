/**
 * The admin area's own routes (issue 17): the platform's figures, its audit log and its staff.
 * Reading is for all staff (`admin`); granting and revoking roles for superadmins alone.
 */
import {
  adminOverviewResponseSchema,
  grantStaffBodySchema,
  PLATFORM_ROLES,
  platformAuditQuerySchema,
  platformAuditResponseSchema,
  platformStaffResponseSchema,
  staffReasonSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import { staffActorOf } from '../../lib/platform-audit';
import type { AdminOverviewService } from './admin-overview.service';
import type { PlatformAuditLog } from './platform-audit.service';
import type { PlatformStaffService } from './platform-staff.service';

export function adminRoutes(
  app: FastifyInstance,
  deps: { overview: AdminOverviewService; audit: PlatformAuditLog; staff: PlatformStaffService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const staffList = { 200: platformStaffResponseSchema };

  r.get('/api/v1/admin/overview/', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: adminOverviewResponseSchema } },
    handler: async () => ({ success: true as const, data: await deps.overview.overview() }),
  });

  r.get('/api/v1/admin/audit/', {
    config: { access: 'admin' },
    schema: {
      tags,
      description:
        'What staff did in the admin area, newest first: who, when, what, why, before and after.',
      querystring: platformAuditQuerySchema,
      response: { 200: platformAuditResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.audit.page(request.query);
      return listAnswer(page);
    },
  });

  r.get('/api/v1/admin/staff/', {
    config: { access: 'admin' },
    schema: { tags, response: staffList },
    handler: async () => ({ success: true as const, data: await deps.staff.list() }),
  });

  r.post('/api/v1/admin/staff/', {
    config: { access: 'superadmin' },
    schema: {
      tags,
      description: 'Gives a platform role to the account with this (proven) address.',
      body: grantStaffBodySchema,
      response: staffList,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.grant(staffActorOf(request), request.body),
      message: say(request, 'staffGranted'),
    }),
  });

  r.post('/api/v1/admin/staff/:id/revoke/', {
    config: { access: 'superadmin' },
    schema: {
      tags,
      description: 'Takes a platform role from the account; the platform keeps one superadmin.',
      params: z.object({ id: z.uuid() }),
      body: z.strictObject({ role: z.enum(PLATFORM_ROLES), reason: staffReasonSchema }),
      response: staffList,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.revoke(
        staffActorOf(request),
        request.params.id,
        request.body.role,
        request.body.reason,
      ),
      message: say(request, 'staffRevoked'),
    }),
  });
}
