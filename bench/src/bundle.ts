/**
 * The JavaScript a page loads: opens it in headless Chromium (Playwright), records every script
 * response until the network is idle (entry, modulepreloads and lazy chunks), and sums the size
 * of each body gzipped by node:zlib at level 9. That figure does not depend on what the server
 * chose to compress with (the app prefers brotli), so it is comparable from run to run; the bytes
 * that actually crossed the wire are reported beside it for information.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { CHROMIUM as CHROMIUM_LAUNCH } from '../../e2e/support/chromium';
import type { Session } from './page-load';
import { kb, type Row } from './report';

export const CHROMIUM = CHROMIUM_LAUNCH.executablePath;

export type Script = { url: string; bytes: number; gzipBytes: number; wireBytes: number };
/**
 * A page to measure, its budget in bytes gzipped, the session of a page behind the login, and
 * what the page shows first when the budget is for the scripts before it (`shownWhen`).
 */
export type BundleTarget = { path: string; budget: number; session?: Session; shownWhen?: string };
export type PageScripts = BundleTarget & {
  /** The scripts the figure counts: all of them, or those asked for before `shownWhen` showed. */
  scripts: Script[];
  /** Scripts asked for after `shownWhen` showed (information, not counted). */
  later: Script[];
  gzipBytes: number;
  wireBytes: number;
};

/** Where the page keeps the moment (performance.now()) its `shownWhen` element first appeared. */
const SHOWN_AT = '__usahaShownAt';

