// The closing report of scripts/test.sh: each step's time, the ten slowest files of each tier
// (from the JSON reports of Vitest and Playwright) with Vitest's own split of the tier's time,
// and one closing count. Exits 1 when a test failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'test-results/summary';
const SLOWEST = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Each test file's time, in milliseconds, by path relative to the project. */
function fileTimes(report) {
  if ('testResults' in report) {
    return report.testResults.map((file) => [
      relative(process.cwd(), file.name),
      file.endTime - file.startTime,
    ]);
  }
  // Playwright: the tests' durations added up by spec file (on two workers they overlap).
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + result.duration);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile];
}

/** Vitest's "Duration 95.2s (transform 12s, setup 3s, import 40s, tests 60s, …)" line. */
function vitestSplit(tier) {
  const log = join(dir, `${tier}.log`);
  if (!existsSync(log)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of a terminal
  const text = readFileSync(log, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  return /^\s*Duration\s+(.+)$/m.exec(text)?.[1]?.trim() ?? null;
}

const steps = join(dir, 'steps.tsv');
if (existsSync(steps)) {
  console.log('\nTime by step:');
  let total = 0;
  for (const line of readFileSync(steps, 'utf8').trim().split('\n')) {
    const [name, taken] = line.split('\t');
    total += Number(taken);
    console.log(`  ${minutes(Number(taken)).padStart(6)}  ${name}`);
  }
  console.log(`  ${minutes(total).padStart(6)}  in all`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const tier = file.replace(/\.json$/, '');
  let counts;
  if ('numPassedTests' in report) {
    counts = [
      report.numPassedTests,
      report.numFailedTests,
      report.numPendingTests + (report.numTodoTests ?? 0),
    ];
  } else {
    const stats = report.stats ?? {};
    counts = [
      (stats.expected ?? 0) + (stats.flaky ?? 0),
      stats.unexpected ?? 0,
      stats.skipped ?? 0,
    ];
  }
  passed += counts[0];
  failed += counts[1];
  skipped += counts[2];
  console.log(`\n${tier}: ${counts[0]} passed, ${counts[1]} failed`);
  const split = vitestSplit(tier);
  if (split) console.log(`  Vitest: ${split}`);
  const slowest = fileTimes(report)
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST);
  for (const [name, ms] of slowest) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
}
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
