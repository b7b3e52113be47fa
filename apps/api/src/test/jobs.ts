/** Runs one of the app's periodic jobs (app.periodicJobs) at `now`, as the scheduler's leader would. */
import pino from 'pino';
import type { TestApp } from './harness';

const silent = pino({ level: 'silent' });

export function runJob(t: TestApp, name: string, now: Date, database = t.database) {
  const job = t.app.periodicJobs.find((item) => item.name === name);
  if (!job) throw new Error(`no periodic job ${name}`);
  return job.run({ database, now, signal: new AbortController().signal, log: silent });
}