/** Runs in the page before its own scripts: notes when `selector` first matches. */
function watchFor(selector: string): string {
  return `(() => {
  const observer = new MutationObserver(() => {
    if (window.${SHOWN_AT} === undefined && document.querySelector(${JSON.stringify(selector)})) {
      window.${SHOWN_AT} = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
}

/** The moment the element showed, and when the page asked for each resource. */
const READ_TIMING = `({
  shownAt: window.${SHOWN_AT},
  starts: performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]),
})`;

type PageTiming = { shownAt: number | undefined; starts: Array<[string, number]> };

/** Splits the scripts into those asked for before the element showed and those after. */
async function splitAtShown(
  page: import('@playwright/test').Page,
  target: BundleTarget,
  scripts: Script[],
): Promise<{ initial: Script[]; later: Script[] }> {
  if (!target.shownWhen) return { initial: scripts, later: [] };
  const timing = (await page.evaluate(READ_TIMING)) as PageTiming;
  const { shownAt } = timing;
  if (shownAt === undefined) {
    throw new Error(`${target.path}: ${target.shownWhen} never appeared`);
  }
  const starts = new Map<string, number>();
  for (const [url, start] of timing.starts) if (!starts.has(url)) starts.set(url, start);
  const initial: Script[] = [];
  const later: Script[] = [];
  for (const script of scripts) {
    const start = starts.get(script.url);
    if (start === undefined)
      throw new Error(`${target.path}: no resource timing for ${script.url}`);
    (start <= shownAt ? initial : later).push(script);
  }
  return { initial, later };
}

type ScriptActivity = { inFlight: number; last: number };

/** Counts the page's script requests in flight and notes when one last started or ended. */
function watchScripts(page: import('@playwright/test').Page): ScriptActivity {
  const activity = { inFlight: 0, last: performance.now() };
  const isScript = (request: import('@playwright/test').Request) =>
    request.resourceType() === 'script';
  page.on('request', (request) => {
    if (!isScript(request)) return;
    activity.inFlight += 1;
    activity.last = performance.now();
  });
  const ended = (request: import('@playwright/test').Request) => {
    if (!isScript(request)) return;
    activity.inFlight -= 1;
    activity.last = performance.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return activity;
}

/** Script requests lazy-loaded after the first paint count too: wait until none for QUIET_MS. */
const QUIET_MS = 1500;
async function scriptsSettled(activity: ScriptActivity): Promise<void> {
  for (;;) {
    const quietFor = performance.now() - activity.last;
    if (activity.inFlight === 0 && quietFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(QUIET_MS - quietFor, 100)));
  }
}

export type BundleOutcome =
  | { kind: 'measured'; pages: PageScripts[] }
  | { kind: 'skipped'; reason: string };

export async function measureScripts(
  baseUrl: string,
  targets: BundleTarget[],
): Promise<BundleOutcome> {
  if (!existsSync(CHROMIUM)) {
    return {
      kind: 'skipped',
      reason: `${CHROMIUM} is missing: install it with \`apt-get update && apt-get install -y chromium\``,
    };
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const pages: PageScripts[] = [];
    for (const target of targets) {
      const { path, session } = target;
      // A fresh context per page: an empty cache, so every script the page needs is fetched.
      // The figures are read by expressions evaluated in the page, which the app's CSP forbids.
      const context = await browser.newContext({ bypassCSP: true });
      if (session) {
        const { hostname } = new URL(baseUrl);
        await context.addCookies(
          session.cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/' })),
        );
      }
      const page = await context.newPage();
      if (target.shownWhen) {
        await page.addInitScript(watchFor(target.shownWhen));
      }
      const pending = new Map<string, Promise<Script>>();
      page.on('response', (response) => {
        const request = response.request();
        if (request.resourceType() !== 'script' || pending.has(response.url())) return;
        const script = (async (): Promise<Script> => {
          if (response.status() !== 200) {
            throw new Error(`${path}: ${response.url()} answered HTTP ${response.status()}`);
          }
          const body = await response.body();
          const sizes = await request.sizes();
          return {
            url: new URL(response.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            wireBytes: sizes.responseBodySize,
          };
        })();
        // Awaited below; this only keeps a failure from counting as unhandled before then.
        script.catch(() => {});
        pending.set(response.url(), script);
      });
      const activity = watchScripts(page);
      // A page that shows figures holds the live notification stream open, so it never reaches
      // network idle: it is read once its element is there and its scripts have settled.
      const response = await page.goto(new URL(path, baseUrl).toString(), {
        waitUntil: target.shownWhen ? 'load' : 'networkidle',
      });
      if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status() ?? 'no response'}`);
      if (target.shownWhen) {
        await page.waitForSelector(target.shownWhen, { state: 'attached', timeout: 30_000 });
        await scriptsSettled(activity);
      }
      const all = await Promise.all(pending.values());
      if (all.length === 0) throw new Error(`${path}: the page loaded no script`);
      const { initial: scripts, later } = await splitAtShown(page, target, all);
      await context.close();
      pages.push({
        ...target,
        scripts,
        later,
        gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
        wireBytes: scripts.reduce((sum, script) => sum + script.wireBytes, 0),
      });
    }
    return { kind: 'measured', pages };
  } finally {
    await browser.close();
  }
}

/** Figure 5's name for a page: what it counts. */
export function bundleFigure(target: Pick<BundleTarget, 'path' | 'shownWhen'>): string {
  return target.shownWhen
    ? `JS gzip -9 loaded by ${target.path} before its figures show`
    : `JS gzip -9 loaded by ${target.path}`;
}

/** Figure 5's rows: each page's scripts against the budget, the five largest printed. */
export function bundleRows(pages: PageScripts[], log: (line: string) => void): Row[] {
  return pages.map((page) => {
    const budget = page.budget;
    const raw = page.scripts.reduce((sum, script) => sum + script.bytes, 0);
    log(
      `  ${page.path}: ${page.scripts.length} scripts, ${raw.toLocaleString('en-US')} B raw, ` +
        `${page.gzipBytes.toLocaleString('en-US')} B gzip -9, ` +
        `${page.wireBytes.toLocaleString('en-US')} B on the wire as the app served them`,
    );
    const largest = [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
    for (const script of largest.slice(0, 5)) {
      log(`    ${kb(script.gzipBytes).padStart(9)}  ${script.url}`);
    }
    const rest = largest.slice(5);
    const restBytes = rest.reduce((sum, script) => sum + script.gzipBytes, 0);
    if (rest.length > 0) log(`    ${kb(restBytes).padStart(9)}  ${rest.length} smaller files`);
    if (page.shownWhen) {
      const laterBytes = page.later.reduce((sum, script) => sum + script.gzipBytes, 0);
      log(
        `    (counted: the scripts asked for before ${page.shownWhen} showed; after it, not ` +
          `counted: ${page.later.length} scripts, ${kb(laterBytes)})`,
      );
      for (const script of page.later)
        log(`    ${kb(script.gzipBytes).padStart(9)}  ${script.url} (later)`);
    }
    return {
      figure: bundleFigure(page),
      app: `${kb(page.gzipBytes)} (${page.scripts.length} files)`,
      bare: '',
      ratio: '',
      target: `≤ ${kb(budget)}`,
      result: page.gzipBytes <= budget ? 'PASS' : 'MISS',
    };
  });
}
