/**
 * The cluster figures (issue 33), on PostgreSQL behind nginx (apps/api/src/cluster):
 *   - the mix (cluster-mix.ts) on three processes against one, as throughput (goal ≥ 2.2×; a
 *     machine with fewer cores than processes cannot reach it, and says so), with p50/p95/p99 per
 *     route class, 200 live streams held open, and PostgreSQL's connections at their most;
 *   - the same mix while one process is killed with SIGKILL every few seconds (the cluster starts
 *     it again): every acknowledged write is there exactly once (each balance, invoice and debt
 *     is what the acknowledged writes make it), the invariants hold, and no request failed after
 *     its retries.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type Cluster, startCluster } from '../../apps/api/src/cluster/cluster';
import { buildServer, freePorts, runBundle } from '../../apps/api/src/cluster/server-process';
import { newBillingLedger } from '../../apps/api/src/crash/billing';
import { createDatabaseBeside } from '../../apps/api/src/crash/databases';
import { createBooks, createDebts, createInvoices, signUp } from '../../apps/api/src/crash/setup';
import { verifyApi, verifyDatabase } from '../../apps/api/src/crash/verify';
import { type Api, newLedger } from '../../apps/api/src/crash/workload';
import { REPO_ROOT } from '../../apps/api/src/paths';
import { holdStreams, type MixStats, percentile, ROUTE_CLASSES, runMix } from './cluster-mix';
import type { Row } from './report';
import { emptyRow, rps } from './report';

const THREE_AGAINST_ONE = 2.2;
const POOL_SIZE = 10;
const STREAM_USERS = 10;
const PASSWORD = 'Kopi-Susu-Gula-Aren-77';
const OWNER = 'benchowner';

export function clusterUnmeasured(result: 'ERROR' | 'SKIP'): Row[] {
  return [
    emptyRow(
      'mix through nginx, 3 processes against 1',
      `≥ ${THREE_AGAINST_ONE.toFixed(2)}×`,
      result,
    ),
    emptyRow('the mix with a process killed every few seconds', 'each write once', result),
  ];
}

async function logIn(url: string, username: string): Promise<string> {
  const csrf = await fetch(`${url}/api/v1/auth/csrf/`);
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(`${url}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

/**
 * The live streams' sessions: ten users (the owner and nine more: sign-ups are 10 an hour from
 * one address) with 20 streams each, the most a user may hold, over three sessions of 8, 8 and 4.
 */
async function streamSessions(url: string, ownerToken: string): Promise<Array<[string, number]>> {
  const sessions: Array<[string, number]> = [];
  for (let n = 0; n < STREAM_USERS; n += 1) {
    const name = n === 0 ? OWNER : `streams${n}`;
    sessions.push([n === 0 ? ownerToken : await signUp(url, name), 8]);
    sessions.push([await logIn(url, name), 8]);
    sessions.push([await logIn(url, name), 4]);
  }
  return sessions;
}

function connectionsWatch(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  let most = 0;
  let stopped = false;
  const running = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      most = Math.max(most, rows[0]?.n ?? 0);
      await sleep(250);
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return most;
    },
  };
}

const throughput = (stats: MixStats) => stats.requests / stats.seconds;
const msRow = (values: number[]) =>
  [50, 95, 99].map((p) => Math.round(percentile(values, p))).join(' / ');

