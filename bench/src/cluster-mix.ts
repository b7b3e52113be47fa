/**
 * A shop day's mix through nginx, for the cluster figures: each virtual user lists entries, books
 * and invoices, opens a report and the dashboard, and writes entries, transfers, invoice and debt
 * payments (crash/workload.ts: each with its idempotency key). A write that meets a dead process
 * (no answer, 502, 503) is sent again with its key, as the web does; a read, again. Live streams
 * are held open beside, and reconnect when their process goes.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Api,
  type Ledger,
  type OpenDebt,
  randomOp,
  send,
} from '../../apps/api/src/crash/workload';

export type RouteClass = 'list' | 'write' | 'report' | 'dashboard';
export const ROUTE_CLASSES: RouteClass[] = ['list', 'write', 'report', 'dashboard'];

const READS: Array<[RouteClass, string]> = [
  ['list', '/api/v1/entries/?limit=20'],
  ['list', '/api/v1/cashbooks/'],
  ['list', '/api/v1/invoices/?limit=20'],
  ['report', '/api/v1/reports/profit-loss/?from=2026-11-01&to=2026-11-30'],
  ['dashboard', '/api/v1/dashboard/'],
];
/** Tries before a request counts as failed: a kill and the restart after it take a few seconds. */
const TRIES = 40;

export type MixStats = {
  seconds: number;
  requests: number;
  latencies: Record<RouteClass, number[]>;
  /** Requests sent again after a dead process's answer. */
  retried: number;
  /** What still failed after every try: must be empty. */
  failures: string[];
};

const transient = (status: number) => status === 502 || status === 503 || status === 504;

export async function runMix(options: {
  api: Api;
  ledger: Ledger;
  books: string[];
  invoices: string[];
  debts: OpenDebt[];
  users: number;
  seconds: number;
}): Promise<MixStats> {
  const { api, ledger } = options;
  const stats: MixStats = {
    seconds: options.seconds,
    requests: 0,
    latencies: { list: [], write: [], report: [], dashboard: [] },
    retried: 0,
    failures: [],
  };
  const deadline = Date.now() + options.seconds * 1000;
  const timed = async <T>(routeClass: RouteClass, call: () => Promise<T>) => {
    const started = performance.now();
    const value = await call();
    stats.latencies[routeClass].push(performance.now() - started);
    stats.requests += 1;
    return value;
  };

  async function write(name: string) {
    const op = randomOp(name, options.books, options.invoices, options.debts);
    ledger.pending.set(op.key, op);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const answer = await timed('write', () => send(api, op)).catch(() => null);
      if (answer && answer.status === 201 && answer.id) {
        op.id = answer.id;
        ledger.pending.delete(op.key);
        ledger.acked.set(op.key, op);
        return;
      }
      if (answer && !transient(answer.status)) {
        stats.failures.push(`${op.kind} ${op.key}: ${answer.status}`);
        return;
      }
      stats.retried += 1;
      await sleep(100 * Math.min(attempt, 5));
    }
    stats.failures.push(`${op.kind} ${op.key}: no answer after ${TRIES} tries`);
  }

  async function read() {
    const [routeClass, path] = READS[randomInt(READS.length)] as [RouteClass, string];
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const status = await timed(routeClass, async () => {
        const response = await fetch(`${api.url}${path}`, {
          headers: { authorization: `Bearer ${api.token}` },
        });
        await response.arrayBuffer();
        return response.status;
      }).catch(() => 0);
      if (status === 200) return;
      if (status !== 0 && !transient(status)) {
        stats.failures.push(`GET ${path}: ${status}`);
        return;
      }
      stats.retried += 1;
      await sleep(100 * Math.min(attempt, 5));
    }
    stats.failures.push(`GET ${path}: no answer after ${TRIES} tries`);
  }

  await Promise.all(
    Array.from({ length: options.users }, async (_, user) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        // Four reads to a write, as a shop's day goes.
        if (randomInt(5) === 0) await write(`mix-${Date.now()}-u${user}-${n}`);
        else await read();
      }
    }),
  );
  return stats;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Live streams held open, so many per session's token, each reconnecting when it ends. */
export function holdStreams(url: string, sessions: Array<[token: string, streams: number]>) {
  const controller = new AbortController();
  let open = 0;
  let reconnects = 0;
  const hold = async (token: string) => {
    for (let first = true; !controller.signal.aborted; first = false) {
      if (!first) reconnects += 1;
      try {
        const response = await fetch(`${url}/api/v1/notifications/stream/`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (response.status !== 200 || !response.body) {
          await response.arrayBuffer().catch(() => {});
          await sleep(500);
          continue;
        }
        open += 1;
        try {
          for await (const _ of response.body) {
            // held open: the events are not the point here
          }
        } finally {
          open -= 1;
        }
      } catch {
        // the process went away, or the stop
      }
      if (!controller.signal.aborted) await sleep(300);
    }
  };
  const held = sessions.flatMap(([token, count]) =>
    Array.from({ length: count }, () => hold(token)),
  );
  return {
    get open() {
      return open;
    },
    get reconnects() {
      return reconnects;
    },
    async stop() {
      controller.abort();
      await Promise.all(held);
    },
  };
}
