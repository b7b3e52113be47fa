/**
 * The report figures of issue 16, on one engine, against the real app on the ledger seed (a
 * million entries over 3 years in 5 books) with the invoice seed (100,000 invoices of 5 lines)
 * in the SAME business, its users named `rpt_…` so the group can follow the ledger and invoice
 * groups in one run:
 *   - each report for the last whole calendar year against a bare handler running the raw
 *     GROUP BY it replaces over the base tables (bare-reports.ts), one request at a time, after
 *     checking that both agree on the key totals (report-shapes.ts): time at most 1.5×;
 *   - SQL statements per GET /api/v1/dashboard/, counted at the driver (at most 10), and its time
 *     against a bare handler running the raw statements of its cards (at most 1.5×);
 *   - the XLSX of that year's profit and loss by month: time, bytes, read back with exceljs
 *     (the category column, 12 months and the total).
 */
import ExcelJS from 'exceljs';
import type { DatabaseKind } from '../../apps/api/src/db/client';
import {
  RAW_DASHBOARD,
  RAW_REPORTS,
  type RawAnswer,
  type RawContext,
  startBareReport,
} from './bare-reports';
import { benchGet, getJson, sameAnswer } from './figure-helpers';
import { seedInvoices } from './invoice-seed';
import { ENGINE_NAMES, type LedgerRun } from './ledger-figures';
import { seedLedger } from './ledger-seed';
import { figureGroup } from './list-figures';
import { type LoadSettings, type Measured, measureAlternately } from './load';
import { loadFigure, type Row, timeRatioRow, timeTarget } from './report';
import { reportScaleFigures, type ScaledReport } from './report-scale-figures';
import { dashboardShape, reportShapes } from './report-shapes';
import { countStatements } from './statement-count';

const TIME_LIMIT = 1.5;
const STATEMENT_LIMIT = 10;
const PREFIX = 'rpt_';
/** The report, and what its query adds to the year (a date read on, for the two that have one). */
const REPORTS = [
  'profit-loss',
  'categories',
  'cash-flow',
  'aging',
  'sales',
  'tax',
  'general-ledger',
  'trial-balance',
] as const;
const ON_DATE = new Set<string>(['aging', 'trial-balance']);
/** 12 months, the category column and the total. */
const XLSX_COLUMNS = 14;

function figureNames(kind: string, entries: number, invoices: number) {
  const reports = Object.fromEntries(
    REPORTS.map((name) => [
      name,
      `GET /api/v1/reports/${name}/ for a year vs raw GROUP BY (${kind})`,
    ]),
  ) as Record<(typeof REPORTS)[number], string>;
  return {
    seed: `reports seed, ${entries.toLocaleString('en-US')} entries + ${invoices.toLocaleString('en-US')} invoices, one business (${kind})`,
    ...reports,
    statements: `SQL statements per GET /api/v1/dashboard/ (${kind})`,
    dashboard: `GET /api/v1/dashboard/ vs raw queries of its cards (${kind})`,
    xlsx: `XLSX of a year's profit-loss by month (${kind})`,
  };
}

function targets(): Record<keyof ReturnType<typeof figureNames>, string> {
  const time = timeTarget(TIME_LIMIT);
  return {
    seed: '(info)',
    ...(Object.fromEntries(REPORTS.map((name) => [name, time])) as Record<
      (typeof REPORTS)[number],
      string
    >),
    statements: `≤ ${STATEMENT_LIMIT}`,
    dashboard: time,
    xlsx: 'completes, reads back',
  };
}

/** The app's answer and the raw one agree on the key totals, then both are timed in turn. */
async function versusRaw(
  run: LedgerRun,
  what: string,
  app: { url: string; headers: Record<string, string> },
  rawUrl: string,
  shape: { app: (body: unknown) => unknown; raw: (answer: RawAnswer) => unknown },
  settings: LoadSettings,
): Promise<[Measured, Measured]> {
  const ours = shape.app(await getJson(app.url, app.headers));
  sameAnswer(what, ours, shape.raw((await getJson(rawUrl, {})) as RawAnswer));
  run.log(
    `• ${what} against the raw statements, one request at a time: ${JSON.stringify(ours).slice(0, 160)}`,
  );
  const [measured, raw] = await measureAlternately(
    [
      { label: what.slice(0, 30), url: app.url, headers: app.headers },
      { label: 'raw GROUP BY', url: rawUrl },
    ],
    settings,
    run.log,
  );
  if (!measured || !raw) throw new Error(`${what}: a measurement is missing`);
  return [measured, raw];
}

/** The XLSX: its time one at a time, its size, and its first sheet read back. */
async function xlsxFigure(
  run: LedgerRun,
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
) {
  const response = await benchGet(url, headers);
  if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const columns = sheet?.actualColumnCount ?? 0;
  run.log(
    `• XLSX profit-loss: ${bytes.length.toLocaleString('en-US')} bytes, sheet "${sheet?.name}" ` +
      `${sheet?.actualRowCount} rows × ${columns} columns`,
  );
  const [measured] = await measureAlternately(
    [{ label: 'XLSX profit-loss', url, headers }],
    settings,
    run.log,
  );
  if (!measured) throw new Error('the XLSX measurement is missing');
  return {
    app: `${loadFigure(measured)}, ${(bytes.length / 1000).toFixed(1)} KB`,
    bare: '',
    ratio: `${columns} columns`,
    result: columns === XLSX_COLUMNS ? 'PASS' : 'MISS',
  };
}

