/**
 * Periodic jobs on exactly one process (DESIGN.md §1): every tick, the process that takes the
 * PostgreSQL advisory lock runs the jobs that are due, one after another, and writes what
 * happened to `scheduled_jobs`. The others find the lock taken and do nothing. A failing job is
 * recorded and the rest still run. Later areas add jobs (reminders) to the list.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { lastStarts, markFinished, markStarted } from './scheduler.repository';

export type JobResult = Record<string, number> | null;
export type JobContext = {
  database: Database;
  now: Date;
  /** Aborted when the server stops: a long job ends between batches. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
};
export type Job = {
  name: string;
  /** How often it runs; the scheduler's interval when not given. */
  everyMs?: number;
  run(context: JobContext): Promise<JobResult>;
};
export type RunReport = { led: boolean; ran: string[]; failed: string[] };

/**
 * The scheduler's advisory-lock key: one leader at a time per database. "USAH" in ASCII shifted
 * past 32 bits, so it never meets the int4 keys of lockNames (hashtext).
 */
export const LEADER_LOCK_KEY = 1_431_519_560 * 65_536 + 1;
/** A tick a little early still counts: timers and lock waits drift. */
const DUE_TOLERANCE = 0.9;

/** Databases this process is leading right now (a session lock would let a second run in). */
const leading = new WeakSet<Database>();

async function tryTransactionLock(tx: Executor): Promise<boolean> {
  const result: unknown = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${LEADER_LOCK_KEY}::bigint) as got`,
  );
  const rows = (result as { rows?: Array<{ got?: unknown }> }).rows;
  return rows?.[0]?.got === true;
}

/**
 * Runs `work` if this process may lead. On a server the lock is held by a transaction on one
 * pooled connection for the whole run while the jobs use others; PGlite is one connection in one
 * process, where a transaction would block the jobs, so it takes a session lock and releases it.
 */
export async function asLeader(database: Database, work: () => Promise<void>): Promise<boolean> {
  if (leading.has(database)) return false;
  leading.add(database);
  try {
    if (database.kind === 'postgres') {
      return await database.db.transaction(async (tx) => {
        if (!(await tryTransactionLock(tx))) return false;
        await work();
        return true;
      });
    }
    const [row] = await database.query<{ got: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as got',
      [LEADER_LOCK_KEY],
    );
    if (!row?.got) return false;
    try {
      await work();
    } finally {
      await database.query('select pg_advisory_unlock($1::bigint)', [LEADER_LOCK_KEY]);
    }
    return true;
  } finally {
    leading.delete(database);
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

export function createScheduler(deps: {
  database: Database;
  jobs: Job[];
  clock: Clock;
  log: FastifyBaseLogger;
  /** 0: no timer (runDue still runs every job: each is always due). */
  intervalMs: number;
}) {
  const { database, jobs, clock, log, intervalMs } = deps;
  const { db } = database;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<RunReport> | null = null;

  async function dueJobs(now: Date): Promise<Job[]> {
    const started = await lastStarts(
      db,
      jobs.map((job) => job.name),
    );
    return jobs.filter((job) => {
      const last = started.get(job.name);
      const every = job.everyMs ?? intervalMs;
      return !last || now.getTime() - last.getTime() >= every * DUE_TOLERANCE;
    });
  }

  async function runJob(job: Job, report: RunReport): Promise<void> {
    const now = clock.now();
    await markStarted(db, job.name, now);
    let result: JobResult = null;
    let failure: string | null = null;
    try {
      result = await job.run({ database, now, signal: stopping.signal, log });
      report.ran.push(job.name);
    } catch (error) {
      failure = errorText(error);
      report.failed.push(job.name);
      log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    await markFinished(db, job.name, { at: clock.now(), result, error: failure });
  }

  async function run(): Promise<RunReport> {
    const report: RunReport = { led: false, ran: [], failed: [] };
    report.led = await asLeader(database, async () => {
      for (const job of await dueJobs(clock.now())) {
        if (stopping.signal.aborted) break;
        await runJob(job, report);
      }
    });
    return report;
  }

  /** One tick: lead if no other process does, and run the jobs that are due. */
  function runDue(): Promise<RunReport> {
    if (current) return Promise.resolve({ led: false, ran: [], failed: [] });
    current = run().finally(() => {
      current = null;
    });
    return current;
  }

  return {
    runDue,
    start() {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        runDue().catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'));
      }, intervalMs);
      timer.unref();
    },
    /** Stops ticking and waits for a run in progress, which ends between batches. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await current?.catch(() => {});
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
