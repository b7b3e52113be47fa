/** Wires the activity log's reads: the /api/v1/activities/ routes and the service others read. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { activityRoutes } from './activities.routes';
import { createActivityService } from './activities.service';

export function registerActivity(app: FastifyInstance, deps: { database: Database }) {
  const activities = createActivityService(deps);
  activityRoutes(app, { activities });
  return { activities };
}
