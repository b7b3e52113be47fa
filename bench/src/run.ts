/**
 * `npm run bench` (issues 2 and 3, DESIGN.md §8): from one run on one machine,
 *   1. req/s of GET /api/health/ on the real app against a bare Fastify hello-world (≥ 0.8×);
 *   2. req/s of GET /api/v1/auth/profile/ with a valid token against a bare Fastify handler that
 *      runs the same SQL on the same database (≥ 0.75×);
 *      beside them, the server's memory on PGlite (RSS) at rest and under their load
 *      (memory-figure.ts);
 *   3. the ledger figures (ledger-figures.ts) on a seeded million entries: the seed's time, SQL
 *      statements per list request, the list's page 1 against page 301, the list against a bare
 *      handler running its SQL, and the balance against the raw GROUP BY it replaces;
 *   4. the directory figures (directory-figures.ts) on 50,000 contacts and 50,000 products:
 *      index plans, a deep page against page 1, lists, searches and pickers against bare handlers;
 *   5. the gzipped size of the JavaScript loaded by / (≤ 120 KB), a blog post (≤ 100 KB),
 *      /auth/login (≤ 170 KB) and /dashboard signed in, up to its cards (≤ 250 KB; its chart comes after) (bundle-figure.ts);
 *      Lighthouse's mobile scores for /, /blog and a post: performance ≥ 95, accessibility, best
 *      practices and SEO 100 (lighthouse-figure.ts);
 *   6. cold, warm and in-app loads of four app pages in Chromium, on localhost and as a phone on
 *      4G with a 4× slower CPU (page-figures.ts);
 *   7. the invoice PDF: p50 and p95 render time, against a one-line document, and the heap after
 *      100 PDFs in a row (pdf-figures.ts);
 *   8. the invoice figures (invoice-figures.ts) on 100,000 invoices of 5 lines: statements per
 *      create, the list's plan, page 1 against a deep page and against a bare handler;
 *   9. the debt figures (debt-figures.ts) on 200,000 debts and credits with 400,000 payments over
 *      5,000 contacts: the list's plan, the list and the summary against a deep page and a bare
 *      handler, statements per contact position;
 *  10. the report figures (report-figures.ts) on the ledger seed with the invoice seed in the same
 *      business: each report for a year against the raw GROUP BY it replaces, statements per
 *      dashboard and the dashboard against the raw queries of its cards, the year's XLSX;
 *  11. the cluster figures (cluster-figures.ts), on PostgreSQL: a shop's mix through nginx on
 *      three processes against one, per route class, with 200 live streams, and the same mix
 *      while a process is killed every 2 s: each acknowledged write there once.
 * Figures 2, 3, 4, 8, 9 and 10 run on PGlite, then on PostgreSQL (in a scratch database created and dropped
 * here) when TEST_DATABASE_URL is set or postgres://postgres@127.0.0.1:5432/test answers.
 * Load comes from autocannon in a second process on loopback; the targets of a figure are
 * measured alternately (A, B, A, B, A, B) and the median of each is reported. A missed target
 * prints MISS and still exits 0; a crash, or a measurement that cannot be trusted (failed
 * requests, different bodies, a script that does not load), prints ERROR and exits 1.
 *
 * Knobs: BENCH_SECONDS (6), BENCH_WARMUP (2), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3),
 * BENCH_LEDGER_ENTRIES (1000000, at least 50000: the main business's entries),
 * BENCH_DIRECTORY_ROWS (50000, at least 30000: contacts and products of the main business),
 * BENCH_INVOICES (100000, at least 60000), BENCH_REPORT_SCALE (1; 10 adds the reports on a business
 * of 10× BENCH_LEDGER_ENTRIES and BENCH_INVOICES against the raw at their size), BENCH_DEBTS (200000, at least 60000) over
 * BENCH_DEBT_CONTACTS (5000, at least 3000), BENCH_ONLY=ledger|directory|invoices|debts|reports|pages|bundle|pdf|cluster
 * (one group of figures; invoices and debts also skip figure 5; reports seeds BENCH_LEDGER_ENTRIES
 * and BENCH_INVOICES), BENCH_PDF_RENDERS (50),
 * BENCH_WEB_BASELINE=<a previous build's apps/web/dist> (figure 6 prints its figures beside),
 * BENCH_INFO_LOG=1 (adds figures 1 and 2 with both sides logging at info, as production does),
 * BENCH_ENGINE=pglite|postgres (the groups of figures on that engine only),
 * BENCH_CLUSTER_SECONDS (20) and BENCH_CLUSTER_USERS (30): each mix run's length and clients,
 * BENCH_SMOKE=1 (every knob at its least: each group once, on PGlite, in one short round; CI's
 * run, knobs.ts).
 */
