/**
 * Figure 7 of `npm run bench` (issue 14): the invoice PDF in this process, on the API's engine.
 *   - a 20-line invoice (the tests' fixture, built afresh for each render, as the routes do): p50
 *     and p95 over BENCH_PDF_RENDERS renders (50), p95 at most 300 ms;
 *   - its median against pdfmake's own minimal document, one line of text, rendered in turn with
 *     it (A, B, A, B…) on the same engine: at most 10× the time;
 *   - the heap after 100 invoices in a row against before, both after a full garbage collection:
 *     at most 50 MB more (RSS beside it, which the allocator keeps and is only shown).
 * The first renders load the engine and its fonts: a warm-up of 5 of each is left out.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { invoiceDocument } from '../../apps/api/src/modules/invoices/pdf/invoice-document';
import {
  documentInput,
  manyLinesInvoice,
} from '../../apps/api/src/modules/invoices/pdf/invoice-document.fixture';
import { renderPdf } from '../../apps/api/src/pdf/render';
import { emptyRow, type Row } from './report';

const P95_LIMIT_MS = 300;
const RATIO_LIMIT = 10;
const GROWTH_LIMIT_BYTES = 50 * 1024 * 1024;
const IN_A_ROW = 100;
const WARM_UP = 5;

const FIGURES = {
  time: '7 PDF, 20-line invoice: p50 / p95',
  ratio: '7 PDF invoice vs one-line document (p50)',
  memory: `7 PDF, heap after ${IN_A_ROW} invoices in a row`,
} as const;
const TARGETS = {
  time: `p95 ≤ ${P95_LIMIT_MS} ms`,
  ratio: `≤ ${RATIO_LIMIT.toFixed(2)}× time`,
  memory: '≤ +50 MB',
} as const;

export const pdfUnmeasured = (result: 'SKIP' | 'ERROR'): Row[] =>
  (Object.keys(FIGURES) as Array<keyof typeof FIGURES>).map((key) =>
    emptyRow(FIGURES[key], TARGETS[key], result),
  );

const invoice = manyLinesInvoice(20);
/** A fresh definition each time: the engine writes its layout into the nodes it draws. */
const renderInvoice = () => renderPdf(invoiceDocument(documentInput(invoice)));
const renderLine = () => renderPdf({ content: 'Usaha: satu baris teks.' });

async function timed(render: () => Promise<Buffer>): Promise<number> {
  const started = performance.now();
  await render();
  return performance.now() - started;
}

/** Nearest rank: the smallest sample with at least `share` of the samples at or below it. */
function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A full collection: `global.gc` when node runs with --expose-gc, else the same function taken
 * from V8 at run time (setFlagsFromString before a new context compiles `gc`), else none.
 */
function collector(): (() => void) | null {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const mb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function pdfFigures(renders: number, log: (line: string) => void): Promise<Row[]> {
  log(`• PDF: a 20-line invoice and a one-line document, ${renders} renders each, in turn`);
  for (let round = 0; round < WARM_UP; round += 1) {
    await renderInvoice();
    await renderLine();
  }
  const invoiceTimes: number[] = [];
  const lineTimes: number[] = [];
  for (let round = 0; round < renders; round += 1) {
    invoiceTimes.push(await timed(renderInvoice));
    lineTimes.push(await timed(renderLine));
  }
  const [p50, p95, lineP50] = [
    percentile(invoiceTimes, 0.5),
    percentile(invoiceTimes, 0.95),
    percentile(lineTimes, 0.5),
  ];
  const ratio = p50 / lineP50;

  const gc = collector();
  log(`• PDF: ${IN_A_ROW} invoices in a row, heap ${gc ? 'after a full GC' : 'without a GC'}`);
  gc?.();
  const before = process.memoryUsage();
  for (let round = 0; round < IN_A_ROW; round += 1) await renderInvoice();
  gc?.();
  const after = process.memoryUsage();
  const growth = after.heapUsed - before.heapUsed;
  return [
    {
      figure: FIGURES.time,
      app: `${ms(p50)} / ${ms(p95)}`,
      bare: '',
      ratio: '',
      target: TARGETS.time,
      result: p95 <= P95_LIMIT_MS ? 'PASS' : 'MISS',
    },
    {
      figure: FIGURES.ratio,
      app: ms(p50),
      bare: ms(lineP50),
      ratio: `${ratio.toFixed(2)}× time`,
      target: TARGETS.ratio,
      result: ratio <= RATIO_LIMIT ? 'PASS' : 'MISS',
    },
    {
      figure: gc ? FIGURES.memory : `${FIGURES.memory} (no GC: garbage counted)`,
      app: `heap ${mb(growth)}`,
      bare: `rss ${mb(after.rss - before.rss)}`,
      ratio: '',
      target: TARGETS.memory,
      result: growth <= GROWTH_LIMIT_BYTES ? 'PASS' : 'MISS',
    },
  ];
}
