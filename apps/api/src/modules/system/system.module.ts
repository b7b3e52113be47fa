/** Wires health and the app configuration the web loads at start-up. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { systemRoutes } from './system.routes';
import { createHealthService } from './system.service';

export function registerSystem(
  app: FastifyInstance,
  deps: { database: Database; publicUrl: string; version: string },
) {
  systemRoutes(app, {
    health: createHealthService(deps),
    publicUrl: deps.publicUrl,
    version: deps.version,
    startedAt: Date.now(),
  });
}