import { availableParallelism, cpus } from 'node:os';
import { resolve } from 'node:path';
import { bundleFigures, bundleUnmeasured } from './bundle-figure';
import { clusterFigures, clusterUnmeasured } from './cluster-figures';
import { debtFigures } from './debt-figures';
import { DIRECTORY_NOTES, directoryFigures } from './directory-figures';
import { INVOICE_NOTES, invoiceFigures } from './invoice-figures';
import { type Knobs, readKnobs, SMOKE } from './knobs';
import { LEDGER_NOTES, type LedgerRun, ledgerFigures } from './ledger-figures';
import { lighthouseFigures, lighthouseUnmeasured } from './lighthouse-figure';
import type { LoadSettings } from './load';
import { memoryRow, watchMemory } from './memory-figure';
import { pageFigures, seedPages } from './page-figures';
import { pdfFigures, pdfUnmeasured } from './pdf-figures';
import { comparisonRow, emptyRow, printTable, type Row, ratioTarget } from './report';
import { reportFigures } from './report-figures';
import { measureHealth, measureProfile } from './server-figures';
import {
  type BenchDatabase,
  findPostgres,
  openBenchDatabase,
  type Running,
  registerUser,
  startRealApp,
} from './servers';

const HEALTH_TARGET = 0.8;
const PROFILE_TARGET = 0.75;
const rows: Row[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
let crashed = false;
const log = (line: string) => console.log(line);

/** Runs one figure; a crash there marks its rows ERROR and the run as failed, and moves on. */
async function section(failed: Row[] | (() => Row[]), body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    crashed = true;
    console.error('  crashed:', error);
    // The reason stands in the row, so that the table alone tells what broke.
    const reason = `${error instanceof Error ? error.message : String(error)}`.split('\n')[0];
    const unmeasured = typeof failed === 'function' ? failed() : failed;
    rows.push(...unmeasured.map((row) => ({ ...row, app: reason?.slice(0, 60) || row.app })));
  }
}

type Figures = {
  measure(run: LedgerRun): Promise<void>;
  unmeasured(result?: 'ERROR' | 'SKIP'): Row[];
};

/** One group of figures on one engine's database and app, or SKIP rows without them. */
async function measureGroup(
  figures: Figures,
  bench: BenchDatabase | undefined,
  app: Running | undefined,
  settings: LoadSettings,
) {
  if (!bench || !app) {
    rows.push(...figures.unmeasured(bench ? 'ERROR' : 'SKIP'));
    return;
  }
  await section(figures.unmeasured, () =>
    figures.measure({ bench, app, settings, log, track: started }),
  );
}

/** Figure 6: the app pages in Chromium, against BENCH_WEB_BASELINE's build when it is set. */
async function measurePages(
  bench: BenchDatabase,
  app: Running,
  token: string,
  rounds: number,
): Promise<void> {
  log('• App pages in Chromium at 375 px: cold, warm and in-app, localhost and 4G + 4× CPU');
  await section(
    () => [emptyRow('app pages (4G, 4× CPU)', 'see issue 13', 'ERROR')],
    async () => {
      const builds = [{ label: 'this build', origin: app.url }];
      const baseline = process.env.BENCH_WEB_BASELINE;
      if (baseline) {
        const previous = await started(startRealApp(bench, 'warn', resolve(baseline)));
        builds.push({ label: `previous build (${baseline})`, origin: previous.url });
      }
      const seeded = await seedPages(app.url, token);
      rows.push(...(await pageFigures(builds, seeded, rounds, log)));
    },
  );
}

