/** Wires health and the app configuration the web loads at start-up. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { systemRoutes } from './system.routes';
import { createHealthService } from './system.service';

export function registerSystem(
  app: FastifyInstance,
  deps: { database: Database; appUrl: string | undefined; version: string },
) {
  systemRoutes(app, {
    health: createHealthService(deps),
    appUrl: deps.appUrl,
    version: deps.version,
    startedAt: Date.now(),
  });
}
