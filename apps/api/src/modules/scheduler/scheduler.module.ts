/** Runs the periodic jobs in this app while it is up: ticking once ready, stopping on close. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { OverdueNoticeService } from '../invoices/invoice-overdue.service';
import { JOBS, tellOverdueInvoices } from './jobs';
import { createScheduler, type Scheduler } from './scheduler';

export function registerScheduler(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    intervalMs: number;
    overdue: Pick<OverdueNoticeService, 'tellDue'>;
  },
): Scheduler {
  const jobs = [...JOBS, tellOverdueInvoices(deps.overdue)];
  const scheduler = createScheduler({ ...deps, jobs, log: app.log });
  app.addHook('onReady', async () => {
    scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
  return scheduler;
}
