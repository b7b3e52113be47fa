/**
 * The reports at ten times the report figures' size (issue 33; BENCH_REPORT_SCALE=10, not the
 * default run): a second business with BENCH_REPORT_SCALE × the entries and invoices, in the same
 * database, each report (and the dashboard) for its last whole year against the raw GROUP BY the
 * report figures timed at the base size (report-figures.ts), within 1.5×; and the longest
 * statement each one ran, timed at the driver, within 200 ms (on PGlite, whose one connection
 * runs one statement at a time, no statement may hold everyone else for longer).
 */
import type { DatabaseKind } from '../../apps/api/src/db/client';
import { seedInvoices } from './invoice-seed';
import { ENGINE_NAMES, type LedgerRun } from './ledger-figures';
import { seedLedger } from './ledger-seed';
import { figureGroup } from './list-figures';
import { type Measured, measureAlternately } from './load';
import { loadFigure, type Row, timeTarget } from './report';
import { timeStatements } from './statement-count';

const TIME_LIMIT = 1.5;
const STATEMENT_LIMIT_MS = 200;
const PREFIX = 'rpt_scaled_';
/** How often each report is asked for while its statements are timed. */
const TIMED_ROUNDS = 3;

export type ScaledReport = { name: string; path: string; query: string };

export function reportScaleFigures(
  engine: DatabaseKind,
  sizes: { entries: number; invoices: number; scale: number },
  reports: readonly ScaledReport[],
  push: (row: Row) => void,
) {
  const kind = ENGINE_NAMES[engine];
  const entries = sizes.entries * sizes.scale;
  const invoices = sizes.invoices * sizes.scale;
  const count = (value: number) => value.toLocaleString('en-US');
  const names: Record<string, string> = {
    seed: `reports seed ×${sizes.scale}, ${count(entries)} entries + ${count(invoices)} invoices (${kind})`,
  };
  const targets: Record<string, string> = { seed: '(info)' };
  for (const report of reports) {
    names[report.name] =
      `${report.path} at ${count(entries)} entries vs raw GROUP BY at ${count(sizes.entries)} (${kind})`;
    targets[report.name] = `${timeTarget(TIME_LIMIT)}, ≤ ${STATEMENT_LIMIT_MS} ms a statement`;
  }
  const { add, unmeasured } = figureGroup(names, targets, push);

  /** `raw`: each report's raw GROUP BY at the base size, by name. */
  async function measure(run: LedgerRun, raw: ReadonlyMap<string, Measured>) {
    const { app, bench, log } = run;
    log(`• Reports at ×${sizes.scale} (${kind}): the ledger seed, then the invoices, one business`);
    const started = performance.now();
    const ledger = await seedLedger(bench, app.url, entries, log, PREFIX);
    const { main } = ledger;
    await seedInvoices(bench, app, invoices, log, {
      prefix: PREFIX,
      into: { ...main, cashbookId: main.cashbookIds[0] ?? '' },
    });
    add('seed', {
      app: `${((performance.now() - started) / 1000).toFixed(0)} s`,
      bare: '',
      ratio: '',
      result: 'INFO',
    });
    const year = Number(ledger.today.slice(0, 4)) - 1;
    const headers = { authorization: `Bearer ${main.token}` };
    const oneAtATime = { ...run.settings, timeoutSeconds: 120, connections: 1 };
    for (const report of reports) {
      const url = `${report.path}?${report.query.replaceAll('{year}', String(year))}`;
      let longest = { ms: 0, text: '' };
      for (let round = 0; round < TIMED_ROUNDS; round++) {
        const times = await timeStatements(bench.database, async () => {
          const response = await app.app.inject({ method: 'GET', url, headers });
          if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode}`);
        });
        for (const time of times) if (time.ms > longest.ms) longest = time;
      }
      const text = longest.text.replace(/\s+/g, ' ').slice(0, 120);
      log(`  ${report.path}: the longest statement took ${longest.ms.toFixed(0)} ms: ${text}`);
      const [ours] = await measureAlternately(
        [{ label: report.path.slice(0, 30), url: `${app.url}${url}`, headers }],
        oneAtATime,
        log,
      );
      const against = raw.get(report.name);
      if (!ours || !against) throw new Error(`${report.path}: a measurement is missing`);
      const ratio = ours.latencyMeanMs / against.latencyMeanMs;
      add(report.name, {
        app: `${loadFigure(ours)}; longest statement ${longest.ms.toFixed(0)} ms`,
        bare: loadFigure(against),
        ratio: `${ratio.toFixed(2)}× time`,
        result: ratio <= TIME_LIMIT && longest.ms <= STATEMENT_LIMIT_MS ? 'PASS' : 'MISS',
      });
    }
  }

  return { measure, unmeasured };
}
