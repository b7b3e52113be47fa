/**
 * The bench's knobs, read from the environment once (run.ts lists them with their defaults).
 * BENCH_SMOKE=1 gives every knob its smallest value: each group of figures measures once, at the
 * least size its figures need, on PGlite (BENCH_ENGINE still chooses), with one short round per
 * figure. That is CI's run (scripts/test.sh): its figures are printed but not judged, and a figure
 * that stops measuring (ERROR) fails the run as in a full one.
 */
import { numberFromEnv } from './figure-helpers';
import type { LoadSettings } from './load';

export const SMOKE = process.env.BENCH_SMOKE === '1';

/** `name` from the environment, else the full run's value (the smoke run's, in one). */
function knob(name: string, full: number, smoke: number, least = 0): number {
  const value = numberFromEnv(name, SMOKE ? smoke : full);
  if (value < least) throw new Error(`${name} must be at least ${least}`);
  return value;
}

export type Knobs = ReturnType<typeof readKnobs>;

export function readKnobs() {
  const settings: LoadSettings = {
    connections: knob('BENCH_CONNECTIONS', 10, 10),
    warmupSeconds: knob('BENCH_WARMUP', 2, 0),
    seconds: knob('BENCH_SECONDS', 6, 1),
    // Three rounds rather than two: on a 2-core machine shared with other work one run in
    // four or five is an outlier, and a median of three ignores it where a median of two
    // (a mean) does not. 3 × 2 × (2 + 6) s = 48 s per figure keeps the whole run near 3 minutes.
    rounds: knob('BENCH_ROUNDS', 3, 1),
  };
  // The least sizes are those whose figures still mean something (a deep page far from the first,
  // a plan the planner chooses for a large table).
  return {
    settings,
    ledgerEntries: knob('BENCH_LEDGER_ENTRIES', 1_000_000, 50_000, 50_000),
    directoryRows: knob('BENCH_DIRECTORY_ROWS', 50_000, 30_000, 30_000),
    invoiceCount: knob('BENCH_INVOICES', 100_000, 60_000, 60_000),
    /** The reports again on a business this many times the size (1: not measured). */
    reportScale: knob('BENCH_REPORT_SCALE', 1, 1, 1),
    debtSizes: {
      debts: knob('BENCH_DEBTS', 200_000, 60_000, 60_000),
      contacts: knob('BENCH_DEBT_CONTACTS', 5_000, 3_000, 3_000),
    },
    pageRounds: knob('BENCH_PAGE_ROUNDS', 3, 1),
    pdfRenders: knob('BENCH_PDF_RENDERS', 50, 5),
    clusterSeconds: knob('BENCH_CLUSTER_SECONDS', 20, 4, 2),
    clusterUsers: knob('BENCH_CLUSTER_USERS', 30, 10, 1),
    infoLog: process.env.BENCH_INFO_LOG === '1',
    only: process.env.BENCH_ONLY,
    /** The groups of figures on this engine only. */
    onlyEngine: process.env.BENCH_ENGINE || (SMOKE ? 'pglite' : undefined),
  };
}
