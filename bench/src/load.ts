/** Runs autocannon in a second process and compares two targets alternately (A, B, A, B, ...). */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchGet } from './figure-helpers';
import type { LoadResult, LoadSpec } from './load-types';

const RUNNER = fileURLToPath(new URL('./load-runner.ts', import.meta.url));

export type Target = { label: string; url: string; headers?: Record<string, string> };

export type LoadSettings = {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** How many A/B pairs; the reported figure is the median of each side. */
  rounds: number;
  /** Seconds before a request counts as timed out (autocannon's 10 when absent). */
  timeoutSeconds?: number;
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

/** One target's medians over the rounds of measureAlternately. */
export type Measured = {
  label: string;
  rps: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  runs: LoadResult[];
};

/**
 * One request, awaited: autocannon drops its connections at the end of a run (the warm-up's too)
 * while the server may still be working on what they sent. On PGlite's single connection a new
 * request waits behind all of it, so once it is answered the server is idle again.
 */
async function settle(target: Target): Promise<void> {
  const response = await benchGet(target.url, target.headers);
  await response.arrayBuffer();
}

/** Warm-up (thrown away), then the measured run on an idle server. */
async function warmAndRun(target: Target, settings: LoadSettings): Promise<LoadResult> {
  const spec = {
    url: target.url,
    headers: target.headers ?? {},
    connections: settings.connections,
    warmupSeconds: 0,
    seconds: settings.seconds,
    ...(settings.timeoutSeconds ? { timeoutSeconds: settings.timeoutSeconds } : {}),
  };
  if (settings.warmupSeconds > 0) await runLoad({ ...spec, seconds: settings.warmupSeconds });
  await settle(target);
  // A run too short for even one answer (the smoke run's 1 s against a request slower than that
  // on a slow machine) measured nothing, rightly or wrongly: it is run again, four times longer.
  let result = await runLoad(spec);
  for (let longer = 4; result.requests === 0 && isQuiet(result) && longer <= 16; longer *= 4) {
    await settle(target);
    result = await runLoad({ ...spec, seconds: settings.seconds * longer });
  }
  return result;
}

const isQuiet = (result: LoadResult) =>
  result.errors === 0 && result.non2xx === 0 && result.timeouts === 0;

/**
 * Measures the targets in turn, round after round (A, B, C, A, B, C, ...), so that a slow moment
 * of the machine hits every target alike; reports the median of each target's rounds.
 */
export async function measureAlternately(
  targets: Target[],
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<Measured[]> {
  const runs = targets.map((): LoadResult[] => []);
  for (let round = 1; round <= settings.rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const result = await warmAndRun(target, settings);
      checkClean(target, result);
      runs[index]?.push(result);
      const rps = result.rps < 10 ? result.rps.toFixed(1) : Math.round(result.rps).toString();
      log(
        `  round ${round} ${target.label.padEnd(30)} ${rps.padStart(7)} req/s  ` +
          `mean ${result.latencyMeanMs.toFixed(1)} ms  p50 ${result.latencyP50Ms} ms  ` +
          `p99 ${result.latencyP99Ms} ms`,
      );
    }
  }
  return targets.map((target, index) => {
    const own = runs[index] ?? [];
    return {
      label: target.label,
      rps: median(own.map((run) => run.rps)),
      latencyP50Ms: median(own.map((run) => run.latencyP50Ms)),
      latencyP99Ms: median(own.map((run) => run.latencyP99Ms)),
      latencyMeanMs: median(own.map((run) => run.latencyMeanMs)),
      runs: own,
    };
  });
}

/** Two measured targets as app against bare (req/s ratio app ÷ bare), logged with each round's ratio. */
export function comparison(app: Measured, bare: Measured, log: (line: string) => void): Comparison {
  const perRound = app.runs.map((run, index) => run.rps / (bare.runs[index]?.rps ?? Number.NaN));
  log(
    `  median ${Math.round(app.rps)} / ${Math.round(bare.rps)} req/s = ${(app.rps / bare.rps).toFixed(2)}` +
      ` (ratio per round: ${perRound.map((ratio) => ratio.toFixed(2)).join(', ')})`,
  );
  return {
    app: app.rps,
    bare: bare.rps,
    ratio: app.rps / bare.rps,
    appRuns: app.runs,
    bareRuns: bare.runs,
  };
}

export async function compare(
  app: Target,
  bare: Target,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<Comparison> {
  const [appMeasured, bareMeasured] = await measureAlternately([app, bare], settings, log);
  if (!appMeasured || !bareMeasured) throw new Error('measureAlternately lost a target');
  return comparison(appMeasured, bareMeasured, log);
}