/** Figure 7: the invoice PDF, in this process (it needs no database or server). */
const measurePdf = ({ pdfRenders }: Knobs) =>
  section(pdfUnmeasured('ERROR'), async () => {
    rows.push(...(await pdfFigures(pdfRenders, log)));
  });

async function started(server: Promise<Running>): Promise<Running> {
  const running = await server;
  cleanups.push(() => running.app.close());
  return running;
}

const context = { track: started, log };

/**
 * Figure 11: the production shape, on PostgreSQL whatever BENCH_ENGINE says (PGlite is one
 * process by design); in the smoke run too, at its least.
 */
async function measureCluster(postgres: { url: string } | undefined, knobs: Knobs) {
  if (!postgres) {
    rows.push(...clusterUnmeasured('SKIP'));
    return;
  }
  log('• The cluster: nginx in front of 1, then 3 API processes on PostgreSQL');
  await section(clusterUnmeasured('ERROR'), async () => {
    const figures = await clusterFigures({
      postgresUrl: postgres.url,
      seconds: knobs.clusterSeconds,
      users: knobs.clusterUsers,
      streams: true,
      log,
    });
    rows.push(...figures);
  });
}

async function main() {
  const startedAt = performance.now();
  const knobs = readKnobs();
  const { settings, ledgerEntries, directoryRows, invoiceCount, debtSizes, reportScale } = knobs;
  const { infoLog, only, onlyEngine } = knobs;
  const postgres = await findPostgres();
  log(
    `Usaha benchmark — Node ${process.version}, ${availableParallelism()} cores ` +
      `(${cpus()[0]?.model.trim() ?? 'unknown CPU'})`,
  );
  if (SMOKE) log('BENCH_SMOKE: every group once at its least size, figures not judged');
  log(
    `autocannon in a second process on loopback: ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per run, ` +
      `${settings.rounds} A/B rounds, median reported; app and bare both log at warn`,
  );

  const health = 'GET /api/health/ vs hello-world';
  const profile = (kind: string) => `GET /api/v1/auth/profile/ (${kind})`;
  try {
    if (only === 'pdf') return await measurePdf(knobs);
    if (only === 'cluster') return await measureCluster(postgres, knobs);
    // The real app on PGlite: figures 1 and 2, and it serves apps/web/dist for figure 3.
    const pglite = await openBenchDatabase();
    cleanups.push(() => pglite.close());
    const app = await started(startRealApp(pglite, 'warn'));
    const token = await registerUser(app.url);

    if (only === 'pages') {
      await measurePages(pglite, app, token, knobs.pageRounds);
      return;
    }
    if (only === 'bundle') {
      await section(bundleUnmeasured('ERROR'), async () => {
        rows.push(...(await bundleFigures(pglite, started, log)));
      });
      await section(lighthouseUnmeasured('ERROR'), async () => {
        rows.push(...(await lighthouseFigures(pglite, started, log)));
      });
      return;
    }
    // The server at rest, then at its highest under the health and profile loads.
    const memory = watchMemory();
    await section([emptyRow(health, ratioTarget(HEALTH_TARGET), 'ERROR')], async () => {
      rows.push(
        comparisonRow(health, await measureHealth(app, 'warn', settings, context), HEALTH_TARGET),
      );
    });
    await section([emptyRow(profile('PGlite'), ratioTarget(PROFILE_TARGET), 'ERROR')], async () => {
      const result = await measureProfile(app, pglite, token, 'warn', settings, context);
      rows.push(comparisonRow(profile('PGlite'), result, PROFILE_TARGET));
    });
    memory.stop();
    rows.push(memoryRow('PGlite', memory));

    if (infoLog) {
      const healthAtInfo = '  the same, both logging at info';
      const profileAtInfo = '  the same (PGlite), both logging at info';
      const failed = [healthAtInfo, profileAtInfo].map((figure) =>
        emptyRow(figure, '(info)', 'ERROR'),
      );
      await section(failed, async () => {
        const noisy = await started(startRealApp(pglite, 'info'));
        const healthResult = await measureHealth(noisy, 'info', settings, context);
        const profileResult = await measureProfile(noisy, pglite, token, 'info', settings, context);
        rows.splice(1, 0, comparisonRow(healthAtInfo, healthResult, null));
        rows.push(comparisonRow(profileAtInfo, profileResult, null));
      });
    }

    const push = (row: Row) => rows.push(row);
    /** The groups of figures asked for (all without BENCH_ONLY), on one engine. */
    const groups = async (bench?: BenchDatabase, on?: Running) => {
      const engine = bench?.database.kind ?? 'postgres';
      if (onlyEngine && onlyEngine !== engine) return;
      const all: Record<string, Figures> = {
        ledger: ledgerFigures(engine, ledgerEntries, push),
        directory: directoryFigures(engine, directoryRows, push),
        invoices: invoiceFigures(engine, invoiceCount, push),
        debts: debtFigures(engine, debtSizes, push),
        reports: reportFigures(
          engine,
          { entries: ledgerEntries, invoices: invoiceCount, scale: reportScale },
          push,
        ),
      };
      for (const [group, figures] of Object.entries(all)) {
        if (!only || only === group) await measureGroup(figures, bench, on, settings);
      }
    };
    await groups(pglite, app);

    const onPostgres = profile('PostgreSQL');
    let pgBench: BenchDatabase | undefined;
    let pgApp: Running | undefined;
    if (postgres) {
      log(`• PostgreSQL at ${postgres.url} (${postgres.from})`);
      await section([emptyRow(onPostgres, ratioTarget(PROFILE_TARGET), 'ERROR')], async () => {
        const opened = await openBenchDatabase(postgres.url);
        cleanups.push(() => opened.close());
        pgBench = opened;
        pgApp = await started(startRealApp(opened, 'warn'));
        const pgToken = await registerUser(pgApp.url);
        const result = await measureProfile(pgApp, opened, pgToken, 'warn', settings, context);
        rows.push(comparisonRow(onPostgres, result, PROFILE_TARGET));
      });
    } else {
      log(
        '• TEST_DATABASE_URL is not set and no PostgreSQL answers at the default URL: ' +
          'the PostgreSQL figures are skipped',
      );
      rows.push(emptyRow(onPostgres, ratioTarget(PROFILE_TARGET), 'SKIP'));
    }
    await groups(pgBench, pgApp);

    if (!only) await measureCluster(postgres, knobs);

    if (only !== 'invoices' && only !== 'debts' && only !== 'reports') {
      await section(
        bundleUnmeasured('ERROR'),
        async () => void rows.push(...(await bundleFigures(pglite, started, log))),
      );
      await section(
        lighthouseUnmeasured('ERROR'),
        async () => void rows.push(...(await lighthouseFigures(pglite, started, log))),
      );
    }
    if (!only) await measurePages(pglite, app, token, knobs.pageRounds);
    if (!only) await measurePdf(knobs);
  } catch (error) {
    crashed = true;
    console.error('\nbenchmark crashed:', error);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
    // Printed here so that every path (BENCH_ONLY=pages returns early) ends with the table.
    printTable(rows);
    if (rows.some((row) => row.figure.includes('¹'))) for (const note of LEDGER_NOTES) log(note);
    if (rows.some((row) => row.figure.includes('⁴'))) for (const note of DIRECTORY_NOTES) log(note);
    if (rows.some((row) => row.figure.includes('⁵'))) for (const note of INVOICE_NOTES) log(note);
    log(
      `\n(${Math.round((performance.now() - startedAt) / 1000)} s${crashed ? ', with errors' : ''})`,
    );
    // Exit explicitly: a driver's idle handle must not keep a finished benchmark alive.
    process.exit(crashed ? 1 : 0);
  }
}

await main();
