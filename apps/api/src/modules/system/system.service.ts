/** The health check: the database's kind and latency, pinged at most once a second. */
import type { FastifyBaseLogger } from 'fastify';
import { type Database, pingDatabase } from '../../db/client';

/** How long a database check stays fresh: a load balancer polling health costs one ping a second. */
export const HEALTH_CHECK_TTL_MS = 1000;

/** The database's latency in ms, or null when it does not answer; at most one ping per TTL. */
export function createHealthService(deps: { database: Database }) {
  const { database } = deps;
  let checkedAt = 0;
  let result: number | null = null;
  let pending: Promise<number | null> | null = null;
  return {
    kind: database.kind,
    latency(log: FastifyBaseLogger): Promise<number | null> {
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

export type HealthService = ReturnType<typeof createHealthService>;
