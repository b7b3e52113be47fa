/** Runs the periodic jobs in this app while it is up: ticking once ready, stopping on close. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { JOBS } from './jobs';
import { createScheduler, type Scheduler } from './scheduler';

export function registerScheduler(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; intervalMs: number },
): Scheduler {
  const scheduler = createScheduler({ ...deps, jobs: JOBS, log: app.log });
  app.addHook('onReady', async () => {
    scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
  return scheduler;
}
