import { dashboardQuerySchema, dashboardResponseSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { actorOf } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(
  app: FastifyInstance,
  deps: { dashboard: DashboardService; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Any member: each card is filled only when the caller's permissions allow its source.
  r.get('/api/v1/dashboard/', {
    config: { access: { permission: 'business.view' } },
    schema: {
      tags: ['dashboard'],
      querystring: dashboardQuerySchema,
      response: { 200: dashboardResponseSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const date = request.query.date ?? businessToday(deps.clock.now(), actor.timezone);
      const permissions = request.auth?.user.permissions ?? [];
      return { success: true as const, data: await deps.dashboard.on(actor, date, permissions) };
    },
  });
}
