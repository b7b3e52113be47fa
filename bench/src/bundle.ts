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
/** A page to measure, its budget in bytes gzipped, and the session of a page behind the login. */
export type BundleTarget = { path: string; budget: number; session?: Session };
export type PageScripts = BundleTarget & {
  scripts: Script[];
  gzipBytes: number;
  wireBytes: number;
};

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
      const context = await browser.newContext();
      if (session) {
        const { hostname } = new URL(baseUrl);
        await context.addCookies(
          session.cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/' })),
        );
      }
      const page = await context.newPage();
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
      const response = await page.goto(new URL(path, baseUrl).toString(), {
        waitUntil: 'networkidle',
      });
      if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status() ?? 'no response'}`);
      const scripts = await Promise.all(pending.values());
      await context.close();
      if (scripts.length === 0) throw new Error(`${path}: the page loaded no script`);
      pages.push({
        ...target,
        scripts,
        gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
        wireBytes: scripts.reduce((sum, script) => sum + script.wireBytes, 0),
      });
    }
    return { kind: 'measured', pages };
  } finally {
    await browser.close();
  }
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
    return {
      figure: `JS gzip -9 loaded by ${page.path}`,
      app: `${kb(page.gzipBytes)} (${page.scripts.length} files)`,
      bare: '',
      ratio: '',
      target: `≤ ${kb(budget)}`,
      result: page.gzipBytes <= budget ? 'PASS' : 'MISS',
    };
  });
}
