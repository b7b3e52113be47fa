/**
 * Figure 5b (issue 18): Lighthouse's scores for the server-rendered public pages, with its
 * default mobile profile (a mid-range phone on slow 4G, simulated) in Debian's Chromium: at
 * least 95 for performance and 100 for accessibility, best practices and SEO, on the home page,
 * the blog and a post. One run per page on an app started for it, with the bench's post.
 * Chromium starts as the bench's other pages start it (Playwright, the same flags), with its
 * DevTools port open for Lighthouse.
 */
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../e2e/support/chromium';
import { POST_PATH, publishBenchPost } from './bundle-figure';
import { emptyRow, type Row } from './report';
import { type BenchDatabase, type Running, startRealApp } from './servers';

const PAGES = ['/', '/blog', POST_PATH];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const SHORT: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'BP',
  seo: 'SEO',
};
const TARGET = 'perf ≥ 95, the rest 100';
const figureOf = (path: string) => `Lighthouse mobile ${path}`;

export const lighthouseUnmeasured = (result: 'SKIP' | 'ERROR'): Row[] =>
  PAGES.map((path) => emptyRow(figureOf(path), TARGET, result));

export async function lighthouseFigures(
  bench: BenchDatabase,
  track: (server: Promise<Running>) => Promise<Running>,
  log: (line: string) => void,
): Promise<Row[]> {
  log(`• Lighthouse (mobile profile, simulated slow 4G and 4× CPU) on ${PAGES.join(', ')}`);
  const { url } = await track(startRealApp(bench, 'warn'));
  await publishBenchPost(bench);
  const port = await freePort();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--remote-debugging-port=${port}`],
  });
  const rows: Row[] = [];
  try {
    for (const path of PAGES) {
      const result = await lighthouse(`${url}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      const scores = CATEGORIES.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100));
      const [performance = 0, ...rest] = scores;
      const pass = performance >= 95 && rest.every((score) => score === 100);
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
        .map(
          (id) =>
            `${id
              .split('-')
              .map((word) => word[0])
              .join('')
              .toUpperCase()} ${lhr.audits[id]?.displayValue ?? '?'}`,
        )
        .join(', ');
      log(`  ${path}: ${metrics}`);
      for (const [id, audit] of Object.entries(lhr.audits)) {
        // Insights are advice, outside every category's score.
        const scored = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric';
        const counted = scored && !id.endsWith('-insight');
        if (counted && audit.score !== null && audit.score < 0.9) {
          log(`    ${id}: ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
      rows.push({
        figure: figureOf(path),
        app: CATEGORIES.map((name, index) => `${SHORT[name]} ${scores[index]}`).join(' · '),
        bare: '',
        ratio: '',
        target: TARGET,
        result: pass ? 'PASS' : 'MISS',
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** A port nothing listens on now, for Chromium's DevTools. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port for DevTools');
  return address.port;
}
