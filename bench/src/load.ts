/** Runs autocannon in a second process and compares two targets alternately (A, B, A, B, ...). */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load-types';

const RUNNER = fileURLToPath(new URL('./load-runner.ts', import.meta.url));

export type Target = { label: string; url: string; headers?: Record<string, string> };

export type LoadSettings = {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** How many A/B pairs; the reported figure is the median of each side. */
  rounds: number;
};

export type Comparison = {
  app: number;
  bare: number;
  ratio: number;
  appRuns: LoadResult[];
  bareRuns: LoadResult[];
};

/** One autocannon run from a forked process (it inherits `--import tsx` from this one). */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(RUNNER, [JSON.stringify(spec)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | undefined;
    child.on('message', (message) => {
      result = message as LoadResult;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (result) resolve(result);
      else
        reject(new Error(`load runner exited (code ${code}, signal ${signal}) without a result`));
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** A failed request makes the number meaningless (a 401 is much cheaper than a 200): refuse it. */
function checkClean(target: Target, result: LoadResult) {
  if (result.errors > 0 || result.non2xx > 0 || result.requests === 0) {
    throw new Error(
      `${target.label}: ${result.requests} requests, ${result.non2xx} non-2xx, ` +
        `${result.errors} errors (${result.timeouts} timeouts): the measurement is not valid`,
    );
  }
}

export async function compare(
  app: Target,
  bare: Target,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<Comparison> {
  const appRuns: LoadResult[] = [];
  const bareRuns: LoadResult[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    for (const [target, runs] of [
      [app, appRuns],
      [bare, bareRuns],
    ] as const) {
      const result = await runLoad({
        url: target.url,
        headers: target.headers ?? {},
        connections: settings.connections,
        warmupSeconds: settings.warmupSeconds,
        seconds: settings.seconds,
      });
      checkClean(target, result);
      runs.push(result);
      log(
        `  round ${round} ${target.label.padEnd(28)} ${Math.round(result.rps)
          .toString()
          .padStart(7)} req/s  p50 ${result.latencyP50Ms} ms  p99 ${result.latencyP99Ms} ms`,
      );
    }
  }
  const appRps = median(appRuns.map((run) => run.rps));
  const bareRps = median(bareRuns.map((run) => run.rps));
  const perRound = appRuns.map((run, index) => run.rps / (bareRuns[index]?.rps ?? Number.NaN));
  log(
    `  median ${Math.round(appRps)} / ${Math.round(bareRps)} req/s = ${(appRps / bareRps).toFixed(2)}` +
      ` (ratio per round: ${perRound.map((ratio) => ratio.toFixed(2)).join(', ')})`,
  );
  return { app: appRps, bare: bareRps, ratio: appRps / bareRps, appRuns, bareRuns };
}
