/**
 * Runs the periodic jobs in this app while it is up: ticking once ready, stopping on close. The
 * jobs are its own house-keeping (JOBS) and those other modules give (app.ts lists them).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createScheduler, type Job, type Scheduler } from './scheduler';

export function registerScheduler(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; intervalMs: number; jobs: Job[] },
): Scheduler {
  const scheduler = createScheduler({ ...deps, log: app.log });
  app.addHook('onReady', async () => {
    scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
  return scheduler;
}
