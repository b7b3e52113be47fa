import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { closeSecondConnection, openSecondConnection } from '../../test/second-connection';
import { JOBS } from './jobs';
import { createScheduler, type Job } from './scheduler';
import { registerScheduler } from './scheduler.module';

const log = pino({ level: 'silent' });
let t: TestApp;
/** A second connection to the same database: another pool on a server, the same PGlite. */
let second: Database;
beforeAll(async () => {
  t = await createTestApp();
  second = await openSecondConnection(t);
});
afterAll(async () => {
  await closeSecondConnection(t, second);
  await t.close();
});

type JobRow = {
  name: string;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_result: unknown;
  last_error: string | null;
};
const jobRows = (names: string[]) =>
  t.database.query<JobRow>(
    'select name, last_started_at, last_finished_at, last_result, last_error from scheduled_jobs where name = any($1) order by name',
    [names],
  );

let counter = 0;
const named = (name: string) => `${name}-${++counter}`;
const job = (name: string, run: Job['run']): Job => ({ name, run });

describe('the scheduler', () => {
  it('runs every job, records each, and keeps going after one fails', async () => {
    const ran: string[] = [];
    const [first, broken, last] = [named('pertama'), named('rusak'), named('terakhir')];
    const scheduler = createScheduler({
      database: t.database,
      clock: { now: () => new Date() },
      log,
      intervalMs: 0,
      jobs: [
        job(first, async () => {
          ran.push(first);
          return { deleted: 3 };
        }),
        job(broken, async () => {
          throw new Error('disk full');
        }),
        job(last, async () => {
          ran.push(last);
          return null;
        }),
      ],
    });
    expect(await scheduler.runDue()).toEqual({ led: true, ran: [first, last], failed: [broken] });
    expect(ran).toEqual([first, last]);
    const rows = await jobRows([first, broken, last]);
    expect(
      rows.map(({ name, last_result, last_error }) => ({ name, last_result, last_error })),
    ).toEqual([
      { name: first, last_result: { deleted: 3 }, last_error: null },
      { name: broken, last_result: null, last_error: 'Error: disk full' },
      { name: last, last_result: null, last_error: null },
    ]);
    for (const row of rows) {
      expect(row.last_finished_at?.getTime()).toBeGreaterThanOrEqual(
        row.last_started_at?.getTime() ?? Infinity,
      );
    }
  });

  it('runs a job again only when its interval has passed', async () => {
    let now = new Date('2026-11-02T08:00:00Z');
    const clock: Clock = { now: () => now };
    let runs = 0;
    const name = named('berkala');
    const scheduler = createScheduler({
      database: t.database,
      clock,
      log,
      intervalMs: 10 * 60_000,
      jobs: [job(name, async () => ({ runs: ++runs }))],
    });
    expect((await scheduler.runDue()).ran).toEqual([name]);
    now = new Date('2026-11-02T08:05:00Z');
    expect(await scheduler.runDue()).toEqual({ led: true, ran: [], failed: [] });
    now = new Date('2026-11-02T08:10:00Z');
    expect((await scheduler.runDue()).ran).toEqual([name]);
    expect(runs).toBe(2);
  });

  it('lets exactly one of two schedulers on two connections run at once', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: string[] = [];
    const make = (database: Database, who: string) =>
      createScheduler({
        database,
        clock: { now: () => new Date() },
        log,
        intervalMs: 0,
        jobs: [
          job(named('bersama'), async () => {
            ran.push(who);
            await gate;
            return null;
          }),
        ],
      });
    const one = make(t.database, 'one').runDue();
    const two = make(second, 'two').runDue();
    // The one that finds the lock taken answers at once; then the leader may finish.
    const loser = await Promise.race([one, two]);
    expect(loser).toEqual({ led: false, ran: [], failed: [] });
    release();
    const reports = await Promise.all([one, two]);
    expect(reports.filter((report) => report.led)).toHaveLength(1);
    expect(ran).toHaveLength(1);
    // The lock is free again afterwards.
    expect((await make(second, 'three').runDue()).led).toBe(true);
  });

  it('stops ticking and waits for the run in progress', async () => {
    let finished = false;
    const scheduler = createScheduler({
      database: t.database,
      clock: { now: () => new Date() },
      log,
      intervalMs: 0,
      jobs: [
        job(named('lambat'), async ({ signal }) => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          finished = true;
          return { aborted: signal.aborted ? 1 : 0 };
        }),
      ],
    });
    const running = scheduler.runDue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await scheduler.stop();
    expect(finished).toBe(true);
    expect((await running).ran).toHaveLength(1);
  });

  it('ticks in an app once it is ready, and stops with it', async () => {
    const app = Fastify({ logger: false });
    registerScheduler(app, {
      database: t.database,
      clock: { now: () => new Date() },
      intervalMs: 50,
      jobs: JOBS,
    });
    await app.ready();
    const names = JOBS.map((item) => item.name);
    await vi.waitFor(async () => expect(await jobRows(names)).toHaveLength(names.length), {
      timeout: 5000,
    });
    await app.close();
  });
});