const YEAR = 'period=custom&from={year}-01-01&to={year}-12-31';
const SCALED: ScaledReport[] = [
  ...REPORTS.map((name) => ({
    name,
    path: `/api/v1/reports/${name}/`,
    query: ON_DATE.has(name) ? `${YEAR}&date={year}-12-31` : YEAR,
  })),
  { name: 'dashboard', path: '/api/v1/dashboard/', query: '' },
];

/** `sizes.scale` above 1 adds the reports at that many times the size (report-scale-figures.ts). */
export function reportFigures(
  engine: DatabaseKind,
  sizes: { entries: number; invoices: number; scale: number },
  push: (row: Row) => void,
) {
  const kind = ENGINE_NAMES[engine];
  const names = figureNames(kind, sizes.entries, sizes.invoices);
  const group = figureGroup(names, targets(), push);
  const { add } = group;
  const scaled = sizes.scale > 1 ? reportScaleFigures(engine, sizes, SCALED, push) : null;
  const unmeasured = (result?: 'ERROR' | 'SKIP') => [
    ...group.unmeasured(result),
    ...(scaled?.unmeasured(result) ?? []),
  ];
  /** Each raw GROUP BY as measured here, for the scaled figures. */
  const raws = new Map<string, Measured>();

  async function measure(run: LedgerRun) {
    const { app, log, track, bench } = run;
    const oneAtATime = { ...run.settings, timeoutSeconds: 60, connections: 1 };
    log(`• Reports seed (${kind}): the ledger seed, then the invoice seed in the same business`);
    const started = performance.now();
    const ledger = await seedLedger(bench, app.url, sizes.entries, log, PREFIX);
    const { main } = ledger;
    const invoices = await seedInvoices(bench, app, sizes.invoices, log, {
      prefix: PREFIX,
      into: { ...main, cashbookId: main.cashbookIds[0] ?? '' },
    });
    const seconds = (performance.now() - started) / 1000;
    add('seed', {
      app: `${seconds.toFixed(0)} s (${main.entries.toLocaleString('en-US')} entries, ${invoices.main.invoices.toLocaleString('en-US')} invoices)`,
      bare: '',
      ratio: '',
      result: 'INFO',
    });

    const [business] = await bench.database.query<{ timezone: string }>(
      'select timezone from businesses where id = $1',
      [main.businessId],
    );
    const year = Number(ledger.today.slice(0, 4)) - 1;
    const context: RawContext = {
      businessId: main.businessId,
      from: `${year}-01-01`,
      to: `${year}-12-31`,
      date: `${year}-12-31`,
      timezone: business?.timezone ?? 'Asia/Jakarta',
    };
    const months = Array.from(
      { length: 12 },
      (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`,
    );
    const shapes = reportShapes(months);
    const headers = { authorization: `Bearer ${main.token}` };
    const query = `period=custom&from=${context.from}&to=${context.to}`;
    for (const name of REPORTS) {
      const raw = await track(
        startBareReport(bench.database, RAW_REPORTS[name] ?? {}, context, 'warn'),
      );
      const dated = ON_DATE.has(name) ? `&date=${context.date}` : '';
      const url = `${app.url}/api/v1/reports/${name}/?${query}${dated}`;
      const shape = shapes[name];
      if (!shape) throw new Error(`no shape for ${name}`);
      const [ours, against] = await versusRaw(
        run,
        `GET /api/v1/reports/${name}/`,
        { url, headers },
        raw.url,
        shape,
        oneAtATime,
      );
      add(name, timeRatioRow(names[name], ours, against, TIME_LIMIT));
      raws.set(name, against);
    }

    const dashboardUrl = `${app.url}/api/v1/dashboard/`;
    log(`• SQL statements per GET /api/v1/dashboard/, counted at the driver (${kind})`);
    const counts: number[] = [];
    for (let round = 0; round < 3; round++) {
      counts.push(
        await countStatements(bench.database, async () => {
          const response = await app.app.inject({
            method: 'GET',
            url: '/api/v1/dashboard/',
            headers,
          });
          if (response.statusCode !== 200)
            throw new Error(`dashboard: HTTP ${response.statusCode}`);
        }),
      );
    }
    const most = Math.max(...counts);
    log(`  ${counts.join(', ')} statements`);
    add('statements', {
      app: `${most}`,
      bare: '',
      ratio: '',
      result: most <= STATEMENT_LIMIT ? 'PASS' : 'MISS',
    });

    const today = ledger.today;
    const rawDashboard = await track(
      startBareReport(bench.database, RAW_DASHBOARD, { ...context, date: today }, 'warn'),
    );
    const [dashboard, rawCards] = await versusRaw(
      run,
      'GET /api/v1/dashboard/',
      { url: dashboardUrl, headers },
      rawDashboard.url,
      dashboardShape,
      oneAtATime,
    );
    add('dashboard', timeRatioRow(names.dashboard, dashboard, rawCards, TIME_LIMIT));
    raws.set('dashboard', rawCards);

    const xlsxUrl = `${app.url}/api/v1/reports/profit-loss/?${query}&format=xlsx`;
    add('xlsx', await xlsxFigure(run, xlsxUrl, headers, oneAtATime));
    await scaled?.measure(run, raws);
  }

  return { measure, unmeasured };
}
