/** The table `npm run bench` prints: one row per figure, absolute values beside the ratios. */
import type { Comparison, Measured } from './load';

export const COLUMNS = ['figure', 'app', 'bare', 'ratio', 'target', 'result'] as const;
export type Row = Record<(typeof COLUMNS)[number], string>;

export const rps = (value: number) =>
  `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} req/s`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ratioTarget = (target: number) => `≥ ${target.toFixed(2)}×`;
export const timeTarget = (limit: number) => `≤ ${limit.toFixed(2)}× time`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
/** Mean time per request, with the throughput it gave. */
export const loadFigure = (measured: Measured) =>
  `${ms(measured.latencyMeanMs)}/req, ${rps(measured.rps)}`;

export function comparisonRow(figure: string, result: Comparison, target: number | null): Row {
  return {
    figure,
    app: rps(result.app),
    bare: rps(result.bare),
    ratio: `${result.ratio.toFixed(2)}×`,
    target: target === null ? '(info)' : ratioTarget(target),
    result: target === null ? 'INFO' : result.ratio >= target ? 'PASS' : 'MISS',
  };
}

/** `ours` against a baseline as mean time per request, ours ÷ theirs; at most `limit` passes. */
export function timeRatioRow(
  figure: string,
  ours: Measured,
  against: Measured,
  limit: number,
): Row {
  const ratio = ours.latencyMeanMs / against.latencyMeanMs;
  return {
    figure,
    app: loadFigure(ours),
    bare: loadFigure(against),
    ratio: `${ratio.toFixed(2)}× time`,
    target: timeTarget(limit),
    result: ratio <= limit ? 'PASS' : 'MISS',
  };
}

export function emptyRow(figure: string, target: string, result: 'SKIP' | 'ERROR'): Row {
  return { figure, app: '—', bare: '', ratio: '', target, result };
}

export function printTable(rows: Row[]) {
  const header: Row = {
    figure: 'figure',
    app: 'ours',
    bare: 'against',
    ratio: 'ratio',
    target: 'target',
    result: 'result',
  };
  const all = [header, ...rows];
  const widths = COLUMNS.map((key) => Math.max(...all.map((row) => row[key].length)));
  const line = (row: Row) =>
    COLUMNS.map((key, index) => row[key].padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