export async function clusterFigures(options: {
  postgresUrl: string;
  seconds: number;
  users: number;
  streams: boolean;
  log: (line: string) => void;
}): Promise<Row[]> {
  const { log } = options;
  buildServer();
  const name = `usaha_bench_cluster_${process.pid}`;
  const database = await createDatabaseBeside(options.postgresUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'usaha-bench-cluster-'));
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-cluster-secret-bench-cluster-secret-0123',
    TRUST_PROXY: '1',
    SCHEDULER_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'error',
  };
  let cluster: Cluster | undefined;
  const start = async (processes: number) => {
    const [port = 0, ...memberPorts] = await freePorts(processes + 1);
    cluster = await startCluster({
      processes,
      port,
      memberPorts,
      env,
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      nginxLogLevel: 'crit',
    });
    return cluster;
  };
  const stop = async () => {
    await cluster?.stop();
    cluster = undefined;
  };
  try {
    const migrated = await runBundle('migrate.mjs', [], env);
    if (migrated.code !== 0) throw new Error(`migrate: ${migrated.output}`);

    const one = await start(1);
    const api: Api = { url: one.url, token: await signUp(one.url, OWNER) };
    const opening = await createBooks(api);
    const books = [...opening.keys()];
    const invoices = await createInvoices(api);
    const debts = await createDebts(api);
    const sessions = options.streams ? await streamSessions(one.url, api.token) : [];
    const ledger = newLedger();
    const held = sessions.reduce((sum, [, count]) => sum + count, 0);
    /** The streams opened and the processes warmed (an unmeasured second), then the mix. */
    const measure = async (url: string) => {
      const streams = holdStreams(url, sessions);
      const opened = Date.now() + 60_000;
      while (streams.open < held) {
        if (Date.now() > opened) throw new Error(`${streams.open} of ${held} live streams opened`);
        await sleep(50);
      }
      const run = (seconds: number) =>
        runMix({
          api: { ...api, url },
          ledger,
          books,
          invoices,
          debts,
          users: options.users,
          seconds,
        });
      await run(1);
      return { streams, stats: await run(options.seconds) };
    };

    log(
      `  the mix on 1 process: ${options.users} users, ${held} live streams, ${options.seconds} s`,
    );
    const single = await measure(one.url);
    await single.streams.stop();
    await stop();

    const three = await start(3);
    const watch = connectionsWatch(options.postgresUrl, name);
    log('  the same mix on 3 processes');
    const triple = await measure(three.url);
    const connections = await watch.stop();
    const { streams } = triple;
    const openStreams = streams.open;

    log('  the mix on 3 processes, one killed with SIGKILL every 2 s');
    let kills = 0;
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await sleep(2000);
        if (!killing) break;
        const member = three.members[randomInt(three.members.length)];
        if (member?.server) {
          member.server.child.kill('SIGKILL');
          kills += 1;
        }
      }
    })();
    const faulted = await runMix({
      api: { ...api, url: three.url },
      ledger,
      books,
      invoices,
      debts,
      users: options.users,
      seconds: options.seconds,
    });
    killing = false;
    await killer;
    // Every process back before the checks.
    const back = Date.now() + 60_000;
    while (three.members.some((member) => !member.server)) {
      if (Date.now() > back) throw new Error('a killed process did not come back within 60 s');
      await sleep(100);
    }
    const reconnects = streams.reconnects;
    await streams.stop();
    await verifyApi({ ...api, url: three.url }, ledger, opening);
    await stop();
    await verifyDatabase({ env }, ledger, newBillingLedger());

    const failures = [...single.stats.failures, ...triple.stats.failures, ...faulted.failures];
    if (failures.length > 0) throw new Error(`requests failed: ${failures.slice(0, 3).join('; ')}`);
    const ratio = throughput(triple.stats) / throughput(single.stats);
    const cores = availableParallelism();
    const rows: Row[] = [
      {
        figure: 'mix through nginx, 3 processes against 1',
        app: rps(throughput(triple.stats)),
        bare: rps(throughput(single.stats)),
        ratio: `${ratio.toFixed(2)}×`,
        target: `≥ ${THREE_AGAINST_ONE.toFixed(2)}×${cores < 3 ? ` (${cores} cores)` : ''}`,
        result: ratio >= THREE_AGAINST_ONE ? 'PASS' : 'MISS',
      },
      ...ROUTE_CLASSES.map((routeClass) => ({
        figure: `  ${routeClass}: p50 / p95 / p99`,
        app: `${msRow(triple.stats.latencies[routeClass])} ms`,
        bare: `${msRow(single.stats.latencies[routeClass])} ms`,
        ratio: '',
        target: '(info)',
        result: 'INFO',
      })),
      {
        figure: '  live streams held open; PostgreSQL connections at most',
        app: `${openStreams} streams`,
        bare: `${connections} connections`,
        ratio: '',
        target: `≤ ${3 * (POOL_SIZE + 2)} (pools)`,
        result: connections <= 3 * (POOL_SIZE + 2) ? 'PASS' : 'MISS',
      },
      {
        figure: 'the mix with a process killed every few seconds',
        app: `${ledger.acked.size} writes, ${kills} kills`,
        bare: `${faulted.retried} retried`,
        ratio: `${reconnects} reconnects`,
        target: 'each write once',
        result: 'PASS',
      },
    ];
    return rows;
  } finally {
    await stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
