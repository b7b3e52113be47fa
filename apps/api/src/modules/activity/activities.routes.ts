/**
 * GET /api/v1/activities/…: the business's audit log. There are no routes that change or remove
 * an entry: the log is append-only, and the database refuses it too (migration 0001).
 */
import {
  activityFacetsResponseSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  activityResponseSchema,
  idParamsSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { listAnswer } from '../../lib/list-answer';
import type { ActivityService } from './activities.service';

export function activityRoutes(app: FastifyInstance, deps: { activities: ActivityService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];
  const config = { access: { permission: 'activity.view' as const } };

  r.get('/api/v1/activities/', {
    config,
    schema: {
      tags,
      querystring: activityListQuerySchema,
      response: { 200: activityListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.activities.list(actorOf(request), request.query);
      return listAnswer(page);
    },
  });

  r.get('/api/v1/activities/facets/', {
    config,
    schema: { tags, response: { 200: activityFacetsResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.activities.facets(actorOf(request)),
    }),
  });

  r.get('/api/v1/activities/:id/', {
    config,
    schema: { tags, params: idParamsSchema, response: { 200: activityResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.activities.get(actorOf(request), request.params.id),
    }),
  });
}
