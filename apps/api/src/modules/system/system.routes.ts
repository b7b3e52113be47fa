/** Health and the app configuration the web loads at start-up (SPEC.md §7). */
import { appConfigSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lifecycle } from '../../lib/lifecycle';
import type { HealthService } from './system.service';

export const API_VERSION = 'v1';

const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded', 'draining']),
  version: z.string(),
  /** Which process answered (INSTANCE_ID, or a name of its own per start). */
  instance: z.string(),
  uptime_s: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
});

export function systemRoutes(
  app: FastifyInstance,
  deps: {
    health: HealthService;
    lifecycle: Lifecycle;
    appUrl: string | undefined;
    version: string;
    startedAt: number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health/', {
    config: { access: 'public' },
    // A few dozen bytes polled by load balancers: never worth compressing.
    compress: false,
    schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } },
    // Also the readiness answer: a draining process or an unreachable database is a 503, so a
    // load balancer sends nothing new to it.
    handler: async (request, reply) => {
      const latency = await deps.health.latency(request.log);
      const draining = deps.lifecycle.draining;
      const ok = latency !== null && !draining;
      reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
      return {
        success: ok,
        status: draining ? ('draining' as const) : ok ? ('ok' as const) : ('degraded' as const),
        version: deps.version,
        instance: deps.lifecycle.instanceId,
        uptime_s: Math.round((Date.now() - deps.startedAt) / 1000),
        database: { kind: deps.health.kind, ok: latency !== null, latency_ms: latency },
      };
    },
  });

  r.get('/api/config/', {
    config: { access: 'public' },
    schema: { tags: ['system'], response: { 200: appConfigSchema } },
    handler: async (request, reply) => {
      if (deps.appUrl) {
        return {
          backend_api_url: `${deps.appUrl}/api`,
          frontend_apps_url: deps.appUrl,
          api_version: API_VERSION,
        };
      }
      // No PUBLIC_URL: the web and the API share this origin, whichever address the caller used
      // (a phone on the shop's Wi-Fi opens http://192.168.1.5:3000, not localhost).
      reply.header('vary', 'host');
      return {
        backend_api_url: '/api',
        frontend_apps_url: `${request.protocol}://${request.host}`,
        api_version: API_VERSION,
      };
    },
  });
}
