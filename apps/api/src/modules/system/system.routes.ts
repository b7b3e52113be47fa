/** Health and the app configuration the web loads at start-up (SPEC.md §7). */
import { appConfigSchema } from '@usaha/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { pingDatabase } from '../../db/client';

export const API_VERSION = 'v1';

const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
});

export function systemRoutes(
  app: FastifyInstance,
  deps: { database: Database; publicUrl: string; version: string; startedAt: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const databaseCheck = createDatabaseCheck(deps.database);

  r.get('/api/health/', {
    config: { access: 'public' },
    // A few dozen bytes polled by load balancers: never worth compressing.
    compress: false,
    schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } },
    handler: async (request, reply) => {
      const latency = await databaseCheck.latest(request.log);
      const ok = latency !== null;
      reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
      return {
        success: ok,
        status: ok ? ('ok' as const) : ('degraded' as const),
        version: deps.version,
        uptime_s: Math.round((Date.now() - deps.startedAt) / 1000),
        database: { kind: deps.database.kind, ok, latency_ms: latency },
      };
    },
  });

  r.get('/api/config/', {
    config: { access: 'public' },
    schema: { tags: ['system'], response: { 200: appConfigSchema } },
    handler: async () => ({
      backend_api_url: `${deps.publicUrl}/api`,
      frontend_apps_url: deps.publicUrl,
      api_version: API_VERSION,
    }),
  });
}

/** How long a database check stays fresh: a load balancer polling health costs one ping a second. */
export const HEALTH_CHECK_TTL_MS = 1000;

/** The database's latency in ms, or null when it does not answer; at most one ping per TTL. */
function createDatabaseCheck(database: Database) {
  let checkedAt = 0;
  let result: number | null = null;
  let pending: Promise<number | null> | null = null;
  return {
    latest(log: FastifyBaseLogger): Promise<number | null> {
      if (Date.now() - checkedAt < HEALTH_CHECK_TTL_MS) return Promise.resolve(result);
      pending ??= pingDatabase(database)
        .then((ms) => Math.round(ms * 100) / 100)
        .catch((error: unknown) => {
          log.error({ err: error }, 'health check: database unreachable');
          return null;
        })
        .then((latency) => {
          result = latency;
          checkedAt = Date.now();
          pending = null;
          return latency;
        });
      return pending;
    },
  };
}
