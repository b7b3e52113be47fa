/** Wires health and the app configuration the web loads at start-up. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Lifecycle } from '../../lib/lifecycle';
import { systemRoutes } from './system.routes';
import { createHealthService } from './system.service';

export function registerSystem(
  app: FastifyInstance,
  deps: { database: Database; lifecycle: Lifecycle; appUrl: string | undefined; version: string },
) {
  // While draining, each answer asks the proxy to close its connection: none is left idle to
  // be reused the moment the process stops listening.
  app.addHook('onSend', async (_request, reply) => {
    if (deps.lifecycle.draining) reply.header('connection', 'close');
  });
  systemRoutes(app, {
    health: createHealthService(deps),
    lifecycle: deps.lifecycle,
    appUrl: deps.appUrl,
    version: deps.version,
    startedAt: Date.now(),
  });
}
